import {chunkFileName} from '../chunkFileName';
import {CHUNK_HASHES_GLOBAL} from '../chunkHashesGlobal';

/** The bundler's runtime, as module code sees it: `u` names a chunk's file. */
declare const __webpack_require__: {u: (chunkId: string | number) => string};

type HashRegistry = {[CHUNK_HASHES_GLOBAL]?: Record<string, string>};

/**
 * The runtime's file-name lookup, extended with the hashes that loaded files
 * register as they run (../chunkHashes.ts): a chunk whose hash left the
 * runtime's table is asked for only by a file that carries it, so its hash is
 * registered by then. Installed as `main.js` starts, before any such request.
 */
const fromRuntimeTable = __webpack_require__.u;
__webpack_require__.u = (chunkId) => {
  // globalThis, not self: the server bundle runs this lookup too, in Node.
  const hash = (globalThis as HashRegistry)[CHUNK_HASHES_GLOBAL]?.[chunkId];
  return hash === undefined ? fromRuntimeTable(chunkId) : chunkFileName(String(chunkId), hash);
};
