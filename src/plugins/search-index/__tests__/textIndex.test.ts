import {describe, expect, it} from 'vitest';
import {buildQuery, camelParts, foldTerm, indexTokens, processTerm, queryTokens, typoTolerance} from '../textIndex';

describe('text index tokens and terms', () => {
  it('indexes words and the parts of camel-cased identifiers', () => {
    expect(indexTokens('Set onBrokenLinks, see @docusaurus/core.')).toEqual([
      'Set',
      'onBrokenLinks',
      'on',
      'Broken',
      'Links',
      'see',
      'docusaurus',
      'core',
    ]);
    expect(camelParts('HTMLElement')).toEqual(['HTML', 'Element']);
    expect(queryTokens('onBrokenLinks throw')).toEqual(['onBrokenLinks', 'throw']);
  });

  it('folds case and accents, and drops stop words', () => {
    expect(foldTerm('Café')).toBe('cafe');
    expect(processTerm('Sidebar')).toBe('sidebar');
    expect(processTerm('The')).toBeNull();
  });

  it('allows typos by word length, as the hosted service does', () => {
    expect([typoTolerance('css'), typoTolerance('side'), typoTolerance('sidebars')]).toEqual([0, 1, 2]);
  });
});

describe('buildQuery', () => {
  it('requires every word and completes only the last one', () => {
    expect(buildQuery('deploy the sidebar')).toEqual({
      combineWith: 'AND',
      queries: [
        {queries: ['deploy'], prefix: false, fuzzy: 1},
        {queries: ['sidebar'], prefix: true, fuzzy: 1},
      ],
    });
  });

  it('completes a last word of one or two letters in titles only', () => {
    expect(buildQuery('si')).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            {queries: ['si'], prefix: false, fuzzy: false},
            {queries: ['si'], prefix: true, fuzzy: false, fields: ['title']},
          ],
        },
      ],
    });
  });

  it('has nothing to search for stop words alone', () => {
    expect(buildQuery('the of')).toBeNull();
    expect(buildQuery('  ')).toBeNull();
  });
});
