import {describe, expect, it, vi} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';
import {groupsForRequests, RetryError, type SearchRequest} from '../searchApi';
import {SearchEngine} from '../searchEngine';
import {fileLoader, fixtureIndex, loadedEngine, ORIGIN} from './engineFixture';
import {docPage} from './fixtures';

/** What the DocSearch modal sends, with the filters of a page of the current docs. */
function modalRequest(query: string, tags = ['default', 'docs-default-current']): SearchRequest {
  return {
    indexName: 'docusaurus',
    query,
    facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
    attributesToRetrieve: undefined,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  } as SearchRequest;
}

/**
 * Hit ids as the DocSearch modal lists them: the first `perGroup` of each
 * lvl0, grouped by lvl0, then by page title, each group where its first hit is.
 */
function listedAsModal(hits: readonly DocSearchHit[], perGroup = Number.POSITIVE_INFINITY): string[] {
  const groups = new Map<string, Map<string, string[]>>();
  for (const hit of hits) {
    let titles = groups.get(hit.hierarchy.lvl0);
    if (!titles) groups.set(hit.hierarchy.lvl0, (titles = new Map()));
    if ([...titles.values()].flat().length >= perGroup) continue;
    const title = hit.hierarchy.lvl1 ?? '';
    titles.set(title, [...(titles.get(title) ?? []), hit.objectID]);
  }
  return [...groups.values()].flatMap((titles) => [...titles.values()].flat());
}

async function search(engine: SearchEngine, request: SearchRequest) {
  const {results} = await engine.search({requests: [request]});
  expect(results).toHaveLength(1);
  return results[0]!;
}

