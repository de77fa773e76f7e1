import {gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildManifest, buildShards} from '../buildShards';
import {SHARD_FORMAT, type ShardFile} from '../types';
import {fixturePages} from './engineFixture';
import {docPage} from './fixtures';

describe('buildShards', () => {
  it('writes one shard per language and search tag, named with a content hash', () => {
    const shards = buildShards(fixturePages(), {maxGzipBytes: 200_000});
    expect(shards.map((shard) => [shard.language, shard.tag])).toEqual([
      ['en', 'default'],
      ['en', 'docs-default-3.7.0'],
      ['en', 'docs-default-current'],
    ]);
    for (const shard of shards) {
      expect(shard.fileName).toMatch(/^en-[\w.-]+-0\.[0-9a-f]{10}\.json$/);
      const file = JSON.parse(shard.content) as ShardFile;
      expect(file).toMatchObject({format: SHARD_FORMAT, language: 'en', tag: shard.tag});
      expect(file.pages.length).toBeGreaterThan(0);
      expect(shard.gzipBytes).toBe(gzipSync(shard.content, {level: 9}).length);
    }
    // Same input, same files: names change only when content does.
    expect(buildShards(fixturePages(), {maxGzipBytes: 200_000}).map((shard) => shard.fileName)).toEqual(
      shards.map((shard) => shard.fileName),
    );
  });

  it('splits a shard over the size budget into parts that each fit, keeping every page once', () => {
    const pages = Array.from({length: 40}, (_, index) =>
      docPage(`/docs/page-${index}/`, 'docs-default-current', `Page ${index}`, [
        [`Section ${index}`, `Words ${index} `.repeat(50) + Math.random().toString(36).repeat(20)],
      ]),
    );
    const whole = buildShards(pages, {maxGzipBytes: 10_000_000});
    expect(whole).toHaveLength(1);
    const budget = Math.ceil(whole[0]!.gzipBytes / 3);
    const parts = buildShards(pages, {maxGzipBytes: budget});
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) {
      expect(part.gzipBytes).toBeLessThanOrEqual(budget);
      expect(part.tag).toBe('docs-default-current');
    }
    const urls = parts.flatMap((part) => (JSON.parse(part.content) as ShardFile).pages.map(([url]) => url));
    expect(urls.sort()).toEqual(pages.map((page) => page.url).sort());
    expect(new Set(parts.map((part) => part.fileName)).size).toBe(parts.length);
  });

  it('lists the shards in a manifest with their URLs and sizes', () => {
    const shards = buildShards(fixturePages(), {maxGzipBytes: 200_000});
    const manifest = buildManifest(shards, (name) => `/base/assets/search-index/${name}`);
    expect(manifest.format).toBe(SHARD_FORMAT);
    expect(manifest.shards).toHaveLength(shards.length);
    manifest.shards.forEach((entry, index) => {
      const shard = shards[index]!;
      expect(entry).toEqual({
        language: 'en',
        tag: shard.tag,
        url: `/base/assets/search-index/${shard.fileName}`,
        records: shard.records,
        bytes: Buffer.byteLength(shard.content),
        gzipBytes: shard.gzipBytes,
      });
      expect(gunzipSync(gzipSync(shard.content)).toString()).toBe(shard.content);
    });
  });
});
