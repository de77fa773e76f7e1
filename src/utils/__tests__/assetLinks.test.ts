import {describe, expect, it} from 'vitest';
import {hasFileExtension, isBundledFileLink} from '../assetLinks';

describe('hasFileExtension', () => {
  it.each([
    ['/assets/files/list-1a2b.txt', true],
    ['/assets/files/report-9f.pdf?download=1', true],
    ['/assets/files/report-9f.PDF#page=2', true],
    ['/docs/intro/', false],
    ['/docs/intro', false],
    ['/docs/v1.2/intro', false],
    ['/', false],
    ['', false],
  ])('%j → %s', (href, expected) => {
    expect(hasFileExtension(href)).toBe(expected);
  });
});

describe('isBundledFileLink', () => {
  it('accepts a file URL marked by the build', () => {
    expect(isBundledFileLink({href: '/assets/files/list-1a2b.txt', 'data-noBrokenLinkCheck': true})).toBe(true);
  });

  it.each([
    [{href: '/assets/files/list-1a2b.txt'}],
    [{href: '/assets/files/list-1a2b.txt', 'data-noBrokenLinkCheck': 'true'}],
    [{href: '/docs/intro/', 'data-noBrokenLinkCheck': true}],
    [{href: 'https://example.com/file.zip', 'data-noBrokenLinkCheck': true}],
    [{href: '//cdn.example.com/file.zip', 'data-noBrokenLinkCheck': true}],
    [{'data-noBrokenLinkCheck': true}],
  ])('rejects %j', (props) => {
    expect(isBundledFileLink(props)).toBe(false);
  });
});
