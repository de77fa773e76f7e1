import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {brotliCache, CACHE_ENTRY_MAX_AGE_MS, type BrotliCache} from '../brotliCache';
import {compressibleFiles, MIN_COMPRESSIBLE_BYTES} from '../compressibleFiles';
import {brotliQuality, HASHED_ASSETS_QUALITY, REBUILT_FILES_QUALITY} from '../encodings';
import {precompressBuild} from '../precompress';

let outDir: string;
let cacheDir: string;

/** Text that compresses, of at least `size` bytes. */
const text = (size: number, seed = 'page') => `<p>${seed} ${'the docs build writes pages '.repeat(Math.ceil(size / 28))}</p>\n`;

function write(relativePath: string, content: string | Buffer): void {
  const file = path.join(outDir, relativePath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

const exists = (relativePath: string) => fs.existsSync(path.join(outDir, relativePath));
const read = (relativePath: string) => fs.readFileSync(path.join(outDir, relativePath));

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  outDir = path.join(root, 'build');
  cacheDir = path.join(root, 'cache');
  fs.mkdirSync(outDir);
});

afterEach(() => {
  fs.rmSync(path.dirname(outDir), {recursive: true, force: true});
});

describe('compressibleFiles', () => {
  it('takes text formats from 1 kB up, wherever they are, and leaves the rest', () => {
    write('index.html', text(5000));
    write('docs/installation/index.html', text(5000));
    write('docs/installation.md', text(2000));
    write('assets/js/main.0123abcd.js', text(8000));
    write('assets/css/styles.0123abcd.css', text(3000));
    write('assets/search-index/shard-0.89abcdef.json', text(9000));
    write('blog/rss.xml', text(2000));
    write('img/logo.svg', text(1500));
    write('llms.txt', text(1200));
    write('manifest.webmanifest', text(1100));
    // Too small, not text, or written for the hosting setup (dotted names).
    write('tiny.js', 'x'.repeat(MIN_COMPRESSIBLE_BYTES - 1));
    write('img/photo.png', text(5000));
    write('fonts/a.woff2', text(5000));
    write('_headers', text(5000));
    write('.route-manifest.json', text(5000));
    write('.hosting/nginx-csp-map.conf', text(5000));
    write('.hosting/site.json', text(5000));
    return expect(compressibleFiles(outDir).then((files) => files.map(({relativePath}) => relativePath))).resolves.toEqual([
      'assets/css/styles.0123abcd.css',
      'assets/js/main.0123abcd.js',
      'assets/search-index/shard-0.89abcdef.json',
      'blog/rss.xml',
      'docs/installation.md',
      'docs/installation/index.html',
      'img/logo.svg',
      'index.html',
      'llms.txt',
      'manifest.webmanifest',
    ]);
  });

  it('never takes the compressed copies themselves', async () => {
    write('index.html', text(5000));
    await precompressBuild(outDir);
    expect((await compressibleFiles(outDir)).map(({relativePath}) => relativePath)).toEqual(['index.html']);
  });
});

