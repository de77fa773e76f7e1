import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {IMMUTABLE_CACHE, REVALIDATE_CACHE, SEARCH_INDEX_PARTS_DIR} from '../../src/plugins/hosting-headers/policy';
import {compressibleFiles, MIN_COMPRESSIBLE_BYTES, VARIANT_SUFFIXES} from '../../src/plugins/precompress/compressibleFiles';
import {rawRequest, type RawResponse} from './support/rawRequest';

/**
 * What a client gets for each encoding it accepts, from nginx with
 * hosting/nginx.conf and the `.br`/`.gz` copies the build writes beside its
 * files (src/plugins/precompress).
 */
const origin = inject('baseURL');
const buildDir = inject('buildDir');
const get = (pathname: string, acceptEncoding?: string) =>
  rawRequest(origin, pathname, {headers: acceptEncoding === undefined ? {} : {'Accept-Encoding': acceptEncoding}});

const BROTLI_OR_GZIP = 'br, gzip';
const GZIP_ONLY = 'gzip, deflate';

/**
 * Headers that describe the encoded body, so differ between encodings of one
 * file: a strong validator must differ too (RFC 9110), and nginx offers byte
 * ranges of the plain file only.
 */
const ENCODING_HEADERS = new Set(['content-encoding', 'content-length', 'etag', 'accept-ranges', 'date']);

function otherHeaders(response: RawResponse): Record<string, string | string[] | undefined> {
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !ENCODING_HEADERS.has(name)));
}

/** Every Vary header of a response, as one list of names. */
const varyNames = (response: RawResponse) =>
  [response.headers.vary ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase());

const fileBytes = (relativePath: string) => fs.readFileSync(path.join(buildDir, relativePath));

/** A few files of each kind a visit fetches, found in this build. */
function sampleFiles(): string[] {
  const home = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const mainScript = /\/(assets\/js\/main\.[0-9a-f]+\.js)\b/.exec(home)?.[1];
  const stylesheet = /\/(assets\/css\/styles\.[0-9a-f]+\.css)\b/.exec(home)?.[1];
  const assetJson = fs
    .readdirSync(path.join(buildDir, 'assets'), {recursive: true, encoding: 'utf8'})
    .find((file) => file.endsWith('.json') && fs.statSync(path.join(buildDir, 'assets', file)).size > 10_000);
  expect(mainScript, 'main.js named by the home page').toBeDefined();
  expect(stylesheet, 'the stylesheet named by the home page').toBeDefined();
  expect(assetJson, 'a JSON asset (the search index)').toBeDefined();
  return ['docs/installation/index.html', mainScript!, stylesheet!, `assets/${assetJson!}`, 'docs/installation.md', 'sw.js'];
}

const urlOf = (relativePath: string) => `/${relativePath}`;

