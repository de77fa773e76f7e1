import {describe, expect, it} from 'vitest';
import {
  analyzeQuery,
  buildQuery,
  camelParts,
  foldTerm,
  identifierParts,
  indexTokens,
  MAX_QUERY_WORDS,
  processTerm,
  queryTokens,
  stemOf,
  transpositions,
  typoTolerance,
} from '../textIndex';

describe('text index tokens and terms', () => {
  it('indexes words and the parts of camel-cased and snake_case identifiers', () => {
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
    expect(indexTokens('sidebar_position')).toEqual(['sidebar_position', 'sidebar', 'position']);
    expect(camelParts('HTMLElement')).toEqual(['HTML', 'Element']);
    expect(identifierParts('hide_table_of_contents')).toEqual(['hide', 'table', 'of', 'contents']);
    expect(queryTokens('onBrokenLinks throw')).toEqual(['onBrokenLinks', 'throw']);
  });

  it('keeps release numbers whole, and indexes their pieces too', () => {
    expect(queryTokens('changelog 2.0.0-beta.22')).toEqual(['changelog', '2.0.0-beta.22']);
    expect(indexTokens('In 3.5.0 and later')).toEqual(['In', '3.5.0', '3', '5', '0', 'and', 'later']);
  });

  it('folds case, accents and British spellings, and drops stop words', () => {
    expect(foldTerm('Café')).toBe('cafe');
    expect(foldTerm('Colour')).toBe('color');
    expect(processTerm('Sidebar')).toEqual(['sidebar']);
    expect(processTerm('The')).toBeNull();
  });

  it('indexes a word with its stem, so inflections meet', () => {
    expect(processTerm('Deployment')).toEqual(['deployment', 'deploy']);
    expect(stemOf('deploying')).toBe('deploy');
    expect(stemOf('mdx')).toBeNull();
    expect(stemOf('3.5.0')).toBeNull();
  });

  it('allows typos by word length, as the hosted service does, and knows swapped letters', () => {
    expect([typoTolerance('css'), typoTolerance('side'), typoTolerance('sidebars')]).toEqual([0, 1, 2]);
    expect(transpositions('blgo')).toContain('blog');
    expect(transpositions('css')).toEqual([]);
  });
});

describe('analyzeQuery', () => {
  it('keeps the words search can use, with their forms', () => {
    expect(analyzeQuery('How to deploy the sidebarCollapsible')).toEqual([
      {typed: 'deploy', term: 'deploy', stem: null, isLast: false, isIdentifier: false, isWeak: false},
      {
        typed: 'sidebarCollapsible',
        term: 'sidebarcollapsible',
        stem: 'sidebarcollaps',
        isLast: true,
        isIdentifier: true,
        isWeak: false,
      },
    ]);
  });

  it('marks task words, which weigh little in coverage', () => {
    expect(analyzeQuery('set up i18n').map((word) => word.isWeak)).toEqual([true, true, false]);
  });

  it('drops single letters except the one being typed, and caps the number of words', () => {
    expect(analyzeQuery("didn't s").map((word) => word.term)).toEqual(['didn', 's']);
    expect(analyzeQuery(Array.from({length: 40}, (_, index) => `word${index}`).join(' '))).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('buildQuery', () => {
  const known = new Set(['deploy', 'sidebar', 'blog', 'deployment']);
  const isKnown = (term: string): boolean => known.has(term);

  it('looks for every word and its stem, completes the last word, and maps each term to its word', () => {
    const built = buildQuery(analyzeQuery('deployment sidebar'), isKnown)!;
    expect(built.query).toMatchObject({
      combineWith: 'OR',
      queries: [
        {queries: ['deployment'], prefix: false, fuzzy: false},
        {queries: ['deploy'], prefix: false, fuzzy: false},
        {queries: ['sidebar'], prefix: true, fuzzy: false},
      ],
    });
    expect([...built.origins]).toEqual([
      ['deployment', 0],
      ['deploy', 0],
      ['sidebar', 1],
    ]);
  });

  it('looks for typos and swapped letters only for words the index does not know', () => {
    const built = buildQuery(analyzeQuery('blgo sidebar'), isKnown)!;
    expect(built.query).toMatchObject({
      queries: [
        {queries: ['blgo'], prefix: false, fuzzy: 1},
        {queries: ['blog'], prefix: false, fuzzy: false},
        {queries: ['sidebar'], prefix: true, fuzzy: false},
      ],
    });
    expect(built.origins.get('blog')).toBe(0);
  });

  it('completes a last word of up to three letters in titles only', () => {
    expect(buildQuery(analyzeQuery('si'), isKnown)!.query).toMatchObject({
      combineWith: 'OR',
      queries: [
        {queries: ['si'], prefix: false, fuzzy: false},
        {queries: ['si'], prefix: true, fuzzy: false, fields: ['title']},
      ],
    });
  });

  it('has nothing to search for stop words alone', () => {
    expect(buildQuery(analyzeQuery('the of'))).toBeNull();
    expect(buildQuery(analyzeQuery('  '))).toBeNull();
  });
});
