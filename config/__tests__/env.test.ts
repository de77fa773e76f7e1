import {describe, expect, it} from 'vitest';
import {normalizeBaseUrl, parseDocsVersions} from '../env';

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
