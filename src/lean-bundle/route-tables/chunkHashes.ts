import type {Compiler} from 'webpack';
import {CHUNK_HASHES_GLOBAL} from './chunkHashesGlobal';

/**
 * Chunk file hashes carried by the files that load those chunks.
 *
 * Chunk files are named by id and content hash, so the runtime every page
 * loads holds a table from each chunk id to its hash: about 880 entries on
 * this site, 9.6 kB gzip of a 12 kB runtime. Most chunks are never asked for
 * by `main.js`: a route's chunks are loaded by the route section that holds
 * the route (a docs version, the blog, the changelog), a diagram type's by
 * the diagram library. Such a chunk's hash moves from the runtime's table
 * into each file that loads it, which registers it as it runs, before any of
 * its code can ask for the chunk; the runtime's file-name lookup reads the
 * registered hashes first (client/chunkFiles.ts). The runtime keeps the
 * entries of the chunks `main.js` loads.
 *
 * This runs on the emitted files, once they are minified and before the
 * bundler's real-content hashing: a file that now holds another's hash is
 * named after it, the way the runtime already is, so it changes name whenever
 * a chunk it loads does, and a long-cached copy never points at files a
 * deploy has removed. That hashing needs references without cycles: when two
 * files load each other, their hashes stay in the runtime.
 */

/**
 * `__webpack_require__.e(id)` (load a chunk) and `__webpack_require__.u(id)`
 * (name its file, as a worker's URL does) as the bundler writes them,
 * minified (`n.e("pu7")`) or not, ids quoted or numeric.
 */
const CHUNK_REQUEST = /\.[eu]\(\s*(?:"([^"\\]+)"|'([^'\\]+)'|(\d+))\s*\)/g;

/** The chunk ids a file asks the runtime to load or name. */
export function requestedChunkIds(source: string): Set<string> {
  return new Set([...source.matchAll(CHUNK_REQUEST)].map((match) => (match[1] ?? match[2] ?? match[3])!));
}

const TABLE_KEY = String.raw`(?:"[^"\\]+"|[A-Za-z_$][\w$]*|\d+)`;
const TABLE_ENTRY = String.raw`\s*${TABLE_KEY}\s*:\s*"[0-9a-f]+"\s*`;
// The unminified runtime ends the object with a comma.
const HASH_TABLE = new RegExp(String.raw`\{(?:${TABLE_ENTRY},)*${TABLE_ENTRY},?\s*\}`, 'g');
const ENTRY = new RegExp(String.raw`(?:"([^"\\]+)"|([A-Za-z_$][\w$]*|\d+))\s*:\s*"([0-9a-f]+)"`, 'g');

export class UnexpectedRuntimeFormatError extends Error {
  constructor(detail: string) {
    super(`lean-bundle route-tables: ${detail} (did the bundler's runtime code change?)`);
  }
}

type HashTable = {start: number; end: number; hashes: Map<string, string>};

/** What follows the script table: it is indexed by the chunk id and named `.js` (`})[e]+".js"`). */
const NAMES_SCRIPT = /^\)?\[\s*[\w$]+\s*\]\s*\+\s*"\.js"/;

/**
 * The runtime's table from chunk id to the hash of its script file: the one
 * object literal whose values are all hex strings and that names a `.js`
 * file. (When chunks have stylesheets of their own, another such table names
 * their `.css` files; it stays as it is.)
 */
export function findChunkHashTable(runtime: string): HashTable {
  const tables = [...runtime.matchAll(HASH_TABLE)].filter((table) => NAMES_SCRIPT.test(runtime.slice(table.index + table[0].length)));
  if (tables.length !== 1) {
    throw new UnexpectedRuntimeFormatError(`expected one chunk script hash table in the runtime, found ${tables.length}`);
  }
  const [text] = tables[0]!;
  const start = tables[0]!.index;
  const hashes = new Map([...text.matchAll(ENTRY)].map((entry) => [(entry[1] ?? entry[2])!, entry[3]!]));
  return {start, end: start + text.length, hashes};
}

const objectLiteral = (entries: Iterable<[string, string]>): string =>
  `{${[...entries].map(([id, hash]) => `${JSON.stringify(id)}:${JSON.stringify(hash)}`).join(',')}}`;