describe('precompressBuild', () => {
  it('writes name.br and name.gz beside each file, decoding to its exact bytes, with its modification time', async () => {
    const files = {'index.html': text(6000), 'assets/js/main.0123abcd.js': text(20_000, 'code'), 'docs/x.md': text(3000, 'md')};
    for (const [name, content] of Object.entries(files)) write(name, content);
    const report = await precompressBuild(outDir);
    for (const [name, content] of Object.entries(files)) {
      expect(zlib.brotliDecompressSync(read(`${name}.br`)).toString(), name).toBe(content);
      expect(zlib.gunzipSync(read(`${name}.gz`)).toString(), name).toBe(content);
      // To the second, as Last-Modified tells it.
      const seconds = (file: string) => Math.floor(fs.statSync(path.join(outDir, file)).mtimeMs / 1000);
      expect(seconds(`${name}.br`), name).toBe(seconds(name));
      expect(seconds(`${name}.gz`), name).toBe(seconds(name));
    }
    expect(report).toMatchObject({files: 3, reused: 0, changedMeanwhile: []});
    expect(report.bytes).toBe(Object.values(files).reduce((total, content) => total + content.length, 0));
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
  });

  it('uses brotli’s highest quality for hashed assets and a fast one for the files every build rewrites', async () => {
    expect(brotliQuality('assets/js/main.0123abcd.js')).toBe(zlib.constants.BROTLI_MAX_QUALITY);
    expect(brotliQuality('docs/installation/index.html')).toBe(REBUILT_FILES_QUALITY);
    // The copies written are the ones those qualities give.
    const content = text(30_000, 'asset');
    write('assets/js/a.js', content);
    write('page.html', content);
    await precompressBuild(outDir);
    const atQuality = (quality: number) =>
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
    expect(read('assets/js/a.js.br').equals(atQuality(HASHED_ASSETS_QUALITY))).toBe(true);
    expect(read('page.html.br').equals(atQuality(REBUILT_FILES_QUALITY))).toBe(true);
  });

  it('writes no copy that would be larger than the file', async () => {
    write('assets/data.json', crypto.randomBytes(4000));
    const report = await precompressBuild(outDir);
    expect(exists('assets/data.json.br')).toBe(false);
    expect(exists('assets/data.json.gz')).toBe(false);
    expect(report).toMatchObject({files: 1, brotliBytes: 0, gzipBytes: 0});
  });

  it('takes a hashed asset’s brotli copy from the cache when an earlier build compressed the same content', async () => {
    write('assets/js/main.0123abcd.js', text(20_000, 'main'));
    write('assets/js/route.4567cdef.js', text(20_000, 'route'));
    write('index.html', text(5000));
    const cache = brotliCache(cacheDir);
    expect((await precompressBuild(outDir, {cache})).reused).toBe(0);
    const first = read('assets/js/main.0123abcd.js.br');

    // The next build: same main script, a changed route script.
    fs.rmSync(outDir, {recursive: true});
    write('assets/js/main.0123abcd.js', text(20_000, 'main'));
    write('assets/js/route.89ab0123.js', text(20_000, 'changed route'));
    write('index.html', text(5000));
    const report = await precompressBuild(outDir, {cache});
    expect(report.reused).toBe(1);
    expect(read('assets/js/main.0123abcd.js.br').equals(first)).toBe(true);
    expect(zlib.brotliDecompressSync(read('assets/js/route.89ab0123.js.br')).toString()).toBe(text(20_000, 'changed route'));
    // Pages are compressed fast, every time: they are not kept.
    expect(fs.readdirSync(cacheDir)).toHaveLength(3);
  });

  it('leaves a file another hook changes while it is compressed without copies, and says so', async () => {
    write('assets/js/feed.js', text(20_000));
    write('assets/js/stable.js', text(20_000, 'stable'));
    const inner = brotliCache(cacheDir);
    // Runs between the two looks at the file, as a plugin outside the sequence could.
    const meddling: BrotliCache = {
      ...inner,
      async get(content, quality) {
        if (content.toString().includes('docs build writes') && !content.toString().includes('stable')) {
          fs.appendFileSync(path.join(outDir, 'assets/js/feed.js'), '// more\n');
        }
        return inner.get(content, quality);
      },
    };
    const report = await precompressBuild(outDir, {cache: meddling});
    expect(report.changedMeanwhile).toEqual(['assets/js/feed.js']);
    expect(exists('assets/js/feed.js.br')).toBe(false);
    expect(exists('assets/js/feed.js.gz')).toBe(false);
    expect(exists('assets/js/stable.js.br')).toBe(true);
    expect(report.files).toBe(1);
  });
});

describe('brotliCache', () => {
  it('removes the entries no build used for a while and keeps the others', async () => {
    const cache = brotliCache(cacheDir);
    const old = Buffer.from('old content');
    const recent = Buffer.from('recent content');
    await cache.set(old, 11, Buffer.from('old copy'));
    await cache.set(recent, 11, Buffer.from('recent copy'));
    const now = Date.now();
    const longAgo = new Date(now - CACHE_ENTRY_MAX_AGE_MS - 60_000);
    for (const name of fs.readdirSync(cacheDir)) fs.utimesSync(path.join(cacheDir, name), longAgo, longAgo);
    // Using an entry makes it recent again.
    expect((await cache.get(recent, 11))?.toString()).toBe('recent copy');
    expect(await cache.prune(now)).toBe(1);
    expect(await cache.get(old, 11)).toBeUndefined();
    expect((await cache.get(recent, 11))?.toString()).toBe('recent copy');
    // The quality is part of the key.
    expect(await cache.get(recent, 10)).toBeUndefined();
  });
});
