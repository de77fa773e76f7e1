/**
 * The twins are written in a postBuild running alongside the PWA plugin's,
 * which may list the build's files before they exist: the plugin announces
 * them when written, and a manifest transform given to the PWA plugin waits
 * for them and adds them to the precache list (../precacheBridge.ts), so a
 * page read offline can still be copied as Markdown.
 */
import {createPrecacheBridge, type PrecacheEntry, type PrecacheTransformResult} from '../precacheBridge';

const twinFiles = createPrecacheBridge<PrecacheEntry[]>();

/** Called when the plugin is set up for a build: the transform will wait for it. */
export const expectMarkdownTwins = (): void => twinFiles.expect();
export const announceMarkdownTwins = (entries: PrecacheEntry[]): void => twinFiles.announce(entries);
export const failMarkdownTwins = (error: unknown): void => twinFiles.fail(error);

/** For the PWA plugin's `injectManifestConfig.manifestTransforms`. */
export async function addMarkdownTwinsToPrecache(entries: PrecacheEntry[]): Promise<PrecacheTransformResult> {
  const twins = (await twinFiles.settled()) ?? [];
  const known = new Set(entries.map((entry) => entry.url));
  return {manifest: [...entries, ...twins.filter((entry) => !known.has(entry.url))], warnings: []};
}
