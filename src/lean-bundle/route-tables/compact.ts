/**
 * Compacts the framework's generated route tables for the browser bundle
 * (tables.ts puts them together, sections.ts splits them).
 *
 * `registry.js` (chunk name -> loader) and `routesChunkNames.json` (route ->
 * chunk names) grow with the number of routes. Two things in them serve no
 * purpose in a browser:
 *
 * - each registry entry repeats its module path as a string, which only the
 *   server render reads (react-loadable reports it to collect the chunks of a
 *   page); the browser never does;
 * - chunk names are 8-character hashes, random to a compressor, and each one
 *   is written many times (blog list pages alone name hundreds of posts).
 *
 * Here the module path becomes `0` and every chunk name a short base-36 one.
 * The same mapping is applied to both tables and to the `webpackChunkName` hints,
 * which the bundler turns into chunk ids (chunkLookup.ts), so route prefetching
 * keeps finding each chunk's file. The server bundle keeps the originals: the
 * pages it renders do not contain chunk names.
 */

/** A chunk-name map built from the route table: the same input always gives the same names. */
export type ChunkNameMap = ReadonlyMap<string, string>;

/** Shortest name allowed: short enough to pay, long enough that most names need no more. */
const MIN_NAME_LENGTH = 3;

/** Every string in a value (the chunk names of a route-table entry, nested ones included), added to `into`. */
export function collectStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    into.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectStrings(item, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, into));
  }
  return into;
}

/** 32-bit FNV-1a, for the rare chunk name that is not already a hex hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The name's 32-bit hash in base 36, least significant digit first (the
 * leading digit of a 32-bit number is only ever 0 or 1, the trailing ones are
 * evenly spread): short names are cut from the front of this.
 */
export function base36Digest(name: string): string {
  const hash = /^[0-9a-f]{8}$/.test(name) ? Number.parseInt(name, 16) : fnv1a(name);
  return [...hash.toString(36).padStart(7, '0')].reverse().join('');
}

/**
 * A short name for every chunk name the route table uses (its leaf values):
 * the shortest prefix, of at least three characters, of the name's base-36
 * digest that no other name's digest starts with.
 *
 * A name depends only on its own hash and the few names that share a prefix
 * with it, so adding or removing a page renames almost no chunk. That matters
 * because the bundler derives chunk ids, and so file names, from chunk names:
 * names that shifted with every new page would give most files a new URL at
 * each deploy, and browsers and the service worker would fetch them all again.
 */
export function shortChunkNames(routesChunkNames: unknown): ChunkNameMap {
  // Route paths are the table's keys, so only chunk names are collected.
  const names = new Set<string>();
  collectStrings(routesChunkNames, names);
  const digests = [...names].sort().map((name) => ({name, digest: base36Digest(name)}));
  const sorted = [...digests].sort((a, b) => (a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0));
  const commonPrefix = (a: string | undefined, b: string) => {
    let length = 0;
    while (a !== undefined && length < b.length && a[length] === b[length]) length += 1;
    return length;
  };
  const short = new Map<string, string>();
  sorted.forEach(({name, digest}, index) => {
    // In sorted order, the longest prefix shared with any other digest is shared with a neighbour.
    const shared = Math.max(commonPrefix(sorted[index - 1]?.digest, digest), commonPrefix(sorted[index + 1]?.digest, digest));
    if (shared === digest.length) {
      throw new Error(`lean-bundle route-tables: chunk names "${name}" and another one hash alike; cannot shorten them safely.`);
    }
    short.set(name, digest.slice(0, Math.max(MIN_NAME_LENGTH, shared + 1)));
  });
  return new Map(digests.map(({name}) => [name, short.get(name) as string]));
}

/** The same shape with every string value renamed; keys (route paths, prop names) are kept. */
export function renameLeaves(value: unknown, names: ChunkNameMap): unknown {
  if (typeof value === 'string') {
    return names.get(value) ?? value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => renameLeaves(item, names));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameLeaves(item, names)]));
  }
  return value;
}

/** `routesChunkNames.json` with its chunk names shortened; route keys are kept. */
export function compactRoutesChunkNames(json: string, names: ChunkNameMap): string {
  return JSON.stringify(renameLeaves(JSON.parse(json), names));
}

// One entry per line, as @docusaurus/core 3.7.0 writes it (codegenRoutes.ts),
// the last one followed by the object's closing brace:
//   "<name>": [() => import(/* webpackChunkName: "<name>" */ "<path>"), "<path>", require.resolveWeak("<path>")],
const REGISTRY_ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), \3, require\.resolveWeak\(\3\)\],(\};)?$/;

export class UnexpectedRegistryFormatError extends Error {
  constructor(line: string) {
    super(
      `lean-bundle route-tables: a line of the generated registry.js has a shape this plugin does not know ` +
        `(did the framework's code generation change?): ${line.slice(0, 200)}`,
    );
  }
}

/**
 * Each entry of `registry.js`, by its chunk name as generated, written with
 * its short name and no module path string:
 *   "<short>": [() => import(/* webpackChunkName: "<short>" *\/ "<path>"), 0, require.resolveWeak("<path>")]
 * A line that is not an entry must be one of the export's braces; an
 * entry-like line of another shape throws, since a framework upgrade that
 * changes the format must not silently produce a registry that disagrees with
 * the route table.
 */
export function compactRegistryEntries(source: string, names: ChunkNameMap): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    if (!line.includes('webpackChunkName')) {
      if (!/^\s*(?:export default \{|\};?)?\s*$/.test(line)) throw new UnexpectedRegistryFormatError(line);
      continue;
    }
    const entry = REGISTRY_ENTRY.exec(line);
    if (!entry) {
      throw new UnexpectedRegistryFormatError(line);
    }
    const [, , chunkName, modulePath] = entry;
    const name = JSON.stringify(names.get(chunkName) ?? chunkName);
    entries.set(chunkName, `${name}: [() => import(/* webpackChunkName: ${name} */ ${modulePath}), 0, require.resolveWeak(${modulePath})]`);
  }
  return entries;
}

/** A registry module (or the named export of a section module) from compacted entries. */
export function registryObject(entries: Iterable<string>): string {
  return `{\n${[...entries].map((entry) => `  ${entry},`).join('\n')}\n}`;
}

/** `registry.js` with short chunk names and no module path strings (see compactRegistryEntries). */
export function compactRegistry(source: string, names: ChunkNameMap): string {
  return `export default ${registryObject(compactRegistryEntries(source, names).values())};\n`;
}
