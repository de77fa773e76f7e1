import {describe, expect, it} from 'vitest';
import {hasMarkdownTwin, twinPath} from '../twinPath';

describe('twinPath', () => {
  it('drops the trailing slash and adds .md, for nested, versioned and root pages', () => {
    expect(twinPath('/docs/installation/')).toBe('/docs/installation.md');
    expect(twinPath('/docs/api/plugins/@docusaurus/plugin-content-docs/')).toBe('/docs/api/plugins/@docusaurus/plugin-content-docs.md');
    expect(twinPath('/docs/3.6.3/installation/')).toBe('/docs/3.6.3/installation.md');
    expect(twinPath('/docs/3.6.3/')).toBe('/docs/3.6.3.md');
    expect(twinPath('/docs/')).toBe('/docs.md');
    expect(twinPath('/blog/releases/3.7/')).toBe('/blog/releases/3.7.md');
    expect(twinPath('/docs/cli')).toBe('/docs/cli.md');
  });

  it('keeps the base URL, and names the root page index.md', () => {
    expect(twinPath('/site/docs/installation/', '/site/')).toBe('/site/docs/installation.md');
    expect(twinPath('/site/', '/site/')).toBe('/site/index.md');
    expect(twinPath('/', '/')).toBe('/index.md');
  });
});

describe('hasMarkdownTwin', () => {
  const docs = (id: string) => ({name: 'docusaurus-plugin-content-docs', id});
  const blog = (id: string) => ({name: 'docusaurus-plugin-content-blog', id});

  it('gives twins to the docs, the community pages, the blog and the changelog', () => {
    for (const plugin of [docs('default'), docs('community'), blog('default'), blog('changelog')]) {
      expect(hasMarkdownTwin(plugin, false), plugin.id).toBe(true);
    }
  });

  it('gives none to unlisted pages, the test areas or other plugins', () => {
    expect(hasMarkdownTwin(docs('default'), true)).toBe(false);
    expect(hasMarkdownTwin(docs('docs-tests'), false)).toBe(false);
    expect(hasMarkdownTwin(blog('blog-tests'), false)).toBe(false);
    expect(hasMarkdownTwin({name: 'docusaurus-plugin-content-pages', id: 'default'}, false)).toBe(false);
  });
});
