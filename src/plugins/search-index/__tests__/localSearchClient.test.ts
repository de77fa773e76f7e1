import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ENGINE_MEASURE, LocalSearchClient, QUERY_MEASURE} from '../client/localSearchClient';
import {MAX_QUERY_CHARS, RetryError, type LocalSearchResponses} from '../searchApi';
import {fixtureShards, ORIGIN} from './engineFixture';

const MANIFEST_URL = '/search-index/manifest.json';
const currentDocsFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('LocalSearchClient', () => {
  const {manifest, files} = fixtureShards();
  let fetched: string[];
  let failing: Set<string>;
  /** While set, shard requests wait for it (the manifest does not). */
  let shardsHeld: Promise<void> | null;

  beforeEach(() => {
    fetched = [];
    failing = new Set();
    shardsHeld = null;
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (shardsHeld && url !== MANIFEST_URL) await shardsHeld;
      if (failing.has(url)) return new Response('Server error', {status: 500});
      if (url === MANIFEST_URL) return Response.json(manifest);
      const body = files.get(url);
      return body === undefined ? new Response('Not found', {status: 404}) : new Response(body);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const request = (query: string) => ({requests: [{indexName: 'docusaurus', query, facetFilters: currentDocsFilters}]});
  const urlOfTag = (tag: string) => manifest.shards.find((shard) => shard.tag === tag)!.url;

  it('fetches the manifest, then only the shards the filters need, once each', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const {results} = await client.search(request('sidebar'));
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    await client.search(request('installation'));
    expect(fetched.sort()).toEqual([MANIFEST_URL, urlOfTag('default'), urlOfTag('docs-default-current')].sort());
    expect(performance.getEntriesByName(QUERY_MEASURE).length).toBeGreaterThanOrEqual(2);
    const [engine] = performance.getEntriesByName(ENGINE_MEASURE).slice(-1);
    const [whole] = performance.getEntriesByName(QUERY_MEASURE).slice(-1);
    expect(engine!.duration).toBeGreaterThan(0);
    expect(engine!.duration).toBeLessThanOrEqual(whole!.duration);
  });

  it('uses a manifest request started before the client loaded, instead of fetching it again', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN, Promise.resolve(Response.json(manifest)));
    await client.search(request('sidebar'));
    expect(fetched).not.toContain(MANIFEST_URL);
  });

  it('preloads the shards of a filter before the first query', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    await client.preload(['language:en', ['docusaurus_tag:docs-default-3.7.0']]);
    expect(fetched.sort()).toEqual([MANIFEST_URL, urlOfTag('docs-default-3.7.0')].sort());
  });

  it('fails with RetryError when a shard cannot be fetched, and fetches it again on the next query', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    failing.add(urlOfTag('default'));
    await expect(client.search(request('sidebar'))).rejects.toBeInstanceOf(RetryError);
    failing.clear();
    const {results} = await client.search(request('sidebar'));
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(fetched.filter((url) => url === urlOfTag('default'))).toHaveLength(2);
  });

  it('runs searches one at a time, and skips one that a newer search of the same caller overtook while it waited', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    await client.search(request('sidebar'));
    const before = performance.getEntriesByName(ENGINE_MEASURE).length;
    const first = client.search(request('sid'), 'modal');
    const stale = client.search(request('side'), 'modal');
    const newest = client.search(request('sidebar'), 'modal');
    const other = client.search(request('installation'), 'page');
    const [firstResult, staleResult, newestResult, otherResult] = await Promise.all([first, stale, newest, other]);
    // Four searches asked at once, two run: the modal's newest, and the page's own.
    expect(performance.getEntriesByName(ENGINE_MEASURE).length - before).toBe(2);
    expect(firstResult).toBe(newestResult);
    expect(staleResult).toBe(newestResult);
    expect(newestResult.results[0]!.query).toBe('sidebar');
    expect(otherResult.results[0]!.query).toBe('installation');
    // A search asked once the engine is free runs, whoever asked before.
    const later = await client.search(request('install'), 'modal');
    expect(later.results[0]!.query).toBe('install');
  });

  it('does not run a search that a newer one overtook while the index loaded', async () => {
    let release = (): void => undefined;
    shardsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const before = performance.getEntriesByName(ENGINE_MEASURE).length;
    const first = client.search(request('s'), 'modal');
    // The first letter's search has its turn and waits for the shards.
    await vi.waitFor(() => expect(fetched).toContain(urlOfTag('default')));
    const newest = client.search(request('sidebar'), 'modal');
    release();
    const [firstResult, newestResult] = await Promise.all([first, newest]);
    expect(performance.getEntriesByName(ENGINE_MEASURE).length - before).toBe(1);
    expect(firstResult).toBe(newestResult);
    expect(newestResult.results[0]!.query).toBe('sidebar');
  });

  it('cuts a very long query to the first MAX_QUERY_CHARS characters', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const long = `sidebar ${'x'.repeat(100_000)}`;
    const {results} = await client.search(request(long));
    expect(results[0]!.query.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(results[0]!.query.startsWith('sidebar')).toBe(true);
  });

  it('retries the manifest too after it failed', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    failing.add(MANIFEST_URL);
    await expect(client.search(request('sidebar'))).rejects.toBeInstanceOf(RetryError);
    failing.clear();
    await expect(client.search(request('sidebar'))).resolves.toBeDefined();
  });
});

describe('LocalSearchClient as the DocSearch modal uses it', () => {
  const {manifest, files} = fixtureShards();
  let broken = false;

  beforeEach(() => {
    broken = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (broken && url !== MANIFEST_URL) return new Response('Server error', {status: 500});
      return url === MANIFEST_URL ? Response.json(manifest) : new Response(files.get(url));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const modalSearch = (client: LocalSearchClient, query: string) =>
    client.asDocSearchClient().search({
      requests: [{indexName: 'docusaurus', query, facetFilters: currentDocsFilters}],
    }) as unknown as {catch(handler: (error: unknown) => unknown): Promise<LocalSearchResponses>};

  it('answers through catch().then(), as the modal chains it', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const handler = vi.fn();
    const responses = await modalSearch(client, 'sidebar').catch(handler);
    expect(handler).not.toHaveBeenCalled();
    expect(responses.results[0]!.hits.length).toBeGreaterThan(0);
  });

  it('on failure, hands the modal a RetryError after its stall mark and then stays pending', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'performance']});
    try {
      const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
      broken = true;
      const handler = vi.fn((error: unknown) => {
        // The modal shows its error screen, then rethrows.
        throw error;
      });
      let settled = false;
      modalSearch(client, 'sidebar')
        .catch(handler)
        .then(
          () => (settled = true),
          () => (settled = true),
        );
      await vi.advanceTimersByTimeAsync(299);
      expect(handler).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(handler).toHaveBeenCalledOnce();
      expect(handler.mock.calls[0]![0]).toBeInstanceOf(RetryError);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(settled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
