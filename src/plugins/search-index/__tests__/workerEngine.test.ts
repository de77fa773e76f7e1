import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {INLINE_INDEX_MAX_BYTES} from '../client/enginePlacement';
import {failureReply, WorkerEngine} from '../client/workerEngine';
import type {WorkerRequest} from '../client/workerProtocol';
import type {ShardManifest} from '../types';
import {fixtureShards, ORIGIN} from './engineFixture';

const MANIFEST_URL = '/search-index/manifest.json';
const currentDocsFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The fixture index, announced as big enough to be searched in a worker (as the real one is). */
function bigIndex(): {manifest: ShardManifest; files: Map<string, string>} {
  const {manifest, files} = fixtureShards();
  return {manifest: {...manifest, shards: manifest.shards.map((entry) => ({...entry, bytes: INLINE_INDEX_MAX_BYTES}))}, files};
}

describe('the search worker', () => {
  let served: {manifest: ShardManifest; files: Map<string, string>};
  let fetched: string[];
  let failing: Set<string>;

  beforeEach(() => {
    served = bigIndex();
    fetched = [];
    failing = new Set();
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (failing.has(url)) return new Response('Server error', {status: 500});
      if (url === MANIFEST_URL) return Response.json(served.manifest);
      const body = served.files.get(url);
      return body === undefined ? new Response('Not found', {status: 404}) : new Response(body);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const urlOfTag = (tag: string) => served.manifest.shards.find((shard) => shard.tag === tag)!.url;
  const prepare = {id: 0, kind: 'prepare', manifestUrl: MANIFEST_URL, origin: ORIGIN, facetFilters: currentDocsFilters} as const;
  const search = (id: number, query: string): WorkerRequest => ({
    id,
    kind: 'search',
    requests: [{indexName: 'docusaurus', query, facetFilters: currentDocsFilters}],
  });

  it('prepares the shards of the page context before the client asks, and the client reuses them', async () => {
    const worker = new WorkerEngine();
    expect(await worker.handle(prepare)).toEqual({id: 0, ok: true});
    const prepared = [MANIFEST_URL, urlOfTag('default'), urlOfTag('docs-default-current')];
    expect([...fetched].sort()).toEqual([...prepared].sort());

    // The client's own start: the same manifest, the same shards.
    expect(await worker.handle({id: 1, kind: 'init', manifest: served.manifest, origin: ORIGIN})).toEqual({id: 1, ok: true});
    for (const tag of ['default', 'docs-default-current']) {
      await worker.handle({id: 2, kind: 'shard', entry: served.manifest.shards.find((shard) => shard.tag === tag)!});
    }
    expect(fetched).toHaveLength(prepared.length);
    const reply = await worker.handle(search(3, 'sidebar'));
    expect(reply.ok && reply.responses!.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('lets a client request join a shard load the prepare started', async () => {
    const worker = new WorkerEngine();
    const preparing = worker.handle(prepare);
    await worker.handle({id: 1, kind: 'init', manifest: served.manifest, origin: ORIGIN});
    await Promise.all([
      preparing,
      worker.handle({id: 2, kind: 'shard', entry: served.manifest.shards.find((shard) => shard.tag === 'default')!}),
    ]);
    expect(fetched.filter((url) => url === urlOfTag('default'))).toHaveLength(1);
  });

  it('starts over when the client brings another index (a deploy between the two)', async () => {
    const worker = new WorkerEngine();
    await worker.handle(prepare);
    const redeployed = bigIndex().manifest;
    redeployed.shards = redeployed.shards.map((entry) => ({...entry, url: entry.url.replace('.json', '-new.json')}));
    for (const entry of redeployed.shards) served.files.set(entry.url, served.files.get(entry.url.replace('-new.json', '.json'))!);
    await worker.handle({id: 1, kind: 'init', manifest: redeployed, origin: ORIGIN});
    // The shards loaded for the old index do not answer for the new one.
    await expect(worker.handle(search(2, 'sidebar'))).rejects.toThrow(/not loaded/);
    for (const entry of redeployed.shards) await worker.handle({id: 3, kind: 'shard', entry});
    const reply = await worker.handle(search(4, 'sidebar'));
    expect(reply.ok && reply.responses!.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('prepares nothing for an index small enough to be searched on the main thread', async () => {
    served = fixtureShards();
    const worker = new WorkerEngine();
    await worker.handle(prepare);
    expect(fetched).toEqual([MANIFEST_URL]);
  });

  it('fetches a shard again after a failed load', async () => {
    const worker = new WorkerEngine();
    failing.add(urlOfTag('default'));
    await expect(worker.handle(prepare)).rejects.toThrow(/HTTP 500/);
    failing.clear();
    await worker.handle({id: 1, kind: 'init', manifest: served.manifest, origin: ORIGIN});
    await worker.handle({id: 2, kind: 'shard', entry: served.manifest.shards.find((shard) => shard.tag === 'default')!});
    expect(fetched.filter((url) => url === urlOfTag('default'))).toHaveLength(2);
  });

  it('answers a search before any init with a failure the client can read', async () => {
    const worker = new WorkerEngine();
    const error = await worker.handle(search(5, 'sidebar')).catch((caught: unknown) => caught);
    expect(failureReply(5, error)).toEqual({id: 5, ok: false, message: 'Search worker used before init'});
  });
});
