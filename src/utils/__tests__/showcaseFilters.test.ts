import {describe, expect, it} from 'vitest';
import type {ShowcaseSite} from '../../data/showcase/sites';
import {
  DEFAULT_SHOWCASE_QUERY,
  MAX_NAME_LENGTH,
  filterSites,
  normalizeForSearch,
  parseShowcaseQuery,
  serializeShowcaseQuery,
  sortSites,
  toggleTag,
} from '../showcaseFilters';

function site(title: string, tags: ShowcaseSite['tags']): ShowcaseSite {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {title, slug, description: `${title} site`, website: `https://${slug}.example/`, source: null, tags};
}

const sites = [
  site('Alpha Docs', ['opensource', 'i18n']),
  site('Beta Product', ['product']),
  site('Gamma', ['opensource']),
  site('Crème Brûlée', ['personal', 'i18n']),
  site('Zeta', ['favorite', 'opensource', 'i18n']),
];
const titles = (list: readonly ShowcaseSite[]) => list.map((entry) => entry.title);

describe('parseShowcaseQuery', () => {
  it('reads repeated tags, the operator and the name', () => {
    expect(parseShowcaseQuery('?tags=opensource&tags=i18n&operator=AND&name=react')).toEqual({
      tags: ['opensource', 'i18n'],
      operator: 'AND',
      name: 'react',
    });
  });

  it('returns the default state for an empty query', () => {
    expect(parseShowcaseQuery('')).toEqual(DEFAULT_SHOWCASE_QUERY);
  });

  it('accepts comma-separated tags and puts them in canonical order without duplicates', () => {
    expect(parseShowcaseQuery('?tags=i18n,opensource&tags=i18n').tags).toEqual(['opensource', 'i18n']);
  });

  it.each([
    ['?tags=unknown&tags=__proto__&tags=constructor', DEFAULT_SHOWCASE_QUERY],
    ['?operator=XOR', DEFAULT_SHOWCASE_QUERY],
    ['?operator=and', {...DEFAULT_SHOWCASE_QUERY, operator: 'AND'}],
    ['?tags[]=opensource&tags=', DEFAULT_SHOWCASE_QUERY],
    ['?%E0%A4%A=1&tags=%ZZ', DEFAULT_SHOWCASE_QUERY],
    // A broken escape decodes to the replacement character instead of throwing.
    ['?name=%E0%A4%A', {...DEFAULT_SHOWCASE_QUERY, name: '\uFFFD%A'}],
    ['?&&==&tags', DEFAULT_SHOWCASE_QUERY],
  ])('never throws on malformed input %s', (search, expected) => {
    expect(parseShowcaseQuery(search)).toEqual(expected);
  });

  it('caps very long names', () => {
    expect(parseShowcaseQuery(`?name=${'x'.repeat(5000)}`).name).toHaveLength(MAX_NAME_LENGTH);
  });
});

describe('serializeShowcaseQuery', () => {
  it('writes nothing for the default state', () => {
    expect(serializeShowcaseQuery(DEFAULT_SHOWCASE_QUERY)).toBe('');
  });

  it('writes repeated tags, AND and the name', () => {
    expect(serializeShowcaseQuery({tags: ['opensource', 'i18n'], operator: 'AND', name: 'react'})).toBe(
      '?tags=opensource&tags=i18n&operator=AND&name=react',
    );
  });

  it('leaves out the default OR operator and a blank name', () => {
    expect(serializeShowcaseQuery({tags: ['design'], operator: 'OR', name: '   '})).toBe('?tags=design');
  });

  it('keeps unrelated parameters', () => {
    expect(serializeShowcaseQuery({...DEFAULT_SHOWCASE_QUERY, name: 'a b'}, '?utm_source=x&tags=meta')).toBe(
      '?utm_source=x&name=a+b',
    );
  });

  it('round-trips through the parser', () => {
    const query = {tags: ['meta', 'rtl'] as const, operator: 'AND' as const, name: 'Docu & co'};
    expect(parseShowcaseQuery(serializeShowcaseQuery(query))).toEqual({...query, tags: ['meta', 'rtl']});
  });
});

describe('toggleTag', () => {
  it('adds a tag in canonical order and removes it again', () => {
    const withI18n = toggleTag(DEFAULT_SHOWCASE_QUERY, 'i18n');
    const withBoth = toggleTag(withI18n, 'opensource');
    expect(withBoth.tags).toEqual(['opensource', 'i18n']);
    expect(toggleTag(withBoth, 'i18n').tags).toEqual(['opensource']);
  });
});

describe('filterSites', () => {
  it('returns every site without filters', () => {
    expect(filterSites(sites, DEFAULT_SHOWCASE_QUERY)).toHaveLength(sites.length);
  });

  it('AND keeps sites having every selected tag', () => {
    const query = {tags: ['opensource', 'i18n'] as const, operator: 'AND' as const, name: ''};
    expect(titles(filterSites(sites, query))).toEqual(['Alpha Docs', 'Zeta']);
  });

  it('OR keeps sites having any selected tag, so it never shows fewer than AND', () => {
    const and = filterSites(sites, {tags: ['opensource', 'i18n'], operator: 'AND', name: ''});
    const or = filterSites(sites, {tags: ['opensource', 'i18n'], operator: 'OR', name: ''});
    expect(titles(or)).toEqual(['Alpha Docs', 'Gamma', 'Crème Brûlée', 'Zeta']);
    expect(or.length).toBeGreaterThan(and.length);
  });

  it('matches names case- and accent-insensitively', () => {
    expect(titles(filterSites(sites, {...DEFAULT_SHOWCASE_QUERY, name: 'CREME'}))).toEqual(['Crème Brûlée']);
    expect(titles(filterSites(sites, {...DEFAULT_SHOWCASE_QUERY, name: ' docs '}))).toEqual(['Alpha Docs']);
  });

  it('combines the name with the tags', () => {
    expect(filterSites(sites, {tags: ['product'], operator: 'OR', name: 'alpha'})).toEqual([]);
  });
});

describe('sortSites', () => {
  it('puts favourites first, then sorts by name ignoring case and accents', () => {
    const mixed = [site('beta', []), site('Zulu', ['favorite']), site('Écho', []), site('alpha', ['favorite'])];
    expect(titles(sortSites(mixed))).toEqual(['alpha', 'Zulu', 'beta', 'Écho']);
  });

  it('does not modify its input', () => {
    const input = [site('b', []), site('a', [])];
    sortSites(input);
    expect(titles(input)).toEqual(['b', 'a']);
  });
});

describe('normalizeForSearch', () => {
  it('folds case and accents', () => {
    expect(normalizeForSearch('  Ça Brûle ')).toBe('ca brule');
  });
});
