import {describe, expect, it} from 'vitest';
import MiniSearch from 'minisearch';
import {boundedLevenshtein} from '../highlight';
import {decodeIndex, encodeIndex, type CompactIndex} from '../indexCodec';
import {pageToRecords} from '../records';
import {SearchEngine} from '../searchEngine';
import {CompactTermIndex, fuzzyTerms} from '../termSearch';
import {analyzeQuery, buildQuery, buildTextIndex, indexOptions, scoringOptions, searchOptions, type IndexedRecord} from '../textIndex';
import type {ShardFile} from '../types';
import {fixturePages, fixtureShards, loadedEngine, ORIGIN} from './engineFixture';

/**
 * Records full of near words (shared prefixes, one letter apart, stems), so
 * that prefix and typo queries expand to many terms whose scores add up in
 * an order that shows: a different order would change the last bits.
 */
function nearWordsCorpus(): IndexedRecord[] {
  const words = [
    'config', 'configure', 'configured', 'configuration', 'configurations', 'conf', 'confirm', 'content', 'contents',
    'sidebar', 'sidebars', 'side', 'site', 'sites', 'sitemap', 'size', 'sized', 'docs', 'doc', 'docusaurus', 'docsearch',
    'deploy', 'deployment', 'deploying', 'plugin', 'plugins', 'plug', 'blog', 'blogs', 'bog', 'log', 'i18n',
    'internationalization', 'translate', 'translation', 'theme', 'themes', 'them', 'then', 'version', 'versions', 'versioning',
  ];
  // A fixed pseudo-random sequence: the corpus is the same on every run.
  let seed = 7;
  const next = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed;
  };
  const text = (count: number): string => Array.from({length: count}, () => words[next() % words.length]).join(' ');
  return Array.from({length: 300}, (_, id) => ({
    id,
    title: text(1 + (next() % 4)),
    text: text(next() % 30),
    code: next() % 5 === 0 ? text(next() % 10) : '',
    context: text(next() % 6),
  }));
}

function compactOf(records: IndexedRecord[]): CompactIndex {
  const index = new MiniSearch<IndexedRecord>(indexOptions);
  index.addAll(records);
  return JSON.parse(JSON.stringify(encodeIndex(index.toJSON()))) as CompactIndex;
}

/** Queries of every form the engine sends: words, stems, synonyms, prefixes long and short, typos, swapped letters. */
const QUERIES = [
  'c', 'co', 'con', 'conf', 'confi', 'configur', 'configuration', 'sidebar', 'sid', 'si', 's', 'site map', 'docs deploy',
  'deployment', 'deploying docs', 'plugins', 'blgo', 'bloq', 'confgiuration', 'configuratoin', 'sidebr', 'translate site',
  'i18n', 'them', 'versionning', 'docusaurus versions sidebar plugin', 'zzzz', 'the', 'doc s',
];

function expectSameAsMiniSearch(compact: CompactIndex, queries: readonly string[]): void {
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(decodeIndex(compact), indexOptions);
  const index = new CompactTermIndex(compact, scoringOptions);
  for (const query of queries) {
    const built = buildQuery(analyzeQuery(query), (term) => index.has(term), (prefix) => index.beginsTerm(prefix));
    if (!built) continue;
    const expected = miniSearch.search(built.query, searchOptions()).map((result) => ({
      id: result.id as number,
      score: result.score,
      words: result.queryTerms.reduce((held, term) => held | (1 << built.origins.get(term)!), 0),
    }));
    // Twice: the second answer comes from the term cache.
    for (let round = 0; round < 2; round += 1) {
      const found = index.search(built.terms);
      const actual = Array.from(found.ids, (id, rank) => ({id, score: found.scores[rank]!, words: found.words[rank]!}));
      // Scores to the last bit (toEqual compares numbers with Object.is).
      expect(actual, query).toEqual(expected);
    }
  }
}

