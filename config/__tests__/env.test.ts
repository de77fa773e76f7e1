import {describe, expect, it} from 'vitest';
import {normalizeBaseUrl, parseDocsVersions, parseLeanBundle, parseList} from '../env';

describe('normalizeBaseUrl', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['/a/b/', '/a/b/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });
});

describe('parseDocsVersions', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [' , ', undefined],
    ['current', ['current']],
    ['current, 3.7.0', ['current', '3.7.0']],
    // The current version is the last one: the docs plugin refuses a selection without it.
    ['3.6.3', ['current', '3.6.3']],
  ])('%s -> %j', (input, expected) => {
    expect(parseDocsVersions(input)).toEqual(expected);
  });
});

describe('parseLeanBundle', () => {
  it.each([
    [undefined, 'on'],
    ['on', 'on'],
    ['off', 'off'],
    ['OFF', 'off'],
  ])('%s -> %s', (input, expected) => {
    expect(parseLeanBundle(input)).toBe(expected);
  });

  it('refuses any other value rather than build the mode not meant', () => {
    expect(() => parseLeanBundle('false')).toThrow(/LEAN_BUNDLE is "false"/);
    expect(() => parseLeanBundle('0')).toThrow(/set it to "off"/);
  });
});

describe('parseList', () => {
  it('splits on commas and drops blanks', () => {
    expect(parseList(undefined)).toEqual([]);
    expect(parseList(' route-tables, ,tabs ')).toEqual(['route-tables', 'tabs']);
  });
});
