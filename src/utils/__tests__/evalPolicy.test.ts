import {describe, expect, it} from 'vitest';
import {shouldReloadForEvalPolicy} from '../evalPolicy';

const blocked = {blockedURI: 'eval', disposition: 'enforce'};

describe('shouldReloadForEvalPolicy', () => {
  it('reloads a page reached inside the app from a page with another policy', () => {
    expect(
      shouldReloadForEvalPolicy({
        ...blocked,
        documentUrl: 'https://site.test/docs/installation/',
        currentUrl: 'https://site.test/docs/markdown-features/code-blocks/',
      }),
    ).toBe(true);
  });

  it('reloads again on a later visit from another full load (no memory of earlier reloads)', () => {
    const visit = {...blocked, currentUrl: 'https://site.test/docs/playground/'};
    expect(shouldReloadForEvalPolicy({...visit, documentUrl: 'https://site.test/docs/a/'})).toBe(true);
    expect(shouldReloadForEvalPolicy({...visit, documentUrl: 'https://site.test/blog/'})).toBe(true);
  });

  it('never reloads a document loaded at this address: the host has no exception, a reload would loop', () => {
    expect(
      shouldReloadForEvalPolicy({
        ...blocked,
        documentUrl: 'https://site.test/docs/playground/?x=1',
        currentUrl: 'https://site.test/docs/playground/#top',
      }),
    ).toBe(false);
  });

  it('ignores report-only policies, other blocked things and an unknown document address', () => {
    const urls = {documentUrl: 'https://site.test/a/', currentUrl: 'https://site.test/b/'};
    expect(shouldReloadForEvalPolicy({...urls, blockedURI: 'eval', disposition: 'report'})).toBe(false);
    expect(shouldReloadForEvalPolicy({...urls, blockedURI: 'inline', disposition: 'enforce'})).toBe(false);
    expect(shouldReloadForEvalPolicy({...blocked, documentUrl: null, currentUrl: 'https://site.test/b/'})).toBe(false);
  });
});
