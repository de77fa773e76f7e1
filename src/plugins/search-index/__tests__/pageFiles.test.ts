import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageFiles} from '../pageFiles';

describe('pageFiles', () => {
  it('maps each route once to its HTML file, outside ignored paths and the not-found page', () => {
    const files = pageFiles({
      routesPaths: ['/', '/docs/', '/docs/', '/tests/docs/', '/404.html', '/blog/archive/', '/search/'],
      baseUrl: '/',
      outDir: '/out',
      ignorePaths: ['/tests/', '/blog/archive/'],
    });
    expect(files).toEqual([
      {url: '/', file: path.join('/out', 'index.html')},
      {url: '/docs/', file: path.join('/out', 'docs', 'index.html')},
      {url: '/search/', file: path.join('/out', 'search', 'index.html')},
    ]);
  });

  it('strips the base URL to find files, and matches ignored paths after it', () => {
    const files = pageFiles({
      routesPaths: ['/site/docs/intro/', '/site/tests/x/', '/elsewhere/'],
      baseUrl: '/site/',
      outDir: '/out',
      ignorePaths: ['/tests/'],
    });
    expect(files).toEqual([{url: '/site/docs/intro/', file: path.join('/out', 'docs', 'intro', 'index.html')}]);
  });
});
