import {describe, expect, it} from 'vitest';
import MiniSearch from 'minisearch';
import {buildIndex} from '../buildIndex';
import {GroupIndex} from '../groupIndex';
import {boundedLevenshtein} from '../highlight';
import {recordKey} from '../postingsCodec';
import type {SearchEngine} from '../searchEngine';
import {fuzzyTerms, GroupTermSearch} from '../termSearch';
import {analyzeQuery, buildQuery, indexOptions, scoringOptions, searchOptions, toIndexedRecord, type IndexedRecord} from '../textIndex';
import type {ExtractedPage} from '../types';
import {engineOver, fileLoader, fixturePages, loadedEngine} from './engineFixture';

/**
 * Pages full of near words (shared prefixes, one letter apart, stems), so
 * that prefix and typo queries expand to many terms whose scores add up in
 * an order that shows: a different order would change the last bits.
 */
const WORDS = [
  'config', 'configure', 'configured', 'configuration', 'configurations', 'conf', 'confirm', 'content', 'contents',
  'sidebar', 'sidebars', 'side', 'site', 'sites', 'sitemap', 'size', 'sized', 'docs', 'doc', 'docusaurus', 'docsearch',
  'deploy', 'deployment', 'deploying', 'plugin', 'plugins', 'plug', 'blog', 'blogs', 'bog', 'log', 'i18n',
  'internationalization', 'translate', 'translation', 'theme', 'themes', 'them', 'then', 'version', 'versions', 'versioning',
];

function nearWordsPages(): ExtractedPage[] {
  // A fixed pseudo-random sequence: the pages are the same on every run.
  let seed = 7;
  const next = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed;
  };
  const text = (count: number): string => Array.from({length: count}, () => WORDS[next() % WORDS.length]).join(' ');
  return Array.from({length: 30}, (_, pageIndex): ExtractedPage => {
    const headings = Array.from({length: 1 + (next() % 5)}, (_, index) => ({
      level: 2 + (next() % 2),
      text: text(1 + (next() % 3)),
      anchor: next() % 7 === 0 ? null : `h${index}`,
    }));
    return {
      url: `/docs/p${String(pageIndex).padStart(2, '0')}/`,
      language: 'en',
      tag: 'docs-default-current',
      version: 'current',
      lvl0: 'Docs',
      title: text(1 + (next() % 3)),
      headings,
      blocks: Array.from({length: next() % 12}, () => ({
        heading: (next() % (headings.length + 1)) - 1,
        text: text(1 + (next() % 25)),
        ...(next() % 5 === 0 ? {code: true} : {}),
      })),
      hub: false,
      links: [],
      inbound: 0,
    };
  });
}

/** Queries of every form the engine sends: words, stems, synonyms, prefixes long and short, typos, swapped letters. */
const QUERIES = [
  'c', 'co', 'con', 'conf', 'confi', 'configur', 'configuration', 'sidebar', 'sid', 'si', 's', 'site map', 'docs deploy',
  'deployment', 'deploying docs', 'plugins', 'blgo', 'bloq', 'confgiuration', 'configuratoin', 'sidebr', 'translate site',
  'i18n', 'them', 'versionning', 'docusaurus versions sidebar plugin', 'zzzz', 'the', 'doc s',
];

/**
 * A group's index with every part loaded, and MiniSearch over the same
 * records. Chunks big enough that a word completes in all its terms (see
 * `GroupIndex.completionChunks`), unless the caller asks for small ones.
 */
async function bothIndexes(pages: ExtractedPage[], chunkChars = 1_000_000) {
  const built = buildIndex(pages, {baseUrl: '/', chunkChars, titleChunkChars: chunkChars});
  const files = new Map(built.files.map((file) => [`/${file.path}`, file.content]));
  const [group] = built.groups;
  const index = new GroupIndex(group!.entry, group!.head, fileLoader(files));
  await index.loadChunks(group!.head.chunks.keys());
  await index.loadTitleChunks(group!.head.titleChunks.keys());
  await index.loadDictionary();
  const records = group!.layout.records;
  const added = new MiniSearch<IndexedRecord>(indexOptions);
  added.addAll(records.map(({record}, id) => toIndexedRecord(record, id)));
  // Loaded back with its terms in code-unit order, MiniSearch visits a
  // prefix's completions in the order the engine reads them from its chunks.
  const plain = added.toJSON();
  plain.index.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(plain, indexOptions);
  const keyOfId = records.map(({section, offset}) => recordKey(section, offset, group!.head.offsetBits));
  return {index, miniSearch, keyOfId};
}

type Match = {key: number; score: number; words: number};
const byScoreThenKey = (a: Match, b: Match): number => b.score - a.score || a.key - b.key;

