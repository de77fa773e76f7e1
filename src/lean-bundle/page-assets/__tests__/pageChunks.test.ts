import {describe, expect, it} from 'vitest';
import {collectStrings} from '../../route-tables/compact';
import {blogList, byPath, keyOf, routesChunkNames, routesSource} from '../../route-tables/__tests__/__fixtures__/siteRoutes';
import {planRouteTables} from '../../route-tables/tables';
import {pageChunkNames} from '../pageChunks';

const plan = planRouteTables(routesSource, JSON.stringify(routesChunkNames));
/** The browser's (short) names of a route's chunks, as the framework's preload asks for them. */
const chunksOf = (key: string) => [...collectStrings(routesChunkNames[key], new Set())].map((name) => plan.names.get(name)!);
const onlyRoute = (routePath: string, at = 0) => keyOf(byPath(routePath)[at]!);
const namesFor = (pathname: string) => pageChunkNames(plan, routesChunkNames, pathname);

describe('pageChunkNames', () => {
  it('names the chunks of a top-level page, in the browser names', () => {
    expect(namesFor('/about/')).toEqual(chunksOf(onlyRoute('/about/')));
    expect(namesFor('/about/').every((name) => name.length < 8)).toBe(true);
  });

  it('starts a page inside a group with the section chunk, then its route chunks', () => {
    expect(namesFor('/blog/post-3/')).toEqual(['routes-blog', ...chunksOf(onlyRoute('/blog/post-3/'))]);
  });

  it('includes every chunk a list page names, its items included, each once', () => {
    const names = namesFor('/blog/');
    expect(names).toEqual(['routes-blog', ...chunksOf(blogList)]);
    // The section, the list's component and own content, three items.
    expect(names).toHaveLength(1 + 2 + 3);
    expect(new Set(names).size).toBe(names.length);
  });

  it('walks nested routes outermost first, entering a version section where its placeholder stands', () => {
    // /docs/ (root) -> /docs/1.0/ (version) -> section docs-1.0 -> /docs/1.0/ (doc root) -> the page
    const [version, docRoot] = byPath('/docs/1.0/').map(keyOf);
    const expected = [
      ...chunksOf(onlyRoute('/docs/')),
      ...chunksOf(version!),
      'routes-docs-1.0',
      ...chunksOf(docRoot!),
      ...chunksOf(onlyRoute('/docs/1.0/page-4/')),
    ];
    expect(namesFor('/docs/1.0/page-4/')).toEqual([...new Set(expected)]);
  });

  it('picks the first matching sibling, as the router does: the current version for an unversioned path', () => {
    const names = namesFor('/docs/page-4/');
    expect(names).toContain('routes-docs');
    expect(names).not.toContain('routes-docs-1.0');
    expect(names).toContain(chunksOf(onlyRoute('/docs/page-4/')).at(-1));
  });

  it('matches a path without its trailing slash, as the router does', () => {
    expect(namesFor('/about')).toEqual(namesFor('/about/'));
  });

  it('names nothing for the not-found route, whose component the framework imports without a chunk name', () => {
    expect(namesFor('/404.html')).toEqual([]);
    // An unknown path under a group still needs the group's section to know it is unknown.
    expect(namesFor('/blog/no-such-post/')).toEqual(['routes-blog']);
  });
});
