import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchIndexPlugin, {type SearchIndexGlobalData} from '../index';
import {addSearchIndexToPrecache} from '../precache';
import type {GroupHead, IndexManifest, TextPack} from '../types';
import {readFixture} from './fixtures';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

describe('search-index plugin', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    const write = async (route: string, fixture: string) => {
      await fs.mkdir(path.join(outDir, route), {recursive: true});
      await fs.writeFile(path.join(outDir, route, 'index.html'), readFixture(fixture));
    };
    await write('docs/sidebar/items', 'docPage.html');
    await write('blog/releases/3.7', 'blogPost.html');
    await write('docs/old', 'redirect.html');
    await write('tests/page', 'docPage.html');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await fs.rm(outDir, {recursive: true, force: true});
  });

  it('publishes where the index is, then writes the index after the build', async () => {
    const plugin = searchIndexPlugin({baseUrl: '/'} as LoadContext, {
      id: 'default',
      ignorePaths: ['/tests/'],
      missingResultsUrl: 'https://example.com/issues?q={query}',
    });
    let globalData: SearchIndexGlobalData | undefined;
    await plugin.contentLoaded!({
      content: undefined,
      actions: {setGlobalData: (data: SearchIndexGlobalData) => (globalData = data)},
    } as unknown as Parameters<NonNullable<Plugin['contentLoaded']>>[0]);
    expect(globalData).toEqual({
      manifestUrl: '/search-index/manifest.json',
      missingResultsUrl: 'https://example.com/issues?q={query}',
    });

    const precache = addSearchIndexToPrecache([]);
    await plugin.postBuild!({
      outDir,
      routesPaths: ['/docs/sidebar/items/', '/blog/releases/3.7/', '/docs/old/', '/tests/page/', '/404.html'],
    } as PostBuildProps);

    const read = async <T,>(url: string): Promise<T> => JSON.parse(await fs.readFile(path.join(outDir, url), 'utf8')) as T;
    const manifest = await read<IndexManifest>('search-index/manifest.json');
    expect(manifest.groups.map((group) => group.tag)).toEqual(['default', 'docs-default-current']);
    const pages: string[] = [];
    const precachedFiles: string[] = ['search-index/manifest.json'];
    for (const group of manifest.groups) {
      const head = await read<GroupHead>(group.head);
      precachedFiles.push(group.head.slice(1));
      const folder = head.base.slice(1);
      // Each parts folder has its offline bundle, holding every other file of the folder as written.
      const bundle = await read<Record<string, string>>(`${head.base}offline.json`);
      const parts = (await fs.readdir(path.join(outDir, folder))).filter((name) => name !== 'offline.json');
      expect(Object.keys(bundle).sort()).toEqual(parts.sort());
      for (const name of parts) expect(bundle[name]).toBe(await fs.readFile(path.join(outDir, folder, name), 'utf8'));
      precachedFiles.push(`${folder}offline.json`);
      for (let pack = 0; pack < head.packs; pack += 1) {
        pages.push(...(await read<TextPack>(`${head.base}p${pack}.json`)).pages.map(([url]) => url));
      }
    }
    // The redirect page and the ignored test area are not indexed.
    expect([...new Set(pages)].sort()).toEqual(['/blog/releases/3.7/', '/docs/sidebar/items/']);

    // The service worker's precache list gets the manifest, the heads and the bundles, not the parts.
    const {manifest: precached} = await precache;
    expect(precached.map((entry) => entry.url).sort()).toEqual(precachedFiles.sort());
  });

  it('fails the build with a clear message on bad options', () => {
    expect(() => searchIndexPlugin({baseUrl: '/'} as LoadContext, {ignorePaths: 'tests'})).toThrow(/ignorePaths/);
  });
});
