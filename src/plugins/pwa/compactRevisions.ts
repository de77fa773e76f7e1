import type {PrecacheEntry, PrecacheTransformResult} from './precacheEntry';

/**
 * URLs whose name changes whenever their content does: the bundler's scripts
 * and styles (`[name].[contenthash:8]`), the files its loaders copy
 * (`[name]-[contenthash]`) and the search index's parts, whose folder is
 * named by a hash of every part in it (../search-index/buildIndex.ts).
 *
 * The images of the ideal-image loader are left out: their names hash the
 * source image, not the resized copy, so a change of quality or widths would
 * keep the URL and change the file.
 */
const CONTENT_HASHED_URL = [
  /^assets\/(?:js|css)\/[^/]+\.[0-9a-f]{8}\.(?:js|css)$/,
  /^assets\/images\/[^/]+-[0-9a-f]{32}\.[a-z0-9]+$/,
  /^assets\/search-index\/[^/]+\.[0-9a-f]{10}\/[^/]+\.json$/,
];

export const isContentHashedUrl = (url: string): boolean => CONTENT_HASHED_URL.some((pattern) => pattern.test(url));

/**
 * Characters of a revision kept: 48 bits, so two versions of one file get
 * the same revision once in 2^48 changes, and the service worker update
 * would keep the older copy.
 */
export const REVISION_CHARS = 12;

/**
 * For the PWA plugin's `injectManifestConfig.manifestTransforms`, after the
 * transforms that add files. The precache list is written into the service
 * worker every visitor downloads, and its revisions (32 characters of hex
 * each, workbox's md5 of the file) are what no compression shrinks: a URL
 * that names its content needs none (workbox then keys the cache by the URL
 * alone), and the others need only tell one version of a file from the next.
 */
export function compactRevisions(entries: PrecacheEntry[]): PrecacheTransformResult {
  return {
    manifest: entries.map((entry) => ({
      ...entry,
      revision: entry.revision === null || isContentHashedUrl(entry.url) ? null : entry.revision.slice(0, REVISION_CHARS),
    })),
    warnings: [],
  };
}
