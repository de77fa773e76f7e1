import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {
  DOCUMENT_ONLY_HEADERS,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  SEARCH_INDEX_PARTS_DIR,
  SECURITY_HEADERS,
} from '../../src/plugins/hosting-headers/policy';
import {rawRequest, type RawResponse} from './support/rawRequest';

/**
 * What only the real server shows: nginx with hosting/nginx.conf as shipped,
 * asked with raw requests (paths sent as typed, headers as a client forges them).
 */
const origin = inject('baseURL');
const get = (pathname: string, headers?: Record<string, string>) => rawRequest(origin, pathname, {headers});

const NOT_FOUND_TITLE = /<title[^>]*>Page Not Found\b/;
const NGINX_VERSION = /nginx\/\d/;

function expectSecurityHeaders(response: RawResponse, label: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers[name.toLowerCase()], `${name} on ${label}`).toBe(value);
  }
  expect(response.headers['content-security-policy'], `CSP on ${label}`).toMatch(/script-src 'self' 'sha256-/);
  expect(response.headers['strict-transport-security'], `HSTS on ${label}`).toMatch(/max-age=\d+/);
}

describe('nginx serving the build with hosting/nginx.conf', () => {
  it('accepts the shipped file with the build’s CSP map (nginx -t)', () => {
    console.log(`[production] ${inject('nginxVersion')}`);
    expect(inject('nginxTestOutput')).toMatch(/syntax is ok/);
    expect(inject('nginxTestOutput')).toMatch(/test is successful/);
  });

  it('names no nginx version, in the Server header or in any error page', async () => {
    for (const pathname of ['/', '/docs', '/a-page-that-does-not-exist/', '/assets/', '/docs/%E0%A4%A/']) {
      const response = await get(pathname);
      expect(response.headers.server, pathname).toBe('nginx');
      expect(response.body, pathname).not.toMatch(NGINX_VERSION);
    }
  });

  it('answers folders without a page (/assets/, /img/) with the site’s not-found page and 404', async () => {
    for (const pathname of ['/assets/', '/img/', '/assets/js/']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).toMatch(NOT_FOUND_TITLE);
      expectSecurityHeaders(response, pathname);
    }
  });

  it('answers a path with invalid percent-encoding with the site’s not-found page (400)', async () => {
    const response = await get('/docs/%E0%A4%A/');
    expect(response.status).toBe(400);
    expect(response.body).toMatch(NOT_FOUND_TITLE);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expectSecurityHeaders(response, 'a 400');
  });

  it('answers an unknown path with the not-found page, 404, not cached', async () => {
    const response = await get('/a-page-that-does-not-exist/');
    expect(response.status).toBe(404);
    expect(response.body).toMatch(NOT_FOUND_TITLE);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expectSecurityHeaders(response, 'a 404');
  });

  it('redirects /docs to /docs/ by path, whatever Host header the request forges', async () => {
    const response = await get('/docs', {Host: 'evil.example'});
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/docs/');
    expectSecurityHeaders(response, 'a redirect');
  });

  it('keeps the query when it adds the slash, so the search address opensearch.xml advertises finds results', async () => {
    const template = /<Url type="text\/html" method="get" template="([^"]+)"/.exec((await get('/opensearch.xml')).body)?.[1];
    expect(template).toBeDefined();
    const advertised = new URL(template!.replace('{searchTerms}', 'sidebar'));
    const response = await get(`${advertised.pathname}${advertised.search}`);
    if (advertised.pathname.endsWith('/')) {
      expect(response.status).toBe(200);
    } else {
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(`${advertised.pathname}/${advertised.search}`);
    }
  });

  it('redirects plain HTTP to the configured HTTPS name, never to a forged Host', async () => {
    const response = await rawRequest(inject('httpURL'), '/docs/installation/?a=1', {headers: {Host: 'evil.example'}});
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://docusaurus.io/docs/installation/?a=1');
  });

  it('sends Cache-Control: no-cache for every script at the root of the build', async () => {
    const rootScripts = fs.readdirSync(inject('buildDir')).filter((name) => name.endsWith('.js'));
    // The service worker, its numbered chunks and the client-side redirect script.
    expect(rootScripts).toEqual(expect.arrayContaining(['sw.js', 'client-redirect.js']));
    expect(rootScripts.some((name) => /^\d+\.sw\.js$/.test(name))).toBe(true);
    for (const name of rootScripts) {
      const response = await get(`/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers['cache-control'], name).toBe(REVALIDATE_CACHE);
    }
  });

  it('caches hashed assets for a year and revalidates pages and the search manifest', async () => {
    const home = await get('/');
    expect(home.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expectSecurityHeaders(home, 'the home page');
    const mainScript = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(home.body)?.[1];
    expect(mainScript).toBeDefined();
    expect((await get(mainScript!)).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await get('/docs/installation/index.html')).headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect((await get('/search-index/manifest.json')).headers['cache-control']).toBe(REVALIDATE_CACHE);
    // The group heads name the current parts of the index, as the manifest names the groups.
    expect((await get('/search-index/en-docs-default-current.json')).headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('sends the search index parts nosniff and a year of caching, without the headers that govern documents', async () => {
    const partsDir = path.join(inject('buildDir'), SEARCH_INDEX_PARTS_DIR);
    const group = fs.readdirSync(partsDir)[0];
    expect(group, 'a folder of index parts').toBeDefined();
    const part = fs.readdirSync(path.join(partsDir, group!)).find((name) => name.endsWith('.json'));
    expect(part, 'an index part').toBeDefined();
    const response = await get(`/${SEARCH_INDEX_PARTS_DIR}${group}/${part}`);
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    for (const name of [...DOCUMENT_ONLY_HEADERS, 'Strict-Transport-Security']) {
      expect(response.headers[name.toLowerCase()], name).toBeUndefined();
    }
    // A missing part is answered by the not-found page, with every header a page has.
    const missing = await get(`/${SEARCH_INDEX_PARTS_DIR}${group}/no-such-part.json`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(NOT_FOUND_TITLE);
    expectSecurityHeaders(missing, 'a missing index part');
  });

  it('compresses text responses', async () => {
    const response = await get('/docs/installation/', {'Accept-Encoding': 'gzip'});
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.includes('<h1>Installation</h1>'), 'the page, unzipped').toBe(true);
  });

  it('keeps the files written for the hosting setup private', async () => {
    for (const pathname of ['/_headers', '/.hosting/nginx-csp-map.conf', '/.route-manifest.json', '/.lean-bundle.json']) {
      expect(fs.existsSync(path.join(inject('buildDir'), pathname)), pathname).toBe(true);
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).toMatch(NOT_FOUND_TITLE);
    }
    // nginx matches the decoded path: an escaped name is no way around.
    expect((await get('/%5Fheaders')).status).toBe(404);
  });

  it('allows eval on the pages that run typed code (live code blocks, the MDX playground), on no other', async () => {
    const evalPages = [
      '/docs/markdown-features/code-blocks/',
      '/docs/playground/',
      '/docs/3.7.0/playground/',
      '/docs/3.6.3/playground/',
    ];
    for (const pathname of evalPages) {
      expect((await get(pathname)).headers['content-security-policy'], pathname).toMatch(/script-src [^;]*'unsafe-eval'/);
    }
    for (const pathname of ['/', '/docs/installation/', '/blog/', '/search/']) {
      expect((await get(pathname)).headers['content-security-policy'], pathname).not.toContain('unsafe-eval');
    }
  });
});
