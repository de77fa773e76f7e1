import {buildManifest, buildShards} from '../buildShards';
import {SearchEngine} from '../searchEngine';
import type {ExtractedPage, ShardFile, ShardManifest} from '../types';
import {docPage, extractFixture} from './fixtures';

export const ORIGIN = 'https://example.com';

/** Two docs versions and the blog, as the build would shard them. */
export function fixturePages(): ExtractedPage[] {
  return [
    extractFixture('docPage.html', '/docs/sidebar/items/'),
    extractFixture('blogPost.html', '/blog/releases/3.7/'),
    docPage('/docs/installation/', 'docs-default-current', 'Installation', [
      ['Requirements', 'Node.js 18 or newer and a package manager.'],
      ['Sidebar setup', 'The classic template ships a sidebar.'],
    ]),
    docPage('/docs/3.7.0/sidebar/items/', 'docs-default-3.7.0', 'Sidebar items', [
      ['Doc links', 'In 3.7 a sidebar item links a doc by id.'],
    ]),
    docPage('/docs/3.7.0/installation/', 'docs-default-3.7.0', 'Installation', [
      ['Requirements', 'Node.js 18 or newer.'],
    ]),
  ];
}

export function fixtureShards(maxGzipBytes = 200_000): {manifest: ShardManifest; files: Map<string, string>} {
  const shards = buildShards(fixturePages(), {maxGzipBytes});
  const manifest = buildManifest(shards, (fileName) => `/assets/search-index/${fileName}`);
  const files = new Map(shards.map((shard, index) => [manifest.shards[index]!.url, shard.content]));
  return {manifest, files};
}

/** An engine with every shard loaded. */
export function loadedEngine(): SearchEngine {
  const {manifest, files} = fixtureShards();
  const engine = new SearchEngine(manifest, ORIGIN);
  for (const entry of manifest.shards) {
    engine.addShard(entry, JSON.parse(files.get(entry.url)!) as ShardFile);
  }
  return engine;
}
