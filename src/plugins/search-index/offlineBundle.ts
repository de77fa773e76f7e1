import path from 'node:path/posix';
import type {IndexFile} from './buildIndex';
import {INDEX_PARTS_DIR} from './types';

/**
 * The file in each group's parts folder that holds every part of the folder,
 * for the service worker's precache in offline mode (README.md, "Offline").
 * Workbox fills its precache one request at a time: on a phone's 150 ms round
 * trip, a thousand parts would cost minutes of waiting that five files do not.
 * The service worker answers a part's URL from its folder's bundle
 * (`src/sw.js`, which repeats this name). No part is named like it: parts are
 * `t<i>`, `h<i>`, `x<c>-<t>`, `p<i>` and `terms`.
 */
export const OFFLINE_BUNDLE_NAME = 'offline.json';

/** A bundle's content: each part's file name and its text, exactly as the part's own file holds it. */
type OfflineBundle = Record<string, string>;

const isPart = (file: IndexFile): boolean => file.path.startsWith(`${INDEX_PARTS_DIR}/`);

/** One bundle per parts folder, holding the parts among these files. */
export function offlineBundles(files: readonly IndexFile[]): IndexFile[] {
  const folders = new Map<string, OfflineBundle>();
  for (const file of files.filter(isPart)) {
    const folder = path.dirname(file.path);
    const name = path.basename(file.path);
    if (name === OFFLINE_BUNDLE_NAME) throw new Error(`A search index part is named like the offline bundle: ${file.path}`);
    const bundle = folders.get(folder) ?? {};
    bundle[name] = file.content;
    folders.set(folder, bundle);
  }
  return [...folders].map(([folder, bundle]) => ({path: `${folder}/${OFFLINE_BUNDLE_NAME}`, content: JSON.stringify(bundle)}));
}

/** The files the service worker precaches: the manifest and the heads, which keep their names, and the bundles. */
export function precachedIndexFiles(files: readonly IndexFile[], bundles: readonly IndexFile[]): IndexFile[] {
  return [...files.filter((file) => !isPart(file)), ...bundles];
}
