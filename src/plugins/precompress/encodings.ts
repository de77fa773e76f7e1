import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * Brotli's quality for a file of the build.
 *
 * Hashed assets (`assets/`: scripts, styles, the search index) get brotli's
 * highest quality. They are most of what a visit downloads, a year in the
 * browser's cache, and the same from one build to the next unless their
 * content changed, so their compressed copies are kept across builds
 * (brotliCache.ts).
 *
 * The other files (pages, Markdown twins, feeds, the service worker) take a
 * new form with every build. Qualities 10 and 11 are brotli's slow, thorough
 * modes; measured on this site's build (2026-12-06), quality 11 took
 * 34 s of CPU for them against 0.6 s at quality 5, for copies 11 % smaller
 * (about 1.5 kB on a doc page's HTML). Quality 5 is already 7 % smaller than
 * gzip -9.
 */
export const HASHED_ASSETS_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
export const REBUILT_FILES_QUALITY = 5;

export const isHashedAsset = (relativePath: string): boolean => relativePath.startsWith('assets/');

export function brotliQuality(relativePath: string): number {
  return isHashedAsset(relativePath) ? HASHED_ASSETS_QUALITY : REBUILT_FILES_QUALITY;
}

/** `name.br`, for the browsers that accept brotli (every browser the site supports). */
export function brotli(content: Buffer, quality: number): Promise<Buffer> {
  return brotliCompress(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** `name.gz`: gzip -9, for clients without brotli. Fast enough for every file of every build. */
export function gzip9(content: Buffer): Promise<Buffer> {
  return gzipCompress(content, {level: zlib.constants.Z_BEST_COMPRESSION});
}
