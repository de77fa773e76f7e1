import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {listItemModules, listSummariesInOneModule, moduleSpecifier, summariesFileName, summariesModuleSource} from '../listSummaries';

/** A list route as the blog plugin adds it: one truncated post module per item. */
const listRoute = (permalink: string, sources: string[]): RouteConfig => ({
  path: permalink,
  component: '@theme/BlogListPage',
  exact: true,
  modules: {
    sidebar: '/site/.docusaurus/blog-post-list-prop-changelog.json',
    items: sources.map((source) => ({content: {__import: true, path: source, query: {truncated: true}}})),
  },
  props: {metadata: {permalink}},
});

describe('moduleSpecifier', () => {
  it('writes the query after the path, as the framework does in its registry', () => {
    expect(moduleSpecifier({__import: true, path: '@site/changelog/3.7.0.mdx', query: {truncated: true}})).toBe(
      '@site/changelog/3.7.0.mdx?truncated=true',
    );
    expect(moduleSpecifier({__import: true, path: '@site/a.mdx'})).toBe('@site/a.mdx');
    expect(moduleSpecifier('/abs/b.json')).toBe('/abs/b.json');
  });
});

describe('listItemModules', () => {
  it("gives the post modules of a list page, in the page's order", () => {
    const modules = listItemModules(listRoute('/changelog/', ['@site/b.mdx', '@site/a.mdx']));
    expect(modules?.map((module) => moduleSpecifier(module))).toEqual(['@site/b.mdx?truncated=true', '@site/a.mdx?truncated=true']);
  });

  it('leaves alone routes without items, with one item, or with items of another shape', () => {
    expect(listItemModules({path: '/changelog/3.7.0', component: '@theme/BlogPostPage', modules: {content: '@site/a.mdx'}})).toBeNull();
    expect(listItemModules(listRoute('/changelog/page/6/', ['@site/a.mdx']))).toBeNull();
    expect(listItemModules({path: '/x/', component: 'X', modules: {items: [{content: {nested: '@site/a.mdx'}}, {content: '@site/b.mdx'}]}})).toBeNull();
  });
});

describe('summariesFileName', () => {
  it('names each list page apart', () => {
    expect(summariesFileName('/changelog/')).toBe('list-summaries-changelog.js');
    expect(summariesFileName('/changelog/page/2/')).toBe('list-summaries-changelog-page-2.js');
    expect(summariesFileName('/')).toBe('list-summaries-index.js');
  });
});

describe('summariesModuleSource', () => {
  it('exports the items a list page receives: each MDX component carrying its metadata and front matter', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'list-summaries-'));
    const post = (title: string) =>
      `export const metadata = {title: ${JSON.stringify(title)}};\nexport const frontMatter = {slug: ${JSON.stringify(title)}};\n` +
      `export default function MDXContent() { return ${JSON.stringify(`summary of ${title}`)}; }\n`;
    await fs.writeFile(path.join(dir, 'new.mjs'), post('3.7.0'));
    await fs.writeFile(path.join(dir, 'old.mjs'), post('3.6.3'));
    const modulePath = path.join(dir, 'summaries.mjs');
    await fs.writeFile(modulePath, summariesModuleSource([path.join(dir, 'new.mjs'), path.join(dir, 'old.mjs')]));

    const {default: items} = (await import(pathToFileURL(modulePath).href)) as {
      default: {content: (() => string) & {metadata: {title: string}; frontMatter: {slug: string}}}[];
    };
    expect(items.map(({content}) => [content(), content.metadata.title, content.frontMatter.slug])).toEqual([
      ['summary of 3.7.0', '3.7.0', '3.7.0'],
      ['summary of 3.6.3', '3.6.3', '3.6.3'],
    ]);
    expect(items[0]!.content).not.toHaveProperty('default');
    await fs.rm(dir, {recursive: true});
  });
});

describe('listSummariesInOneModule', () => {
  it('adds each list route with one items module, and every other route unchanged', async () => {
    const created = new Map<string, string>();
    const added: RouteConfig[] = [];
    const actions = {
      addRoute: (route: RouteConfig) => added.push(route),
      createData: async (name: string, data: string | object) => {
        created.set(name, String(data));
        return `/site/.docusaurus/docusaurus-plugin-content-blog/changelog/${name}`;
      },
      setGlobalData: () => undefined,
    } satisfies PluginContentLoadedActions;

    const {actions: wrapped, settled} = listSummariesInOneModule(actions, '/site/.docusaurus');
    const entryRoute: RouteConfig = {path: '/changelog/3.7.0', component: '@theme/BlogPostPage', modules: {content: '@site/a.mdx'}};
    wrapped.addRoute(listRoute('/changelog/page/2/', ['@site/b.mdx', '@site/c.mdx']));
    wrapped.addRoute(entryRoute);
    await settled();

    expect(added).toContainEqual(entryRoute);
    const list = added.find((route) => route.path === '/changelog/page/2/');
    expect(list?.modules).toEqual({
      sidebar: '/site/.docusaurus/blog-post-list-prop-changelog.json',
      // Through the alias: the chunk's name is a hash of this specifier, the same in any checkout.
      items: '@generated/docusaurus-plugin-content-blog/changelog/list-summaries-changelog-page-2.js',
    });
    expect(list?.props).toEqual({metadata: {permalink: '/changelog/page/2/'}});
    expect(created.get('list-summaries-changelog-page-2.js')).toContain('import * as summary1 from "@site/c.mdx?truncated=true";');
  });
});
