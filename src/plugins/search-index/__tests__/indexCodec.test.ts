import {describe, expect, it, vi} from 'vitest';
import MiniSearch from 'minisearch';
import {beginsKnownTerm, decodeIndex, encodeIndex, loadCompactIndex} from '../indexCodec';
import {pageToRecords} from '../records';
import {analyzeQuery, buildQuery, buildTextIndex, indexOptions, searchOptions} from '../textIndex';
import {fixturePages} from './engineFixture';

describe('index codec', () => {
  const records = fixturePages().flatMap(pageToRecords);
  const index = buildTextIndex(records);

  it('reads back exactly what MiniSearch wrote', () => {
    const plain = index.toJSON();
    // The codec lists terms in sorted order; MiniSearch in the order of its tree.
    const sorted = {...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1))};
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(plain))))).toEqual(JSON.parse(JSON.stringify(sorted)));
  });

  it('gives a loaded index that answers like the original, in less space', () => {
    const compact = encodeIndex(index.toJSON());
    const loaded = MiniSearch.loadJS(decodeIndex(compact), indexOptions);
    for (const query of ['sidebar', 'sidebr', 'install', 'react 19', 'categories collapsed']) {
      const tree = buildQuery(analyzeQuery(query), () => false)!.query;
      expect(loaded.search(tree, searchOptions())).toEqual(index.search(tree, searchOptions()));
    }
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(index.toJSON()).length * 0.6);
  });

  const QUERIES = ['sidebar', 'sidebr', 'side', 'si', 'install', 'react 19', 'categories collapsed', 'categ'];

  it('loads straight into MiniSearch with the same answers as its own loader', () => {
    const compact = JSON.parse(JSON.stringify(encodeIndex(index.toJSON())));
    const viaLoadJS = MiniSearch.loadJS(decodeIndex(compact), indexOptions);
    const loaded = loadCompactIndex(compact, indexOptions);
    expect(loaded.documentCount).toBe(index.documentCount);
    expect(loaded.termCount).toBe(index.termCount);
    for (const query of QUERIES) {
      const tree = buildQuery(analyzeQuery(query), () => false)!.query;
      const expected = viaLoadJS.search(tree, searchOptions());
      expect(expected.length, query).toBeGreaterThan(0);
      expect(loaded.search(tree, searchOptions()), query).toEqual(expected);
    }
    expect(loaded.autoSuggest('sid')).toEqual(viaLoadJS.autoSuggest('sid'));
  });

  it("falls back to MiniSearch's loader when its term index is not where it used to be", () => {
    const compact = encodeIndex(index.toJSON());
    const realLoadJS = MiniSearch.loadJS.bind(MiniSearch);
    const loadJS = vi.spyOn(MiniSearch, 'loadJS').mockImplementationOnce((js, options) => {
      const loaded = realLoadJS(js, options);
      Reflect.deleteProperty(loaded, '_index');
      return loaded;
    });
    const loaded = loadCompactIndex(compact, indexOptions);
    expect(loadJS).toHaveBeenCalledTimes(2);
    loadJS.mockRestore();
    const tree = buildQuery(analyzeQuery('sidebar'))!.query;
    expect(loaded.search(tree, searchOptions())).toEqual(index.search(tree, searchOptions()));
  });

  it('refuses an index whose ids are not the record positions', () => {
    const shuffled = new MiniSearch(indexOptions);
    shuffled.addAll([
      {id: 5, title: 'a', text: 'b', code: '', context: ''},
      {id: 2, title: 'c', text: 'd', code: '', context: ''},
    ]);
    expect(() => encodeIndex(shuffled.toJSON())).toThrow(/ids 0..n-1/);
  });
});

describe('beginsKnownTerm', () => {
  const sorted = encodeIndex(buildTextIndex(fixturePages().flatMap(pageToRecords)).toJSON()).terms;

  it('finds the terms in order', () => {
    expect(sorted).toEqual([...sorted].sort());
  });

  it('tells whether a prefix begins some term', () => {
    const some = sorted[Math.floor(sorted.length / 2)]!;
    expect(beginsKnownTerm(sorted, some)).toBe(true);
    expect(beginsKnownTerm(sorted, some.slice(0, 2))).toBe(true);
    expect(beginsKnownTerm(sorted, `${some}zzzz`)).toBe(sorted.some((term) => term.startsWith(`${some}zzzz`)));
    expect(beginsKnownTerm(sorted, '~~~')).toBe(false);
    expect(beginsKnownTerm(['alpha', 'beta'], 'b')).toBe(true);
    expect(beginsKnownTerm(['alpha', 'beta'], 'c')).toBe(false);
    expect(beginsKnownTerm([], 'a')).toBe(false);
  });
});
