import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** A stand-in for the browser's Worker: records what was made, fires errors on demand. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  readonly posted: unknown[] = [];

  constructor(readonly url: URL) {
    super();
    FakeWorker.made.push(this);
  }

  postMessage(message: unknown): void {
    this.posted.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const MANIFEST_URL = '/search-index/manifest.json';
const FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function freshModule() {
  vi.resetModules();
  return import('../client/searchStart');
}

describe('what starts when a visitor reaches for the search', () => {
  let fetched: {url: string; init: RequestInit | undefined}[];

  beforeEach(() => {
    fetched = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push({url, init});
      return Response.json({format: 4, groups: []});
    });
    vi.stubGlobal('location', {origin: 'https://example.com'});
  });
  afterEach(() => {
    FakeWorker.made = [];
    vi.unstubAllGlobals();
  });

  it('starts one worker, and fetches the manifest once, alongside the worker\'s script, for the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const {startSearch, takeSearchWorker} = await freshModule();
    startSearch(MANIFEST_URL, FACET_FILTERS);
    startSearch(MANIFEST_URL, FACET_FILTERS);
    expect(FakeWorker.made).toHaveLength(1);
    expect(fetched.map(({url}) => url)).toEqual([MANIFEST_URL]);
    expect(takeSearchWorker()).toBe(FakeWorker.made[0]);
    // Whoever comes next starts its own.
    expect(takeSearchWorker()).toBe(FakeWorker.made[1]);
  });

  it('tells the worker at once to prepare the index for the page context, then sends it the manifest', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const {startSearch} = await freshModule();
    startSearch(MANIFEST_URL, FACET_FILTERS);
    const worker = FakeWorker.made[0]!;
    expect(worker.posted).toEqual([
      {id: 0, kind: 'prepare', manifestUrl: MANIFEST_URL, origin: 'https://example.com', facetFilters: FACET_FILTERS, manifestFollows: true},
    ]);
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(worker.posted[1]).toEqual({id: 0, kind: 'manifest', manifestUrl: MANIFEST_URL, origin: 'https://example.com', manifest: {format: 4, groups: []}, heads: {}});
  });

  it('fetches the heads of the groups the filters name, and no other', async () => {
    const group = (tag: string) => ({language: 'en', tag, head: `/search-index/en-${tag}.json`, records: 1, bytes: 1});
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push({url, init: undefined});
      return url === MANIFEST_URL
        ? Response.json({format: 4, groups: [group('default'), group('docs-default-current'), group('docs-default-3.6.3')]})
        : Response.json({head: url});
    });
    vi.stubGlobal('Worker', FakeWorker);
    const {startSearch} = await freshModule();
    startSearch(MANIFEST_URL, FACET_FILTERS);
    const worker = FakeWorker.made[0]!;
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(fetched.map(({url}) => url)).toEqual([MANIFEST_URL, '/search-index/en-default.json', '/search-index/en-docs-default-current.json']);
    expect(worker.posted[1]).toMatchObject({
      heads: {'/search-index/en-default.json': {head: '/search-index/en-default.json'}, '/search-index/en-docs-default-current.json': {head: '/search-index/en-docs-default-current.json'}},
    });
  });

  it('leaves the manifest to the worker when the page cannot fetch it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('fetch', async () => new Response('Server error', {status: 500}));
    const {startSearch} = await freshModule();
    startSearch(MANIFEST_URL, FACET_FILTERS);
    const worker = FakeWorker.made[0]!;
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    expect(worker.posted[1]).toMatchObject({kind: 'manifest', manifest: null, heads: {}});
  });

  it('replaces a worker that failed before the client took it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const {startSearch, takeSearchWorker} = await freshModule();
    startSearch(MANIFEST_URL, FACET_FILTERS);
    const failed = FakeWorker.made[0]!;
    failed.dispatchEvent(new Event('error'));
    const taken = takeSearchWorker();
    expect(taken).not.toBe(failed);
    expect(failed.terminated).toBe(true);
  });

  it('starts nothing where workers do not exist, and says so when asked for one', async () => {
    vi.stubGlobal('Worker', undefined);
    const {startSearch, takeSearchWorker} = await freshModule();
    expect(() => startSearch(MANIFEST_URL, FACET_FILTERS)).not.toThrow();
    expect(fetched).toEqual([]);
    expect(() => takeSearchWorker()).toThrow();
  });
});
