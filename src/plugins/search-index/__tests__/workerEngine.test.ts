import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {failureReply, WorkerEngine} from '../client/workerEngine';
import type {WorkerRequest} from '../client/workerProtocol';
import {fixtureIndex, ORIGIN} from './engineFixture';

const MANIFEST_URL = '/search-index/manifest.json';
const currentDocsFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('the search worker', () => {
  const {files} = fixtureIndex();
  let fetched: string[];
  let failing: Set<string>;
  /** While set, requests for parts of the index (not the manifest or heads) wait for it. */
  let partsHeld: Promise<void> | null;

  beforeEach(() => {
    fetched = [];
    failing = new Set();
    partsHeld = null;
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (partsHeld && url.startsWith('/assets/')) await partsHeld;
      if (failing.has(url)) return new Response('Server error', {status: 500});
      const body = files.get(url);
      return body === undefined ? new Response('Not found', {status: 404}) : new Response(body);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const prepare = {id: 0, kind: 'prepare', manifestUrl: MANIFEST_URL, origin: ORIGIN, facetFilters: currentDocsFilters} as const;
  const search = (id: number, query: string, channel = 'modal'): WorkerRequest => ({
    id,
    kind: 'search',
    manifestUrl: MANIFEST_URL,
    origin: ORIGIN,
    channel,
    requests: [{indexName: 'docusaurus', query, facetFilters: currentDocsFilters}],
  });

  it('prepares what every query of the page context needs: the manifest and the heads of its groups', async () => {
    const worker = new WorkerEngine();
    expect(await worker.handle(prepare)).toEqual({id: 0, ok: true});
    expect([...fetched].sort()).toEqual([MANIFEST_URL, '/search-index/en-default.json', '/search-index/en-docs-default-current.json'].sort());
    const reply = await worker.handle(search(1, 'sidebar'));
    expect(reply.ok && reply.responses!.results[0]!.nbHits).toBeGreaterThan(0);
    // The manifest and the heads are not fetched again; the query fetched parts only.
    expect(fetched.filter((url) => !url.startsWith('/assets/'))).toHaveLength(3);
  });

  it('waits for the manifest and heads the page sends when told they follow, and fetches only what the page could not', async () => {
    const manifest = JSON.parse(files.get(MANIFEST_URL)!) as never;
    const docsHead = '/search-index/en-docs-default-current.json';
    const worker = new WorkerEngine();
    const prepared = worker.handle({...prepare, manifestFollows: true});
    const searched = worker.handle(search(1, 'sidebar'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).toEqual([]);
    await worker.handle({id: 0, kind: 'manifest', manifestUrl: MANIFEST_URL, origin: ORIGIN, manifest, heads: {[docsHead]: JSON.parse(files.get(docsHead)!) as never}});
    await prepared;
    const reply = await searched;
    expect(reply.ok && reply.responses!.results[0]!.nbHits).toBeGreaterThan(0);
    // The head the page did not send, and the parts of the query.
    expect(fetched.filter((url) => !url.startsWith('/assets/'))).toEqual(['/search-index/en-default.json']);

    fetched = [];
    const other = new WorkerEngine();
    const fallback = other.handle({...prepare, manifestFollows: true});
    await other.handle({id: 0, kind: 'manifest', manifestUrl: MANIFEST_URL, origin: ORIGIN, manifest: null, heads: {}});
    expect(await fallback).toEqual({id: 0, ok: true});
    expect([...fetched].sort()).toEqual([MANIFEST_URL, '/search-index/en-default.json', docsHead].sort());
  });

  it('lets a search join the loads a prepare started', async () => {
    const worker = new WorkerEngine();
    await Promise.all([worker.handle(prepare), worker.handle(search(1, 'sidebar'))]);
    expect(fetched.filter((url) => url === MANIFEST_URL)).toHaveLength(1);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it("stops a search a newer one of the same caller overtook, before it fetches more; another caller's goes on", async () => {
    let release = (): void => undefined;
    partsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = new WorkerEngine();
    await worker.handle(prepare);
    const stale = worker.handle(search(1, 's')).catch((error: unknown) => failureReply(1, error));
    await vi.waitFor(() => expect(fetched.some((url) => url.startsWith('/assets/'))).toBe(true));
    const page = worker.handle(search(2, 'installation', 'page'));
    const newest = worker.handle(search(3, 'sidebar'));
    release();
    expect(await stale).toEqual({id: 1, ok: false, message: 'Search superseded by a newer one'});
    const [pageReply, newestReply] = await Promise.all([page, newest]);
    expect(pageReply.ok && pageReply.responses!.results[0]!.query).toBe('installation');
    expect(newestReply.ok && newestReply.responses!.results[0]!.query).toBe('sidebar');
  });

  it('fetches a part again after a failed load', async () => {
    const worker = new WorkerEngine();
    failing.add('/search-index/en-default.json');
    await expect(worker.handle(prepare)).rejects.toThrow(/HTTP 500/);
    failing.clear();
    await worker.handle(prepare);
    expect(fetched.filter((url) => url === '/search-index/en-default.json')).toHaveLength(2);
  });

  it('answers with a failure the client can read when the manifest is missing', async () => {
    const worker = new WorkerEngine();
    const error = await worker.handle({...search(5, 'sidebar'), manifestUrl: '/nowhere.json'}).catch((caught: unknown) => caught);
    expect(failureReply(5, error)).toEqual({id: 5, ok: false, message: 'Could not fetch /nowhere.json: HTTP 404'});
  });
});