describe('GroupTermSearch', () => {
  it('finds what MiniSearch finds, with the very same scores', async () => {
    for (const pages of [nearWordsPages(), fixturePages().filter((page) => page.tag === 'docs-default-current')]) {
      const {index, miniSearch, keyOfId} = await bothIndexes(pages);
      const search = new GroupTermSearch(index, scoringOptions);
      for (const query of [...QUERIES, 'install', 'react 19', 'categories collapsed', 'categ']) {
        const built = buildQuery(analyzeQuery(query), (term) => index.has(term), (prefix) => index.beginsTerm(prefix));
        if (!built) continue;
        const expected = miniSearch
          .search(built.query, searchOptions())
          .map((result) => ({
            key: keyOfId[result.id as number]!,
            score: result.score,
            words: result.queryTerms.reduce((held, term) => held | (1 << built.origins.get(term)!), 0),
          }))
          .sort(byScoreThenKey);
        // Twice: the second answer comes from the term cache.
        for (let round = 0; round < 2; round += 1) {
          const found = search.search(built.terms);
          const actual = Array.from(found.keys, (key, rank) => ({key, score: found.scores[rank]!, words: found.words[rank]!})).sort(byScoreThenKey);
          // Scores to the last bit (toEqual compares numbers with Object.is).
          expect(actual, query).toEqual(expected);
        }
      }
    }
  });

  it('answers a query the same whatever was asked before it (the term cache)', async () => {
    const {index} = await bothIndexes(nearWordsPages());
    const warm = new GroupTermSearch(index, scoringOptions);
    // Every keystroke of some queries, then each query against a fresh search.
    for (const query of ['docusaurus conf', 'sidebar', 'deploy docs']) {
      for (let length = 1; length <= query.length; length += 1) {
        const built = buildQuery(analyzeQuery(query.slice(0, length)));
        if (built) warm.search(built.terms);
      }
    }
    for (const query of QUERIES) {
      const built = buildQuery(analyzeQuery(query), (term) => index.has(term), (prefix) => index.beginsTerm(prefix));
      if (!built) continue;
      expect(warm.search(built.terms), query).toEqual(new GroupTermSearch(index, scoringOptions).search(built.terms));
    }
  });

  it('finds a term whichever chunk holds it: small chunks give the answers of one big chunk, but for completions past two chunks', async () => {
    const pages = nearWordsPages();
    const whole = await bothIndexes(pages);
    const cut = await bothIndexes(pages, 300);
    expect(cut.index.head.chunks.length).toBeGreaterThan(10);
    const search = (index: GroupIndex, query: string) => {
      const built = buildQuery(analyzeQuery(query), (term) => index.has(term), (prefix) => index.beginsTerm(prefix));
      return built && new GroupTermSearch(index, scoringOptions).search(built.terms.map((term) => ({...term, prefix: false})));
    };
    for (const query of QUERIES) {
      const a = search(whole.index, query);
      const b = search(cut.index, query);
      const sorted = (matches: typeof a) => (matches ? Array.from(matches.keys).sort((x, y) => x - y) : null);
      expect(sorted(b), query).toEqual(sorted(a));
    }
  });

  it('tells known terms and the beginnings of terms', async () => {
    const {index} = await bothIndexes(nearWordsPages());
    expect(index.has('sidebar')).toBe(true);
    expect(index.has('sideba')).toBe(false);
    expect(index.beginsTerm('sideba')).toBe(true);
    expect(index.beginsTerm('sidez')).toBe(false);
    expect(index.beginsTerm('~~~')).toBe(false);
  });
});

describe('fuzzyTerms', () => {
  const terms = [...new Set(WORDS)].sort();

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

describe('SearchEngine over parts fetched as needed', () => {
  const request = (query: string, exhaustive = false) => ({
    requests: [{indexName: 'docusaurus', query, facetFilters: ['language:en'], hitsPerPage: 20, exhaustive}],
  });

  /** Responses without their timing. */
  const answers = async (engine: SearchEngine, query: string, exhaustive = false) =>
    (await engine.search(request(query, exhaustive))).results.map((response) => ({...response, processingTimeMS: 0}));

  it('answers a later keystroke as a fresh engine does', async () => {
    const typing = loadedEngine();
    const query = 'sidebar items doc';
    for (let length = 1; length < query.length; length += 1) await typing.search(request(query.slice(0, length)));
    expect(await answers(typing, query)).toEqual(await answers(loadedEngine(), query));
  });

  it('cuts the postings of very common words, and fetches the rest when a query needs every match', async () => {
    const pages = nearWordsPages();
    const whole = engineOver(pages);
    const fetched: string[] = [];
    const cut = engineOver(pages, undefined, {topPostings: 40}, fetched);
    // One word ranks on the highest-impact postings: the same best hits, the count unknown.
    const [quick] = await answers(cut, 'sidebar');
    const [full] = await answers(whole, 'sidebar');
    expect(quick!.exhaustiveNbHits).toBe(false);
    expect(full!.exhaustiveNbHits).toBe(true);
    expect(quick!.hits.slice(0, 3).map((hit) => hit.url)).toEqual(full!.hits.slice(0, 3).map((hit) => hit.url));
    expect(fetched.some((url) => /\/x\d+-\d+\.json$/.test(url))).toBe(false);
    // Two words, or the search page, need every match: the tails are fetched, and answers are whole.
    for (const [query, exhaustive] of [['sidebar docs', false], ['docs deploy', false], ['sidebar', true]] as const) {
      expect(await answers(cut, query, exhaustive), query).toEqual(await answers(whole, query, exhaustive));
    }
    expect(fetched.some((url) => /\/x\d+-\d+\.json$/.test(url))).toBe(true);
  });
});