describe('SearchEngine responses', () => {
  const engine = loadedEngine();

  it('answer in the shape the DocSearch modal reads', async () => {
    const response = (await search(engine, modalRequest('sidebar')));
    expect(response).toMatchObject({
      query: 'sidebar',
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      index: 'docusaurus',
    });
    expect(response.nbHits).toBe(response.hits.length);
    expect(response.nbPages).toBe(1);
    expect(typeof response.processingTimeMS).toBe('number');
    expect(response.params).toContain('query=sidebar');

    // The modal's own hit type accepts these hits (checked by the type checker).
    const hits: DocSearchHit[] = response.hits;
    for (const hit of hits) {
      expect(hit.objectID).toEqual(expect.any(String));
      expect(hit.url.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(hit.url_without_anchor).toBe(hit.url.split('#')[0]);
      expect(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']).toContain(hit.type);
      expect(Object.keys(hit.hierarchy).sort()).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
      expect(hit._highlightResult.hierarchy.lvl0.value).toBe(hit.hierarchy.lvl0);
      expect(hit._highlightResult.hierarchy.lvl1.value).toEqual(expect.any(String));
      if (hit.type === 'content') {
        expect(hit._snippetResult.content.value).toEqual(expect.any(String));
        expect(hit._highlightResult.content.matchLevel).toMatch(/none|partial|full/);
      }
    }
    expect(response.hits.some((hit) => /<mark>sidebar<\/mark>/i.test(JSON.stringify(hit._highlightResult)))).toBe(true);
  });

  it('keep hits of the versions in the filters only, and load only the shards those filters need', async () => {
    const current = (await search(engine, modalRequest('sidebar')));
    expect(current.hits.length).toBeGreaterThan(0);
    expect(new Set(current.hits.map((hit) => hit.docusaurus_tag))).not.toContain('docs-default-3.7.0');
    expect(current.hits.some((hit) => hit.docusaurus_tag === 'docs-default-current')).toBe(true);

    const older = (await search(engine, modalRequest('sidebar', ['default', 'docs-default-3.7.0'])));
    expect(new Set(older.hits.map((hit) => hit.docusaurus_tag))).toEqual(new Set(['docs-default-3.7.0']));
    expect(older.hits.every((hit) => hit.url.startsWith(`${ORIGIN}/docs/3.7.0/`))).toBe(true);

    const {built} = fixtureIndex();
    expect(groupsForRequests(built.manifest, [modalRequest('x')]).map((group) => group.tag).sort()).toEqual([
      'default',
      'docs-default-current',
    ]);
    expect((await search(engine, modalRequest('sidebar', ['docs-community-current']))).nbHits).toBe(0);
  });

  it('rank page titles first and keep one hit per section', async () => {
    const {hits} = (await search(engine, modalRequest('installation')));
    expect(hits[0]).toMatchObject({type: 'lvl1', url: `${ORIGIN}/docs/installation/`});
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('tolerate typos, complete the last word, and require every word', async () => {
    const typo = (await search(engine, modalRequest('sidebr')));
    expect(typo.nbHits).toBeGreaterThan(0);
    expect(JSON.stringify(typo.hits.map((hit) => hit._highlightResult))).toMatch(/<mark>sidebar<\/mark>/i);
    expect((await search(engine, modalRequest('sideb'))).nbHits).toBeGreaterThan(0);
    expect((await search(engine, modalRequest('sidebar zyzzyva'))).nbHits).toBe(0);
    expect((await search(engine, modalRequest('   '))).nbHits).toBe(0);
  });

  it('complete one or two typed letters to titles only', async () => {
    const {hits} = (await search(engine, modalRequest('si')));
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const title = hit.type === 'content' ? '' : hit.hierarchy[hit.type];
      expect(title ?? '').toMatch(/\bsi/i);
    }
  });

  it('escape page text in every field the UI injects as HTML', async () => {
    const {hits} = (await search(engine, modalRequest('script shown')));
    const hit = hits.find((candidate) => candidate.type === 'content')!;
    expect(hit.content).toBe('Text &lt;script&gt;alert(1)&lt;/script&gt; shown as code.');
    expect(hit._snippetResult.content.value).not.toContain('<script>');
    expect(hit._highlightResult.content.value).toContain('&lt;<mark>script</mark>&gt;');
  });

  it('page through hits, count facets, and accept the older request shape with nested params', async () => {
    const all = (await search(engine, modalRequest('sidebar')));
    const second = (await search(engine, {...modalRequest('sidebar'), hitsPerPage: 1, page: 1}));
    expect(second).toMatchObject({page: 1, hitsPerPage: 1, nbHits: all.nbHits, nbPages: all.nbHits});
    expect(second.hits.map((hit) => hit.objectID)).toEqual([all.hits[1]!.objectID]);

    const faceted = (await search(engine, {...modalRequest('sidebar'), facets: ['docusaurus_tag']}));
    const counts = faceted.facets!.docusaurus_tag!;
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(faceted.nbHits);

    const legacy = await engine.search([{indexName: 'docusaurus', params: {query: 'sidebar', facetFilters: ['language:en']}}]);
    expect(legacy.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('fetch only what a query needs: the heads of its groups, the chunks of its words, the text of its hits', async () => {
    const fetched: string[] = [];
    const fresh = loadedEngine(fetched);
    await fresh.prepare([modalRequest('')]);
    expect(fetched.sort()).toEqual(['/search-index/en-default.json', '/search-index/en-docs-default-current.json']);
    fetched.length = 0;
    await search(fresh, modalRequest('sidebar'));
    const names = fetched.map((url) => url.split('/').pop()!);
    // No head again, no dictionary (no typo), no other docs version.
    expect(fetched.every((url) => url.startsWith('/assets/search-index/'))).toBe(true);
    expect(fetched.some((url) => url.includes('3.7.0'))).toBe(false);
    expect(names).not.toContain('terms.json');
    expect(names.some((name) => /^t\d+\.json$/.test(name))).toBe(true);
    expect(names.some((name) => /^p\d+\.json$/.test(name))).toBe(true);
    // A part is fetched once: the same query again fetches nothing.
    fetched.length = 0;
    await search(fresh, modalRequest('sidebar'));
    expect(fetched).toEqual([]);
    // A word the index does not know fetches the dictionaries, for its near spellings.
    await search(fresh, modalRequest('sidebr'));
    expect(fetched.filter((url) => url.endsWith('/terms.json'))).toHaveLength(2);
  });

  it('answer with the first hits once their text is there, then with every hit once the rest has arrived', async () => {
    // Pages enough for the hits' text to span several packs.
    const pages = Array.from({length: 12}, (_, page) =>
      docPage(`/docs/sidebar-${page}/`, 'docs-default-current', `Sidebar guide ${page}`, [
        ['Sidebar items', `A sidebar item of guide ${page} links a doc, a category or an external page. ${'Words that fill the section. '.repeat(12)}`],
        ['Sidebar categories', `Categories of guide ${page} group the sidebar's items. ${'More words that fill the section. '.repeat(12)}`],
      ]),
    );
    const {built, files} = fixtureIndex(pages);
    const reference = await search(new SearchEngine(built.manifest, ORIGIN, fileLoader(files)), modalRequest('sidebar'));
    const pagesOfHits = new Set(reference.hits.map((hit) => hit.url_without_anchor));
    expect(pagesOfHits.size).toBeGreaterThan(4);

    // The first pack asked for arrives; the others wait until released.
    const fetched: string[] = [];
    const serve = fileLoader(files, fetched);
    const held: (() => void)[] = [];
    const engine = new SearchEngine(built.manifest, ORIGIN, async (url) => {
      if (/\/p\d+\.json$/.test(url) && fetched.some((earlier) => /\/p\d+\.json$/.test(earlier))) {
        await new Promise<void>((release) => held.push(release));
      }
      return serve(url);
    });
    const first = await search(engine, {...modalRequest('sidebar'), firstHits: 1});
    const ids = (response: typeof first) => response.hits.map((hit) => hit.objectID);
    expect(first.hits.length).toBeGreaterThanOrEqual(1);
    expect(first.hitsFollowing).toBeGreaterThan(0);
    expect(first.hits.length + first.hitsFollowing!).toBe(reference.hits.length);
    // In their ranked order, and what the modal lists first: the hits that follow are listed after them.
    expect(ids(first)).toEqual(ids(reference).filter((id) => ids(first).includes(id)));
    expect(listedAsModal(first.hits)).toEqual(listedAsModal(reference.hits).slice(0, first.hits.length));
    expect(first.nbHits).toBe(reference.nbHits);
    // Every hit's text was asked for, the first hit's first.
    expect(held.length).toBeGreaterThan(0);

    held.forEach((release) => release());
    const complete = await search(engine, modalRequest('sidebar'));
    expect(complete.hitsFollowing).toBeUndefined();
    expect(ids(complete)).toEqual(ids(reference));
    expect(complete.hits.map((hit) => hit._snippetResult.content.value)).toEqual(reference.hits.map((hit) => hit._snippetResult.content.value));
  });

  it('ask for the text of the hits below the screen once the text of those on it has arrived', async () => {
    const pages = Array.from({length: 12}, (_, page) =>
      docPage(`/docs/sidebar-${page}/`, 'docs-default-current', `Sidebar guide ${page}`, [
        ['Sidebar items', `A sidebar item of guide ${page} links a doc. ${'Words that fill the section. '.repeat(12)}`],
      ]),
    );
    const {built, files} = fixtureIndex(pages);
    const serve = fileLoader(files);
    const requested: string[] = [];
    const held = new Map<string, () => void>();
    const engine = new SearchEngine(built.manifest, ORIGIN, async (url) => {
      if (/\/p\d+\.json$/.test(url)) {
        requested.push(url);
        await new Promise<void>((release) => held.set(url, release));
      }
      return serve(url);
    });
    const answer = search(engine, {...modalRequest('sidebar'), firstHits: 2});
    await vi.waitFor(() => expect(requested.length).toBeGreaterThan(0));
    await new Promise((settle) => setTimeout(settle, 20));
    // Two hits on the screen: at most two packs asked for, none for the hits below.
    const onScreen = [...requested];
    expect(onScreen.length).toBeLessThanOrEqual(2);
    onScreen.forEach((url) => held.get(url)!());
    const first = await answer;
    expect(first.hits.length).toBeGreaterThanOrEqual(2);
    expect(first.hitsFollowing).toBeGreaterThan(0);
    // Then the rest, without another search.
    await vi.waitFor(() => expect(requested.length).toBeGreaterThan(onScreen.length));
    held.forEach((release) => release());
  });

  it("answer the modal with the hits it lists, five per group title, and fetch no other hit's text", async () => {
    const page = (slug: string, lvl0: string) => ({
      ...docPage(`/docs/${slug}/`, 'docs-default-current', `Sidebar ${slug}`, [
        ['Sidebar items', `A sidebar item of ${slug} links a doc. ${'Words that fill the section. '.repeat(30)}`],
      ]),
      lvl0,
    });
    const pages = [...Array.from({length: 9}, (_, at) => page(`guide-${at}`, 'Guides')), ...Array.from({length: 3}, (_, at) => page(`api-${at}`, 'API'))];
    const {built, files} = fixtureIndex(pages);
    const allFetched: string[] = [];
    const reference = await search(new SearchEngine(built.manifest, ORIGIN, fileLoader(files, allFetched)), modalRequest('sidebar'));
    expect(reference.hits).toHaveLength(20);

    const fetched: string[] = [];
    const listed = await search(new SearchEngine(built.manifest, ORIGIN, fileLoader(files, fetched)), {...modalRequest('sidebar'), hitsPerGroup: 5});
    // Both groups of titles hold hits; the modal would show five of each.
    expect(listedAsModal(reference.hits, 5)).toHaveLength(10);
    expect(listed.hits.map((hit) => hit.objectID).sort()).toEqual(listedAsModal(reference.hits, 5).sort());
    expect(listed.hitsFollowing).toBeUndefined();
    expect(listed.nbHits).toBe(reference.nbHits);
    const packs = (urls: string[]) => new Set(urls.filter((url) => /\/p\d+\.json$/.test(url))).size;
    expect(packs(fetched)).toBeLessThan(packs(allFetched));
  });

  it('fail with the error the modal shows as "Unable to fetch results" when a part is missing, and fetch it again next time', async () => {
    const {built, files} = fixtureIndex();
    const broken = new Map(files);
    const chunk = [...files.keys()].find((url) => url.includes('docs-default-current') && /\/t\d+\.json$/.test(url))!;
    broken.delete(chunk);
    const failing = new SearchEngine(built.manifest, ORIGIN, async (url) => {
      try {
        return await fileLoader(broken)(url);
      } catch (error) {
        throw new RetryError(`Could not fetch ${url}`, {cause: error});
      }
    });
    const failures = await Promise.all(
      ['sidebar', 'installation', 'requirements', 'doc', 'node'].map((query) =>
        failing.search({requests: [modalRequest(query)]}).then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
    expect(failures.some((error) => error instanceof RetryError)).toBe(true);
    broken.set(chunk, files.get(chunk)!);
    for (const query of ['sidebar', 'installation', 'requirements', 'doc', 'node']) {
      expect((await search(failing, modalRequest(query))).nbHits).toBeGreaterThan(0);
    }
  });

  it('refuse an index written in another format', async () => {
    const {built, files} = fixtureIndex();
    expect(() => new SearchEngine({...built.manifest, format: 99} as unknown as typeof built.manifest, ORIGIN, fileLoader(files))).toThrow(/format/);
    const headUrl = built.manifest.groups[0]!.head;
    const altered = new Map(files);
    altered.set(headUrl, JSON.stringify({...JSON.parse(files.get(headUrl)!), format: 3}));
    const engine = new SearchEngine(built.manifest, ORIGIN, fileLoader(altered));
    await expect(engine.search({requests: [{query: 'sidebar', facetFilters: [`docusaurus_tag:${built.manifest.groups[0]!.tag}`]}]})).rejects.toThrow(/format/);
  });
});
