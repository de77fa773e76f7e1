import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import markdownTwinsPlugin from '../index';
import {addMarkdownTwinsToPrecache} from '../precache';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
type AllContentLoadedProps = Parameters<NonNullable<Plugin['allContentLoaded']>>[0];

/** Built pages in the framework's minified shape (the search index's fixtures). */
const fixture = (name: string) => fs.readFile(path.resolve(__dirname, '../../search-index/__tests__/fixtures', name), 'utf8');

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [{id: 'sidebar/items', permalink: '/docs/sidebar/items/', unlisted: false}],
          drafts: [],
          sidebars: {docs: [{type: 'doc', id: 'sidebar/items'}], api: []},
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {blogPosts: [{metadata: {permalink: '/blog/releases/3.7/', date: '2025-01-03', unlisted: false}}]},
  },
} as unknown as AllContent;

const options = {
  summary: 'Docusaurus builds documentation websites.',
  notes: ['Every page has a Markdown twin.'],
  docs: {pluginId: 'default', guidesSidebar: 'docs', apiSidebar: 'api'},
  communityPluginId: 'community',
  blogPluginId: 'default',
  changelogPluginId: 'changelog',
  latestPosts: 10,
};

describe('markdown-twins plugin', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'markdown-twins-'));
    for (const [route, name] of [['docs/sidebar/items', 'docPage.html'], ['blog/releases/3.7', 'blogPost.html']] as const) {
      await fs.mkdir(path.join(outDir, route), {recursive: true});
      await fs.writeFile(path.join(outDir, route, 'index.html'), await fixture(name));
    }
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await fs.rm(outDir, {recursive: true, force: true});
  });

  it('writes each page\'s twin beside it, llms.txt and llms-full.txt, and precaches the twins', async () => {
    const plugin = markdownTwinsPlugin(
      {baseUrl: '/', siteConfig: {url: 'https://docusaurus.io', title: 'Docusaurus'}} as LoadContext,
      options,
    );
    const precache = addMarkdownTwinsToPrecache([{url: 'index.html', revision: 'r', size: 1}]);
    await plugin.allContentLoaded!({allContent} as AllContentLoadedProps);
    await plugin.postBuild!({outDir} as PostBuildProps);

    const twin = await fs.readFile(path.join(outDir, 'docs/sidebar/items.md'), 'utf8');
    expect(twin).toMatch(/^---\ntitle: "Sidebar items"\ndescription: "Kinds of sidebar items."\n---\n\n# Sidebar items\n\nA sidebar is a tree of \*\*items\*\*\./);
    expect(twin).toContain('### JavaScript\n\nWrite the sidebar in `sidebars.js`.');
    expect(twin).toContain('> **Tip**\n>\n> Categories can be _collapsed_ by default.');
    expect(twin).not.toMatch(/Edit this page|On this page|Previous/);
    const post = await fs.readFile(path.join(outDir, 'blog/releases/3.7.md'), 'utf8');
    expect(post).toContain('# Docusaurus 3.7\n');

    const llms = await fs.readFile(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toBe(
      '# Docusaurus\n\n> Docusaurus builds documentation websites.\n\nEvery page has a Markdown twin.\n\n' +
        '## Docs guides\n\n- [Sidebar items](https://docusaurus.io/docs/sidebar/items.md): Kinds of sidebar items.\n\n' +
        '## Blog: latest posts\n\n- [Docusaurus 3.7](https://docusaurus.io/blog/releases/3.7.md)\n',
    );
    const full = await fs.readFile(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('# Sidebar items\n\nURL: https://docusaurus.io/docs/sidebar/items/\n\nA sidebar is a tree');
    expect(full).not.toContain('Docusaurus 3.7');

    const {manifest} = await precache;
    expect(manifest.map((entry) => entry.url)).toEqual(['index.html', 'docs/sidebar/items.md', 'blog/releases/3.7.md']);
    expect(manifest[1]).toMatchObject({size: Buffer.byteLength(twin)});
  });

  it('names each page in llms-full.txt by the canonical URL the page gives, trailing slash included', async () => {
    // The docs plugin's permalinks lack the slash `trailingSlash: true` adds to the served URLs.
    const unslashed = structuredClone(allContent) as unknown as {
      'docusaurus-plugin-content-docs': {default: {loadedVersions: {docs: {permalink: string}[]}[]}};
    };
    unslashed['docusaurus-plugin-content-docs'].default.loadedVersions[0]!.docs[0]!.permalink = '/docs/sidebar/items';
    const html = (await fixture('docPage.html')).replace(
      '<title',
      '<link rel=canonical href=https://docusaurus.io/docs/sidebar/items/><title',
    );
    await fs.writeFile(path.join(outDir, 'docs/sidebar/items/index.html'), html);
    const plugin = markdownTwinsPlugin(
      {baseUrl: '/', siteConfig: {url: 'https://docusaurus.io', title: 'Docusaurus'}} as LoadContext,
      options,
    );
    void addMarkdownTwinsToPrecache([]);
    await plugin.allContentLoaded!({allContent: unslashed} as unknown as AllContentLoadedProps);
    await plugin.postBuild!({outDir} as PostBuildProps);

    const full = await fs.readFile(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('URL: https://docusaurus.io/docs/sidebar/items/\n');
    expect(await fs.readFile(path.join(outDir, 'llms.txt'), 'utf8')).toContain('(https://docusaurus.io/docs/sidebar/items.md)');
  });

  it('fails the build, and the precache list with it, when a page has no content to convert', async () => {
    await fs.writeFile(path.join(outDir, 'docs/sidebar/items/index.html'), '<!doctype html><title>Moved</title><p>Moved');
    const plugin = markdownTwinsPlugin(
      {baseUrl: '/', siteConfig: {url: 'https://docusaurus.io', title: 'Docusaurus'}} as LoadContext,
      options,
    );
    const precache = addMarkdownTwinsToPrecache([]);
    await plugin.allContentLoaded!({allContent} as AllContentLoadedProps);
    await expect(plugin.postBuild!({outDir} as PostBuildProps)).rejects.toThrow(/docs\/sidebar\/items\/index\.html has no <main>/);
    await expect(precache).rejects.toThrow(/has no <main>/);
  });
});
