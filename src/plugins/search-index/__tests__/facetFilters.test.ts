import {describe, expect, it} from 'vitest';
import {matchesFacetFilter, parseFacetFilters, groupMayMatch} from '../facetFilters';

const record = (values: Record<string, string>) => (attribute: string) => values[attribute];

describe('facet filters', () => {
  it('parses conditions and nested alternatives, with negation', () => {
    expect(parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:-docs-x']])).toEqual([
      [{attribute: 'language', value: 'en', negated: false}],
      [
        {attribute: 'docusaurus_tag', value: 'default', negated: false},
        {attribute: 'docusaurus_tag', value: 'docs-x', negated: true},
      ],
    ]);
    expect(parseFacetFilters('language:en')).toEqual([[{attribute: 'language', value: 'en', negated: false}]]);
    expect(parseFacetFilters(undefined)).toEqual([]);
    expect(parseFacetFilters(['nonsense'])).toEqual([]);
  });

  it('requires every group, and any condition inside a group', () => {
    const filter = parseFacetFilters([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(matchesFacetFilter(filter, record({language: 'en', docusaurus_tag: 'default'}))).toBe(true);
    expect(matchesFacetFilter(filter, record({language: 'en', docusaurus_tag: 'docs-default-current'}))).toBe(true);
    expect(matchesFacetFilter(filter, record({language: 'en', docusaurus_tag: 'docs-default-3.7.0'}))).toBe(false);
    expect(matchesFacetFilter(filter, record({language: 'fr', docusaurus_tag: 'default'}))).toBe(false);
    expect(matchesFacetFilter([], record({}))).toBe(true);
    expect(matchesFacetFilter(parseFacetFilters(['version:-current']), record({version: 'current'}))).toBe(false);
  });

  it('tells from the language and tag of a group whether it can hold matching records', () => {
    const filter = parseFacetFilters([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.7.0'],
    ]);
    expect(groupMayMatch(filter, {language: 'en', tag: 'docs-default-3.7.0'})).toBe(true);
    expect(groupMayMatch(filter, {language: 'en', tag: 'default'})).toBe(true);
    expect(groupMayMatch(filter, {language: 'en', tag: 'docs-default-current'})).toBe(false);
    expect(groupMayMatch(filter, {language: 'fr', tag: 'default'})).toBe(false);
    // Conditions on other attributes are for the records to decide.
    expect(groupMayMatch(parseFacetFilters(['version:current']), {language: 'en', tag: 'default'})).toBe(true);
  });
});
