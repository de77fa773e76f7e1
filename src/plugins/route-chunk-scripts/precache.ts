import {createPrecacheBridge, type PrecacheEntry, type PrecacheTransformResult} from '../precacheBridge';

/**
 * The pages rewritten with their chunk scripts, by path inside the build
 * folder: the PWA plugin's postBuild, running alongside, may have hashed a
 * page before it was rewritten (../precacheBridge.ts).
 */
const rewrittenPages = createPrecacheBridge<ReadonlyMap<string, PrecacheEntry>>();

export const expectRewrittenPages = (): void => rewrittenPages.expect();
export const announceRewrittenPages = (pages: ReadonlyMap<string, PrecacheEntry>): void => rewrittenPages.announce(pages);
export const failRewrittenPages = (error: unknown): void => rewrittenPages.fail(error);

/** For the PWA plugin's `injectManifestConfig.manifestTransforms`: listed pages get their final revision. */
export async function reviseRewrittenPagesInPrecache(entries: PrecacheEntry[]): Promise<PrecacheTransformResult> {
  const pages = (await rewrittenPages.settled()) ?? new Map<string, PrecacheEntry>();
  return {manifest: entries.map((entry) => pages.get(entry.url) ?? entry), warnings: []};
}
