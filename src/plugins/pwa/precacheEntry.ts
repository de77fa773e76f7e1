import {createHash} from 'node:crypto';

/** An entry of the service worker's precache list (workbox's shape). */
export type PrecacheEntry = {url: string; revision: string | null; size: number};

/** What a function in the PWA plugin's `injectManifestConfig.manifestTransforms` returns. */
export type PrecacheTransformResult = {manifest: PrecacheEntry[]; warnings: string[]};

/** A precache entry for a file written after the build, its revision as workbox computes one. */
export function precacheEntry(relativePath: string, content: string | Buffer): PrecacheEntry {
  return {
    url: relativePath,
    revision: createHash('md5').update(content).digest('hex'),
    size: Buffer.byteLength(content),
  };
}
