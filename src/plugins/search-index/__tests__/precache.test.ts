import {describe, expect, it} from 'vitest';
import {
  addSearchIndexToPrecache,
  announceSearchIndexFiles,
  expectSearchIndexFiles,
  failSearchIndexFiles,
} from '../precache';

const page = {url: 'index.html', revision: 'a', size: 10};
const shard = {url: 'assets/search-index/en-default-0.abc.json', revision: 'b', size: 20};

describe('search index precache bridge', () => {
  it('waits for the index files and adds them to the service worker list once', async () => {
    expectSearchIndexFiles();
    const transformed = addSearchIndexToPrecache([page, shard]);
    const manifest = {url: 'search-index/manifest.json', revision: 'c', size: 5};
    announceSearchIndexFiles([shard, manifest]);
    expect(await transformed).toEqual({manifest: [page, shard, manifest], warnings: []});
  });

  it('fails the service worker build when the index could not be written', async () => {
    expectSearchIndexFiles();
    const transformed = addSearchIndexToPrecache([page]);
    failSearchIndexFiles(new Error('disk full'));
    await expect(transformed).rejects.toThrow('disk full');
  });
});
