import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ENGINE_MEASURE, LocalSearchClient, QUERY_MEASURE} from '../client/localSearchClient';
import {MAX_QUERY_CHARS, RetryError, type LocalSearchResponses} from '../searchApi';
import {SearchEngine} from '../searchEngine';
import {fileLoader, fixtureIndex, ORIGIN} from './engineFixture';
import {docPage} from './fixtures';

const MANIFEST_URL = '/search-index/manifest.json';
const currentDocsFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The engine runs on the main thread here: tests have no Worker. */
describe('LocalSearchClient', () => {
  const {files} = fixtureIndex();
  let fetched: string[];
  let failing: Set<string>;
  /** While set, requests for parts of the index wait for it (the manifest and heads do not). */
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

  const request = (query: string) => ({requests: [{indexName: 'docusaurus', query, facetFilters: currentDocsFilters}]});
  const heads = ['/search-index/en-default.json', '/search-index/en-docs-default-current.json'];

  it('fetches the manifest, the heads of the groups the filters need, and parts, once each', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const {results} = await client.search(request('sidebar'));
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    await client.search(request('installation'));
    await client.search(request('sidebar'));
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched.filter((url) => !url.startsWith('/assets/')).sort()).toEqual([...heads, MANIFEST_URL].sort());
    expect(fetched.some((url) => url.includes('3.7.0'))).toBe(false);
    expect(performance.getEntriesByName(QUERY_MEASURE).length).toBeGreaterThanOrEqual(2);
    const [engine] = performance.getEntriesByName(ENGINE_MEASURE).slice(-1);
    const [whole] = performance.getEntriesByName(QUERY_MEASURE).slice(-1);
    expect(engine!.duration).toBeGreaterThan(0);
    expect(engine!.duration).toBeLessThanOrEqual(whole!.duration);
  });

  it('preloads the manifest and the heads a filter needs before the first query, and nothing else', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    await client.preload(['language:en', ['docusaurus_tag:docs-default-3.7.0']]);
    expect(fetched.sort()).toEqual([MANIFEST_URL, '/search-index/en-docs-default-3.7.0.json'].sort());
  });

  it('fails with RetryError when a part cannot be fetched, and fetches it again on the next query', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    failing.add(heads[0]!);
    await expect(client.search(request('sidebar'))).rejects.toBeInstanceOf(RetryError);
    failing.clear();
    const {results} = await client.search(request('sidebar'));
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(fetched.filter((url) => url === heads[0])).toHaveLength(2);
  });

  it("answers a caller's searches with its newest one's answer, and stops the older ones before they fetch more", async () => {
    let release = (): void => undefined;
    partsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const first = client.search(request('react'), 'modal');
    // The first search waits for its parts of the index.
    await vi.waitFor(() => expect(fetched.some((url) => url.startsWith('/assets/'))).toBe(true));
    const stale = client.search(request('side'), 'modal');
    const newest = client.search(request('sidebar'), 'modal');
    const other = client.search(request('installation'), 'page');
    release();
    const [firstResult, staleResult, newestResult, otherResult] = await Promise.all([first, stale, newest, other]);
    expect(firstResult).toBe(newestResult);
    expect(staleResult).toBe(newestResult);
    expect(newestResult.results[0]!.query).toBe('sidebar');
    expect(otherResult.results[0]!.query).toBe('installation');
    // The stale searches fetched no text: the packs fetched are those of the two answers shown.
    const isPack = (url: string) => /\/p\d+\.json$/.test(url);
    const packsFetched = new Set(fetched.filter(isPack));
    partsHeld = null;
    const packsOf = async (query: string, channel: 'modal' | 'page') => {
      fetched = [];
      await new LocalSearchClient(MANIFEST_URL, ORIGIN).search(request(query), channel);
      return fetched.filter(isPack);
    };
    const shownPacks = new Set([...(await packsOf('sidebar', 'modal')), ...(await packsOf('installation', 'page'))]);
    // What the first search would have fetched, had it gone on.
    const onlyForTheFirst = (await packsOf('react', 'modal')).filter((url) => !shownPacks.has(url));
    expect(onlyForTheFirst.length).toBeGreaterThan(0);
    expect([...packsFetched].sort()).toEqual([...shownPacks].sort());
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
  const {files} = fixtureIndex();
  let broken = false;

  beforeEach(() => {
    broken = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (broken && url !== MANIFEST_URL) return new Response('Server error', {status: 500});
      return new Response(files.get(url));
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

describe('LocalSearchClient answering the modal a screenful first', () => {
  // Pages enough for the hits' text to span several packs.
  const pages = Array.from({length: 12}, (_, page) =>
    docPage(`/docs/sidebar-${page}/`, 'docs-default-current', `Sidebar guide ${page}`, [
      ['Sidebar items', `A sidebar item of guide ${page} links a doc. ${'Words that fill the section. '.repeat(12)}`],
      ['Sidebar categories', `Categories of guide ${page} group the sidebar's items. ${'More words that fill it. '.repeat(12)}`],
    ]),
  );
  const {files} = fixtureIndex(pages);
  /** Packs after the first wait for this, while set. */
  let release: (() => void) | null;
  let fetchedPacks: string[];

  beforeEach(() => {
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchedPacks = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (/\/p\d+\.json$/.test(url) && fetchedPacks.push(url) > 1) await held;
      return new Response(files.get(url));
    });
    // A window whose modal shows three hits.
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 280);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const modalSearch = (client: LocalSearchClient, query: string) =>
    client.asDocSearchClient().search({
      requests: [{indexName: 'docusaurus', query, facetFilters: currentDocsFilters, hitsPerPage: 20}],
    }) as unknown as {catch(handler: (error: unknown) => unknown): Promise<LocalSearchResponses>};

  it('answers with the first hits, tells the modal once the others have their text, and then answers with all', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const completed = vi.fn();
    client.onModalHitsCompleted(completed);

    const first = (await modalSearch(client, 'sidebar').catch(() => undefined)).results[0]!;
    expect(first.hits.length).toBeGreaterThanOrEqual(1);
    expect(first.hits.length).toBeLessThan(first.nbHits);
    // Every hit of the fixture has the same group title: the modal lists five.
    expect(first.hitsFollowing).toBe(5 - first.hits.length);
    expect(completed).not.toHaveBeenCalled();

    release!();
    await vi.waitFor(() => expect(completed).toHaveBeenCalledOnce());
    const all = (await modalSearch(client, 'sidebar').catch(() => undefined)).results[0]!;
    expect(all.hitsFollowing).toBeUndefined();
    expect(all.hits).toHaveLength(5);
    expect(all.nbHits).toBeGreaterThan(5);
    // Neither answer fetched the text of a hit the modal does not list.
    const listedOnly: string[] = [];
    await new SearchEngine(fixtureIndex(pages).built.manifest, ORIGIN, fileLoader(files, listedOnly)).search({
      requests: [{query: 'sidebar', facetFilters: currentDocsFilters, hitsPerPage: 20, hitsPerGroup: 5}],
    });
    expect(new Set(fetchedPacks)).toEqual(new Set(listedOnly.filter((url) => /\/p\d+\.json$/.test(url))));
    for (const hit of first.hits) expect(all.hits).toContainEqual(hit);
  });

  it("counts the screen a phone's keyboard leaves, not the whole window", async () => {
    // A phone's window, the lower part of which the on-screen keyboard covers:
    // three hits show above it, fourteen would fill the window.
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    vi.stubGlobal('visualViewport', {height: 220});
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const answer = await Promise.race([
      modalSearch(client, 'sidebar').catch(() => undefined),
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
    ]);
    expect(answer).not.toBe('still waiting');
    const first = (answer as LocalSearchResponses).results[0]!;
    expect(first.hits.length).toBeGreaterThanOrEqual(1);
    expect(first.hitsFollowing).toBe(5 - first.hits.length);
    release!();
  });

  it('tells the modal nothing for a search a newer one overtook', async () => {
    const client = new LocalSearchClient(MANIFEST_URL, ORIGIN);
    const completed = vi.fn();
    client.onModalHitsCompleted(completed);
    const older = await modalSearch(client, 'sidebar').catch(() => undefined);
    expect(older.results[0]!.hitsFollowing).toBeGreaterThan(0);
    // The visitor types on: the search box now holds a query every hit of which has its text.
    const newer = await modalSearch(client, 'guide 0').catch(() => undefined);
    expect(newer.results[0]!.hitsFollowing).toBeUndefined();
    release!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(completed).not.toHaveBeenCalled();
  });
});

