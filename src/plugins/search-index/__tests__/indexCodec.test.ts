import {describe, expect, it} from 'vitest';
import MiniSearch from 'minisearch';
import {decodeIndex, encodeIndex} from '../indexCodec';
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

  it('refuses an index whose ids are not the record positions', () => {
    const shuffled = new MiniSearch(indexOptions);
    shuffled.addAll([
      {id: 5, title: 'a', text: 'b', code: '', context: ''},
      {id: 2, title: 'c', text: 'd', code: '', context: ''},
    ]);
    expect(() => encodeIndex(shuffled.toJSON())).toThrow(/ids 0..n-1/);
  });
});
