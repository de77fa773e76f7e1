import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, normalizeOptions} from '../options';

describe('search-index options', () => {
  it('fills in defaults', () => {
    expect(normalizeOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(normalizeOptions({ignorePaths: ['/tests/']})).toEqual({...DEFAULT_OPTIONS, ignorePaths: ['/tests/']});
    // The framework adds the instance id to every plugin's options.
    expect(normalizeOptions({id: 'default'})).toEqual(DEFAULT_OPTIONS);
  });

  it('keeps valid settings', () => {
    const options = {
      ignorePaths: ['/tests/', '/__docusaurus/'],
      defaultLvl0: 'Site',
      sections: [{path: '/changelog/', name: 'Changelog'}],
      missingResultsUrl: 'https://example.com/new?title={query}',
    };
    expect(normalizeOptions(options)).toEqual(options);
  });

  it.each([
    ['a list', []],
    ['unknown keys', {ignorePath: ['/tests/']}],
    ['relative ignored paths', {ignorePaths: ['tests/']}],
    ['an empty section name', {defaultLvl0: ' '}],
    ['a relative section path', {sections: [{path: 'changelog/', name: 'Changelog'}]}],
    ['a section without a name', {sections: [{path: '/changelog/'}]}],
    ['the removed shard size budget', {maxShardGzipBytes: 100_000}],
    ['a non-string report link', {missingResultsUrl: 42}],
  ])('rejects %s', (_label, input) => {
    expect(() => normalizeOptions(input)).toThrow(/search-index plugin options/);
  });
});
