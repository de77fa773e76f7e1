/**
 * The offline layer precaches `**\/*.json`, but the index is written in a
 * postBuild running alongside the PWA plugin's: the service worker's file
 * list may be taken before the index exists. The index plugin announces its
 * files when written, and a manifest transform given to the PWA plugin waits
 * for them and adds them to the precache list (../precacheBridge.ts).
 */
import {createPrecacheBridge, type PrecacheEntry, type PrecacheTransformResult} from '../precacheBridge';

export type {PrecacheEntry, PrecacheTransformResult} from '../precacheBridge';

const searchIndexFiles = createPrecacheBridge<PrecacheEntry[]>();

/** Called when the index plugin is set up for a build: the transform will wait for it. */
export const expectSearchIndexFiles = (): void => searchIndexFiles.expect();
export const announceSearchIndexFiles = (entries: PrecacheEntry[]): void => searchIndexFiles.announce(entries);
export const failSearchIndexFiles = (error: unknown): void => searchIndexFiles.fail(error);

/** For the PWA plugin's `injectManifestConfig.manifestTransforms`. */
export async function addSearchIndexToPrecache(entries: PrecacheEntry[]): Promise<PrecacheTransformResult> {
  const extra = (await searchIndexFiles.settled()) ?? [];
  const known = new Set(entries.map((entry) => entry.url));
  return {manifest: [...entries, ...extra.filter((entry) => !known.has(entry.url))], warnings: []};
}
