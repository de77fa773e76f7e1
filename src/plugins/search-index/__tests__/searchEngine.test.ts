import {describe, expect, it} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';
import {RetryError, shardsForRequests, type SearchRequest} from '../searchApi';
import {SearchEngine} from '../searchEngine';
import type {ShardFile} from '../types';
import {fixtureShards, loadedEngine, ORIGIN} from './engineFixture';

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

function search(engine: SearchEngine, request: SearchRequest) {
  const {results} = engine.search({requests: [request]});
  expect(results).toHaveLength(1);
  return results[0]!;
}

describe('SearchEngine responses', () => {
  const engine = loadedEngine();

  it('answer in the shape the DocSearch modal reads', () => {
    const response = search(engine, modalRequest('sidebar'));
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

  it('keep hits of the versions in the filters only, and load only the shards those filters need', () => {
    const current = search(engine, modalRequest('sidebar'));
    expect(current.hits.length).toBeGreaterThan(0);
    expect(new Set(current.hits.map((hit) => hit.docusaurus_tag))).not.toContain('docs-default-3.7.0');
    expect(current.hits.some((hit) => hit.docusaurus_tag === 'docs-default-current')).toBe(true);

    const older = search(engine, modalRequest('sidebar', ['default', 'docs-default-3.7.0']));
    expect(new Set(older.hits.map((hit) => hit.docusaurus_tag))).toEqual(new Set(['docs-default-3.7.0']));
    expect(older.hits.every((hit) => hit.url.startsWith(`${ORIGIN}/docs/3.7.0/`))).toBe(true);

    const {manifest} = fixtureShards();
    expect(shardsForRequests(manifest, [modalRequest('x')]).map((shard) => shard.tag).sort()).toEqual([
      'default',
      'docs-default-current',
    ]);
    expect(search(engine, modalRequest('sidebar', ['docs-community-current'])).nbHits).toBe(0);
  });

  it('rank page titles first and keep one hit per section', () => {
    const {hits} = search(engine, modalRequest('installation'));
    expect(hits[0]).toMatchObject({type: 'lvl1', url: `${ORIGIN}/docs/installation/`});
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('tolerate typos, complete the last word, and require every word', () => {
    const typo = search(engine, modalRequest('sidebr'));
    expect(typo.nbHits).toBeGreaterThan(0);
    expect(JSON.stringify(typo.hits.map((hit) => hit._highlightResult))).toMatch(/<mark>sidebar<\/mark>/i);
    expect(search(engine, modalRequest('sideb')).nbHits).toBeGreaterThan(0);
    expect(search(engine, modalRequest('sidebar zyzzyva')).nbHits).toBe(0);
    expect(search(engine, modalRequest('   ')).nbHits).toBe(0);
  });

  it('complete one or two typed letters to titles only', () => {
    const {hits} = search(engine, modalRequest('si'));
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const title = hit.type === 'content' ? '' : hit.hierarchy[hit.type];
      expect(title ?? '').toMatch(/\bsi/i);
    }
  });

  it('escape page text in every field the UI injects as HTML', () => {
    const {hits} = search(engine, modalRequest('script shown'));
    const hit = hits.find((candidate) => candidate.type === 'content')!;
    expect(hit.content).toBe('Text &lt;script&gt;alert(1)&lt;/script&gt; shown as code.');
    expect(hit._snippetResult.content.value).not.toContain('<script>');
    expect(hit._highlightResult.content.value).toContain('&lt;<mark>script</mark>&gt;');
  });

  it('page through hits, count facets, and accept the older request shape with nested params', () => {
    const all = search(engine, modalRequest('sidebar'));
    const second = search(engine, {...modalRequest('sidebar'), hitsPerPage: 1, page: 1});
    expect(second).toMatchObject({page: 1, hitsPerPage: 1, nbHits: all.nbHits, nbPages: all.nbHits});
    expect(second.hits.map((hit) => hit.objectID)).toEqual([all.hits[1]!.objectID]);

    const faceted = search(engine, {...modalRequest('sidebar'), facets: ['docusaurus_tag']});
    const counts = faceted.facets!.docusaurus_tag!;
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(faceted.nbHits);

    const legacy = engine.search([{indexName: 'docusaurus', params: {query: 'sidebar', facetFilters: ['language:en']}}]);
    expect(legacy.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('fail with the error the modal shows as "Unable to fetch results" when a shard is missing', () => {
    const {manifest} = fixtureShards();
    const empty = new SearchEngine(manifest, ORIGIN);
    expect(() => empty.search({requests: [modalRequest('sidebar')]})).toThrow(RetryError);
    expect(empty.missingShards([modalRequest('sidebar')]).map((shard) => shard.tag).sort()).toEqual([
      'default',
      'docs-default-current',
    ]);
  });

  it('refuse a shard written in another format', () => {
    const {manifest, files} = fixtureShards();
    const entry = manifest.shards[0]!;
    const file = {...(JSON.parse(files.get(entry.url)!) as ShardFile), format: 99};
    expect(() => new SearchEngine(manifest, ORIGIN).addShard(entry, file as unknown as ShardFile)).toThrow(/format/);
  });
});
