/**
 * The Markdown twins in the service worker's precache list, so a page read
 * offline can still be copied as Markdown. The twins are written in this
 * plugin's postBuild; the precache list is taken in the PWA plugin's, which
 * the post-build sequence runs only once this step is done, whatever order
 * the framework runs the hooks in (../post-build/sequence.ts).
 */
import {postBuildSequence} from '../post-build/sequence';
import type {PrecacheEntry, PrecacheTransformResult} from '../pwa/precacheEntry';

let files: Promise<PrecacheEntry[]> | null = null;
let settle: {resolve: (entries: PrecacheEntry[]) => void; reject: (error: unknown) => void} | null = null;

/** Called when the plugin is set up for a build: the precache step comes after this one. */
export function expectMarkdownTwins(): void {
  postBuildSequence.expect('markdown-twins');
  files = new Promise<PrecacheEntry[]>((resolve, reject) => {
    settle = {resolve, reject};
  });
  // Nothing may read it (no PWA plugin, a failed build): the plugin reports its own errors.
  files.catch(() => undefined);
}

/** The twins are written: resolves once the steps this lets run (the precache list) are done. */
export function announceMarkdownTwins(entries: PrecacheEntry[]): Promise<void> {
  settle?.resolve(entries);
  return postBuildSequence.arrive('markdown-twins');
}

export function failMarkdownTwins(error: unknown): void {
  settle?.reject(error);
  postBuildSequence.fail('markdown-twins', error);
}

/** For the PWA plugin's `injectManifestConfig.manifestTransforms`. */
export async function addMarkdownTwinsToPrecache(entries: PrecacheEntry[]): Promise<PrecacheTransformResult> {
  const twins = (await files) ?? [];
  const known = new Set(entries.map((entry) => entry.url));
  return {manifest: [...entries, ...twins.filter((entry) => !known.has(entry.url))], warnings: []};
}
