/**
 * The offline layer precaches `**\/*.json`, but the framework runs every
 * plugin's postBuild at the same time: the service worker's file list may be
 * taken before the index is written. This bridge closes that race. The index
 * plugin announces its files here when written, and a manifest transform
 * given to the PWA plugin waits for them and adds them to the precache list.
 */

/** An entry of the service worker's precache list (workbox's shape). */
export type PrecacheEntry = {url: string; revision: string | null; size: number};

export type PrecacheTransformResult = {manifest: PrecacheEntry[]; warnings: string[]};

let pendingFiles: Promise<PrecacheEntry[]> | null = null;
let settle: {resolve: (entries: PrecacheEntry[]) => void; reject: (error: unknown) => void} | null = null;

/** Called when the index plugin is set up for a build: the transform will wait for it. */
export function expectSearchIndexFiles(): void {
  pendingFiles = new Promise<PrecacheEntry[]>((resolve, reject) => {
    settle = {resolve, reject};
  });
  // Nothing may be waiting yet (no PWA plugin, a failed build): keep an
  // unobserved rejection from crashing the process; the plugin reports it.
  pendingFiles.catch(() => undefined);
}

export function announceSearchIndexFiles(entries: PrecacheEntry[]): void {
  settle?.resolve(entries);
}

export function failSearchIndexFiles(error: unknown): void {
  settle?.reject(error);
}

/** For the PWA plugin's `injectManifestConfig.manifestTransforms`. */
export async function addSearchIndexToPrecache(entries: PrecacheEntry[]): Promise<PrecacheTransformResult> {
  const extra = pendingFiles ? await pendingFiles : [];
  const known = new Set(entries.map((entry) => entry.url));
  return {manifest: [...entries, ...extra.filter((entry) => !known.has(entry.url))], warnings: []};
}