/** The statement a file starts with to register the hashes it carries. */
export const registration = (entries: Iterable<[string, string]>): string =>
  `Object.assign(globalThis.${CHUNK_HASHES_GLOBAL}||(globalThis.${CHUNK_HASHES_GLOBAL}={}),${objectLiteral(entries)});`;

export type ChunkFiles = {
  runtime: string;
  /** The entry's files (`main.js`): the runtime keeps the hashes of every chunk they load. */
  entries: Iterable<string>;
  /** Every other JavaScript file, by the id of the chunk it holds. */
  chunks: Map<string, string>;
};

/**
 * Moves each chunk hash the entry does not need from the runtime's table into
 * the files that load that chunk. Returns the new texts (only of the files
 * that changed) and the moved ids.
 */
export function moveChunkHashesToLoaders({runtime, entries, chunks}: ChunkFiles): {
  runtime: string;
  chunks: Map<string, string>;
  moved: Set<string>;
} {
  const table = findChunkHashTable(runtime);
  const neededByEntry = new Set<string>();
  for (const source of entries) for (const id of requestedChunkIds(source)) neededByEntry.add(id);
  const movable = (id: string) => table.hashes.has(id) && !neededByEntry.has(id);
  const carried = new Map([...chunks].map(([id, source]) => [id, [...requestedChunkIds(source)].filter(movable)]));
  // Real-content hashing names a file after the files whose hashes it holds: no cycles allowed.
  for (const id of chunksInCycles(carried)) {
    neededByEntry.add(id);
  }
  const moved = new Set<string>();
  const out = new Map<string, string>();
  for (const [id, source] of chunks) {
    const own = carried.get(id)!.filter(movable).sort();
    if (own.length === 0) continue;
    for (const carriedId of own) moved.add(carriedId);
    out.set(id, registration(own.map((carriedId) => [carriedId, table.hashes.get(carriedId)!])) + source);
  }
  const kept = [...table.hashes].filter(([id]) => !moved.has(id));
  return {
    runtime: runtime.slice(0, table.start) + objectLiteral(kept) + runtime.slice(table.end),
    chunks: out,
    moved,
  };
}

/** The ids on a cycle of "carries the hash of" (Tarjan's strongly connected components). */
export function chunksInCycles(carried: ReadonlyMap<string, readonly string[]>): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const inCycles = new Set<string>();
  let next = 0;
  const visit = (id: string): void => {
    index.set(id, next);
    low.set(id, next);
    next += 1;
    stack.push(id);
    onStack.add(id);
    for (const to of carried.get(id) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(id, Math.min(low.get(id)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(id, Math.min(low.get(id)!, index.get(to)!));
      }
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      component.push(member);
      if (member === id) break;
    }
    if (component.length > 1 || (carried.get(id) ?? []).includes(id)) for (const member of component) inCycles.add(member);
  };
  for (const id of carried.keys()) if (!index.has(id)) visit(id);
  return inCycles;
}

const PLUGIN_NAME = 'ChunkHashesInLoadersPlugin';

/** Applies moveChunkHashesToLoaders to the bundle's JavaScript files. */
export class ChunkHashesInLoadersPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, before real-content hashing (see above).
        {name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => {
          let runtimeFile: string | undefined;
          const entryFiles: string[] = [];
          const chunkFiles = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            const file = [...chunk.files].find((name) => name.endsWith('.js'));
            if (!file) continue;
            if (chunk.name === 'runtime~main') runtimeFile = file;
            else if (chunk.id === null || chunk.id === undefined || chunk.name === 'main') entryFiles.push(file);
            else chunkFiles.set(String(chunk.id), file);
          }
          if (!runtimeFile) throw new UnexpectedRuntimeFormatError('no runtime~main chunk');
          const text = (file: string) => compilation.getAsset(file)!.source.source().toString();
          const result = moveChunkHashesToLoaders({
            runtime: text(runtimeFile),
            entries: entryFiles.map(text),
            chunks: new Map([...chunkFiles].map(([id, file]) => [id, text(file)])),
          });
          compilation.updateAsset(runtimeFile, new sources.RawSource(result.runtime));
          for (const [id, source] of result.chunks) compilation.updateAsset(chunkFiles.get(id)!, new sources.RawSource(source));
        },
      );
    });
  }
}