describe('CompactTermIndex', () => {
  it('finds what MiniSearch finds, in its order, with the very same scores', () => {
    expectSameAsMiniSearch(compactOf(nearWordsCorpus()), QUERIES);
    expectSameAsMiniSearch(encodeIndex(buildTextIndex(fixturePages().flatMap(pageToRecords)).toJSON()), [
      ...QUERIES,
      'install',
      'react 19',
      'categories collapsed',
      'categ',
    ]);
  });

  it('answers a query the same whatever was asked before it (the term cache)', () => {
    const compact = compactOf(nearWordsCorpus());
    const warm = new CompactTermIndex(compact, scoringOptions);
    // Every keystroke of some queries, then each query against a fresh index.
    for (const query of ['docusaurus conf', 'sidebar', 'deploy docs']) {
      for (let length = 1; length <= query.length; length += 1) {
        const built = buildQuery(analyzeQuery(query.slice(0, length)));
        if (built) warm.search(built.terms);
      }
    }
    for (const query of QUERIES) {
      const built = buildQuery(analyzeQuery(query), (term) => warm.has(term), (prefix) => warm.beginsTerm(prefix));
      if (!built) continue;
      expect(warm.search(built.terms), query).toEqual(new CompactTermIndex(compact, scoringOptions).search(built.terms));
    }
  });

  it('tells known terms and the beginnings of terms', () => {
    const index = new CompactTermIndex(compactOf(nearWordsCorpus()), scoringOptions);
    expect(index.has('sidebar')).toBe(true);
    expect(index.has('sideba')).toBe(false);
    expect(index.beginsTerm('sideba')).toBe(true);
    expect(index.beginsTerm('sidez')).toBe(false);
    expect(index.beginsTerm('~~~')).toBe(false);
  });
});

describe('fuzzyTerms', () => {
  const terms = [...new Set(nearWordsCorpus().flatMap((record) => `${record.title} ${record.text}`.split(' ')))].filter(Boolean).sort();

  it('lists every term within reach, ascending, with its edit distance', () => {
    for (const query of ['config', 'sidebr', 'blgo', 'x', 'docusaurus', 'confgiuration', '']) {
      for (const distance of [1, 2]) {
        const expected = terms.flatMap((term, position): [number, number][] => {
          const edits = boundedLevenshtein(term, query, distance);
          return edits <= distance ? [[position, edits]] : [];
        });
        expect(fuzzyTerms(terms, query, distance), `${query}~${distance}`).toEqual(expected);
      }
    }
  });
});

describe('SearchEngine with the term cache', () => {
  const request = (query: string) => ({
    requests: [{indexName: 'docusaurus', query, facetFilters: ['language:en'], hitsPerPage: 20}],
  });

  /** Responses without their timing. */
  const answers = (engine: SearchEngine, query: string) =>
    engine.search(request(query)).results.map((response) => ({...response, processingTimeMS: 0}));

  it('answers a later keystroke as a fresh engine does', () => {
    const typing = loadedEngine();
    const query = 'sidebar items doc';
    for (let length = 1; length < query.length; length += 1) typing.search(request(query.slice(0, length)));
    expect(answers(typing, query)).toEqual(answers(loadedEngine(), query));
  });

  it('answers for every loaded shard once another shard is added', () => {
    const {manifest, files} = fixtureShards(1_000);
    expect(manifest.shards.length).toBeGreaterThan(1);
    const engine = new SearchEngine(manifest, ORIGIN);
    const complete = new SearchEngine(manifest, ORIGIN);
    const [first, ...rest] = manifest.shards;
    engine.addShard(first!, JSON.parse(files.get(first!.url)!) as ShardFile);
    const onlyFirst = {requests: [{indexName: 'docusaurus', query: 'sidebar', facetFilters: [`docusaurus_tag:${first!.tag}`]}]};
    engine.search(onlyFirst);
    for (const entry of manifest.shards) complete.addShard(entry, JSON.parse(files.get(entry.url)!) as ShardFile);
    for (const entry of rest) engine.addShard(entry, JSON.parse(files.get(entry.url)!) as ShardFile);
    for (const query of ['sidebar', 'sidebar items', 'install']) {
      expect(answers(engine, query), query).toEqual(answers(complete, query));
    }
  });
});