describe('precompressed copies behind nginx', () => {
  it('sends brotli, gzip or the file as it is, as the client accepts, each decoding to the file’s bytes', async () => {
    for (const file of sampleFiles()) {
      const expected = fileBytes(file);
      const brotli = await get(urlOf(file), BROTLI_OR_GZIP);
      const gzip = await get(urlOf(file), GZIP_ONLY);
      const identity = await get(urlOf(file));
      expect(brotli.headers['content-encoding'], file).toBe('br');
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(identity.headers['content-encoding'], file).toBeUndefined();
      for (const response of [brotli, gzip, identity]) {
        expect(response.status, file).toBe(200);
        expect(response.bytes.equals(expected), `${file}, ${response.headers['content-encoding'] ?? 'identity'}`).toBe(true);
        expect(varyNames(response), file).toContain('accept-encoding');
      }
      // The copies the build wrote are what is sent.
      expect(brotli.sentBytes, file).toBe(fs.statSync(path.join(buildDir, `${file}.br`)).size);
      expect(gzip.sentBytes, file).toBe(fs.statSync(path.join(buildDir, `${file}.gz`)).size);
      expect(brotli.sentBytes, file).toBeLessThan(gzip.sentBytes);
    }
  });

  it('sends every other header (policy, caching, type, Last-Modified) the same whatever the encoding', async () => {
    for (const file of sampleFiles()) {
      const [brotli, gzip, identity] = await Promise.all([get(urlOf(file), BROTLI_OR_GZIP), get(urlOf(file), GZIP_ONLY), get(urlOf(file))]);
      expect(otherHeaders(brotli), file).toEqual(otherHeaders(identity));
      expect(otherHeaders(gzip), file).toEqual(otherHeaders(identity));
      expect(identity.headers['x-content-type-options'], file).toBe('nosniff');
      // The index's parts go without the headers that govern documents (src/plugins/hosting-headers/policy.ts).
      if (!file.startsWith(SEARCH_INDEX_PARTS_DIR)) expect(identity.headers['content-security-policy'], file).toMatch(/script-src 'self'/);
      expect(identity.headers['last-modified'], file).toBeDefined();
    }
  });

  it('keeps pages revalidated and hashed assets cached for a year, in every encoding', async () => {
    const [page, , , asset] = sampleFiles();
    for (const encoding of [BROTLI_OR_GZIP, GZIP_ONLY, undefined]) {
      expect((await get('/docs/installation/', encoding)).headers['cache-control'], `page, ${encoding}`).toBe(REVALIDATE_CACHE);
      expect((await get(urlOf(page!), encoding)).headers['cache-control'], `index.html, ${encoding}`).toBe(REVALIDATE_CACHE);
      expect((await get(urlOf(asset!), encoding)).headers['cache-control'], `asset, ${encoding}`).toBe(IMMUTABLE_CACHE);
    }
  });

  describe('a file without copies', () => {
    // Written into the served folder for this test only: every file of the build has its copies.
    const name = `precompress-fallback-${process.pid}.json`;
    const small = `precompress-small-${process.pid}.json`;
    const content = Buffer.from(JSON.stringify({words: Array.from({length: 400}, (_, index) => `word-${index % 37}`)}));
    beforeAll(() => {
      fs.writeFileSync(path.join(buildDir, name), content);
      fs.writeFileSync(path.join(buildDir, small), '{"small": true}');
    });
    afterAll(() => {
      fs.rmSync(path.join(buildDir, name), {force: true});
      fs.rmSync(path.join(buildDir, small), {force: true});
    });

    it('is gzipped on the fly for a gzip client, sent as it is to a brotli-only client or one that accepts neither', async () => {
      expect(content.length).toBeGreaterThan(MIN_COMPRESSIBLE_BYTES);
      const gzip = await get(`/${name}`, GZIP_ONLY);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.sentBytes).toBeLessThan(content.length);
      const brotliOnly = await get(`/${name}`, 'br');
      const identity = await get(`/${name}`);
      for (const response of [gzip, brotliOnly, identity]) {
        expect(response.status).toBe(200);
        expect(response.bytes.equals(content)).toBe(true);
        expect(response.headers['content-type']).toBe('application/json');
        expect(varyNames(response)).toContain('accept-encoding');
      }
      expect(brotliOnly.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['content-encoding']).toBeUndefined();
    });

    it('is sent as it is under 1 kB', async () => {
      const response = await get(`/${small}`, BROTLI_OR_GZIP);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('{"small": true}');
    });
  });

  it('has copies for every compressible file of the build, each decoding to its file (none stale)', async () => {
    const files = await compressibleFiles(buildDir);
    expect(files.length).toBeGreaterThan(1000);
    const missing: string[] = [];
    const stale: string[] = [];
    for (const {relativePath} of files) {
      const content = fileBytes(relativePath);
      for (const suffix of VARIANT_SUFFIXES) {
        const copy = path.join(buildDir, `${relativePath}${suffix}`);
        if (!fs.existsSync(copy)) {
          missing.push(`${relativePath}${suffix}`);
          continue;
        }
        const decoded = suffix === '.br' ? zlib.brotliDecompressSync(fs.readFileSync(copy)) : zlib.gunzipSync(fs.readFileSync(copy));
        if (!decoded.equals(content)) stale.push(`${relativePath}${suffix}`);
      }
    }
    expect(stale).toEqual([]);
    expect(missing).toEqual([]);
  });
});
