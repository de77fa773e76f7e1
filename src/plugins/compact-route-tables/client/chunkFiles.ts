import {chunkFileName} from '../../chunk-file-names/chunkFileName';

/** The bundler's runtime, as module code sees it: `u` names a chunk's file. */
declare const __webpack_require__: {u: (chunkId: string | number) => string};

/** Hashes of the chunks whose entries moved from the runtime into route sections (../chunkHashes.ts). */
const sectionChunkHashes: Record<string, string> = Object.create(null) as Record<string, string>;
let lookupExtended = false;

/**
 * Adds a section's chunk hashes to the runtime's file-name lookup. Called
 * when the section's module arrives, before any of its routes loads a chunk.
 */
export function addSectionChunkHashes(hashes: Readonly<Record<string, string>> | undefined): void {
  // A build without the hashes step leaves its placeholder string: nothing to add.
  if (typeof hashes !== 'object' || hashes === null) return;
  Object.assign(sectionChunkHashes, hashes);
  if (lookupExtended) return;
  lookupExtended = true;
  const fromRuntimeTable = __webpack_require__.u;
  __webpack_require__.u = (chunkId) => {
    const hash = sectionChunkHashes[chunkId];
    return hash === undefined ? fromRuntimeTable(chunkId) : chunkFileName(String(chunkId), hash);
  };
}
