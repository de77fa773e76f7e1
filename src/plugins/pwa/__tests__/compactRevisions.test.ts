import {describe, expect, it} from 'vitest';
import {compactRevisions, isContentHashedUrl} from '../compactRevisions';

describe('isContentHashedUrl', () => {
  it.each([
    'assets/js/main.9ffd0c04.js',
    'assets/js/zz0.9ffd0c04.js',
    'assets/css/styles.57ce272c.css',
    'assets/images/airbyte-712ef398cd4e1e6e43c24984c5743636.png',
    'assets/search-index/en-docs-default-current.a0e695a8fe/x62-15.json',
    'assets/search-index/en-docs-default-current.a0e695a8fe/terms.json',
  ])('%s names its content', (url) => {
    expect(isContentHashedUrl(url)).toBe(true);
  });

  it.each([
    'index.html',
    'docs/installation/index.html',
    'sw.js',
    'manifest.json',
    'search-index/manifest.json',
    'search-index/en-docs-default-current.json',
    'assets/ideal-img/airbyte.604ffc0.1030.png',
    'assets/js/runtime~main.js',
    'katex/fonts/KaTeX_Main-Regular.woff2',
    'img/home/hero.svg',
  ])('%s does not', (url) => {
    expect(isContentHashedUrl(url)).toBe(false);
  });
});

describe('compactRevisions', () => {
  it('drops the revision of every URL that names its content, keeps 12 characters of the others, and every other field', () => {
    const entries = [
      {url: 'index.html', revision: 'a'.repeat(32), size: 10},
      {url: 'assets/js/main.9ffd0c04.js', revision: 'b'.repeat(32), size: 20},
      {url: 'search-index/manifest.json', revision: 'c'.repeat(32), size: 30},
      {url: 'assets/search-index/en-docs.0123456789/t0.json', revision: 'd'.repeat(32), size: 40},
    ];
    expect(compactRevisions(entries)).toEqual({
      manifest: [
        {url: 'index.html', revision: 'a'.repeat(12), size: 10},
        {url: 'assets/js/main.9ffd0c04.js', revision: null, size: 20},
        {url: 'search-index/manifest.json', revision: 'c'.repeat(12), size: 30},
        {url: 'assets/search-index/en-docs.0123456789/t0.json', revision: null, size: 40},
      ],
      warnings: [],
    });
  });
});
