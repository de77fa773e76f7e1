/**
 * The search index in the service worker's precache list. The index is
 * written in this plugin's postBuild; the precache list is taken in the PWA
 * plugin's, which the post-build sequence runs only once this step is done,
 * whatever order the framework runs the hooks in (../post-build/sequence.ts).
 * A manifest transform given to the PWA plugin adds the files announced here.
 */
import {postBuildSequence} from '../post-build/sequence';
import type {PrecacheEntry, PrecacheTransformResult} from '../pwa/precacheEntry';
import {INDEX_PARTS_DIR} from './types';

export {precacheEntry, type PrecacheEntry, type PrecacheTransformResult} from '../pwa/precacheEntry';

let files: Promise<PrecacheEntry[]> | null = null;
let settle: {resolve: (entries: PrecacheEntry[]) => void; reject: (error: unknown) => void} | null = null;

/** Called when the index plugin is set up for a build: the precache step comes after this one. */
export function expectSearchIndexFiles(): void {
  postBuildSequence.expect('search-index');
  files = new Promise<PrecacheEntry[]>((resolve, reject) => {
    settle = {resolve, reject};
  });
  // Nothing may read it (no PWA plugin, a failed build): the plugin reports its own errors.
  files.catch(() => undefined);
}

/** The index is written: resolves once the steps this lets run (the precache list) are done. */
export function announceSearchIndexFiles(entries: PrecacheEntry[]): Promise<void> {
  settle?.resolve(entries);
  return postBuildSequence.arrive('search-index');
}

export function failSearchIndexFiles(error: unknown): void {
  settle?.reject(error);
  postBuildSequence.fail('search-index', error);
}

/**
 * For the PWA plugin's `injectManifestConfig.globIgnores`: of the parts'
 * folders, the precache gets what this plugin announces (the offline bundles,
 * ./offlineBundle.ts), not every file the glob would find there.
 */
export const SEARCH_INDEX_PARTS_GLOB = `${INDEX_PARTS_DIR}/**`;

/** For the PWA plugin's `injectManifestConfig.manifestTransforms`. */
export async function addSearchIndexToPrecache(entries: PrecacheEntry[]): Promise<PrecacheTransformResult> {
  const extra = (await files) ?? [];
  const known = new Set(entries.map((entry) => entry.url));
  return {manifest: [...entries, ...extra.filter((entry) => !known.has(entry.url))], warnings: []};
}
