import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {MARKDOWN_CONTENT_TYPE, PLAIN_TEXT_CONTENT_TYPE, REVALIDATE_CACHE} from '../../src/plugins/hosting-headers/policy';
import {rawRequest, type RawResponse} from './support/rawRequest';

/**
 * llms.txt and the pages' Markdown twins (src/plugins/markdown-twins) as nginx
 * serves them with hosting/nginx.conf: nginx's own mime.types knows no `.md`,
 * so without the config's Markdown location every twin would go out as
 * application/octet-stream (a download, not a page a tool can read).
 */
const origin = inject('baseURL');
/** The site's public origin, which llms.txt writes into its links. */
const SITE_ORIGIN = 'https://docusaurus.io';

describe('llms.txt and the Markdown twins behind nginx', () => {
  it('serves llms.txt and llms-full.txt as UTF-8 text, revalidated on every visit', async () => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const response = await rawRequest(origin, file);
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(PLAIN_TEXT_CONTENT_TYPE);
      expect(response.headers['cache-control'], file).toBe(REVALIDATE_CACHE);
      expect(response.body, file).toMatch(/^# Docusaurus\n/);
    }
  });

  it('answers every link of llms.txt with 200 and text/markdown; charset=utf-8', async () => {
    const llms = (await rawRequest(origin, '/llms.txt')).body;
    const paths = [...llms.matchAll(/\]\((https:\/\/docusaurus\.io\/[^)\s]+)\)/g)].map(([, url]) => url!.slice(SITE_ORIGIN.length));
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.every((pathname) => pathname.endsWith('.md'))).toBe(true);
    // A few at a time: the requests are small, nginx and the runner share two cores.
    for (let start = 0; start < paths.length; start += 8) {
      const batch = paths.slice(start, start + 8);
      const responses = await Promise.all(batch.map((pathname) => rawRequest(origin, pathname, {headers: {'Accept-Encoding': 'gzip'}})));
      responses.forEach((response, index) => {
        const pathname = batch[index]!;
        expect(response.status, pathname).toBe(200);
        expect(response.headers['content-type'], pathname).toBe(MARKDOWN_CONTENT_TYPE);
        expect(response.headers['cache-control'], pathname).toBe(REVALIDATE_CACHE);
        expect(response.headers['x-content-type-options'], pathname).toBe('nosniff');
        expect(response.body, pathname).toMatch(/^---\ntitle: ".+"\n/);
      });
    }
  });

  it('serves twins of older versions and blog posts the same way, and a missing twin as the not-found page', async () => {
    for (const pathname of ['/docs/3.6.3/installation.md', '/blog/releases/3.7.md', '/community/support.md']) {
      const response = await rawRequest(origin, pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers['content-type'], pathname).toBe(MARKDOWN_CONTENT_TYPE);
    }
    const missing = await rawRequest(origin, '/docs/no-such-page.md');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/<title[^>]*>Page Not Found\b/);
  });
});

/** Every Vary header of a response, as one list of names. */
const varyNames = (response: RawResponse) =>
  [response.headers.vary ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase());

/** The page's own `<link rel="canonical">`, as the build wrote it. */
function pageCanonical(html: string): string | undefined {
  return /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"' >]+)/.exec(html)?.[1];
}

describe('Markdown by content negotiation behind nginx', () => {
  const twin = fs.readFileSync(path.join(inject('buildDir'), 'docs/installation.md'));
  const page = fs.readFileSync(path.join(inject('buildDir'), 'docs/installation/index.html'));
  const ask = (pathname: string, accept: string | undefined, acceptEncoding?: string) =>
    rawRequest(origin, pathname, {
      headers: {...(accept === undefined ? {} : {Accept: accept}), ...(acceptEncoding ? {'Accept-Encoding': acceptEncoding} : {})},
    });

  it('answers a page address with its Markdown twin when the client prefers Markdown', async () => {
    const prefersMarkdown = [
      'text/markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/markdown, text/html',
      'TEXT/MARKDOWN; charset=utf-8',
      'text/markdown;q=0.5',
      'text/plain, text/markdown',
    ];
    for (const accept of prefersMarkdown) {
      const response = await ask('/docs/installation/', accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-type'], accept).toBe(MARKDOWN_CONTENT_TYPE);
      expect(response.bytes.equals(twin), accept).toBe(true);
      expect(varyNames(response), accept).toContain('accept');
      expect(response.headers.link, accept).toBe(`<${SITE_ORIGIN}/docs/installation/>; rel="canonical"`);
      expect(response.headers['cache-control'], accept).toBe(REVALIDATE_CACHE);
      expect(response.headers['content-security-policy'], accept).toMatch(/script-src 'self'/);
    }
    // Compressed like every other response.
    const brotli = await ask('/docs/installation/', 'text/markdown', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes.equals(twin)).toBe(true);
  });

  it('answers browsers and clients that prefer HTML with the page, saying it varies with Accept', async () => {
    const prefersHtml = [
      undefined,
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html',
      'text/markdown;q=0',
      'text/x-markdown',
    ];
    for (const accept of prefersHtml) {
      const response = await ask('/docs/installation/', accept);
      const label = accept ?? 'no Accept';
      expect(response.status, label).toBe(200);
      expect(response.headers['content-type'], label).toBe('text/html');
      expect(response.bytes.equals(page), label).toBe(true);
      expect(varyNames(response), label).toContain('accept');
      expect(response.headers.link, label).toBeUndefined();
    }
  });

  it('answers with the page when it has no twin, and answers unknown addresses with the not-found page', async () => {
    for (const pathname of ['/search/', '/', '/tests/']) {
      const response = await ask(pathname, 'text/markdown');
      expect(response.status, pathname).toBe(200);
      expect(response.headers['content-type'], pathname).toBe('text/html');
      expect(response.headers.link, pathname).toBeUndefined();
    }
    const unknown = await ask('/docs/no-such-page/', 'text/markdown');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatch(/<title[^>]*>Page Not Found\b/);
  });

  it('names, on every twin, the page search engines should index: the page’s own canonical address', async () => {
    for (const [twinPath, pagePath] of [
      ['/docs/installation.md', '/docs/installation/'],
      ['/docs/3.6.3/installation.md', '/docs/3.6.3/installation/'],
      ['/docs.md', '/docs/'],
      ['/blog/releases/3.7.md', '/blog/releases/3.7/'],
      ['/community/support.md', '/community/support/'],
    ]) {
      const twinResponse = await rawRequest(origin, twinPath!);
      const pageResponse = await rawRequest(origin, pagePath!);
      expect(twinResponse.headers.link, twinPath).toBe(`<${SITE_ORIGIN}${pagePath}>; rel="canonical"`);
      expect(pageCanonical(pageResponse.body), pagePath).toBe(`${SITE_ORIGIN}${pagePath}`);
      // A twin at its own address does not depend on Accept.
      expect(varyNames(twinResponse), twinPath).not.toContain('accept');
    }
    expect((await rawRequest(origin, '/llms.txt')).headers.link).toBeUndefined();
  });
});
