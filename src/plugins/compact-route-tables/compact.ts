/**
 * Rewrites the framework's generated route tables for the browser bundle.
 *
 * Every page loads `registry.js` (chunk name -> loader) and
 * `routesChunkNames.json` (route -> chunk names) whole, so their size grows
 * with the number of routes. Two things in them serve no purpose in a browser:
 *
 * - each registry entry repeats its module path as a string, which only the
 *   server render reads (react-loadable reports it to collect the chunks of a
 *   page); the browser never does;
 * - chunk names are 8-character hashes, random to a compressor, and each one
 *   is written many times (blog list pages alone name hundreds of posts).
 *
 * Here the module path becomes `0` and every chunk name a short base-36 index.
 * The same mapping is applied to both files and to the `webpackChunkName` hints,
 * so the framework's name-to-id table and route prefetching keep working. The
 * server bundle keeps the originals: the pages it renders do not contain chunk
 * names.
 */

/** A chunk-name map built from the route table: the same input always gives the same names. */
export type ChunkNameMap = ReadonlyMap<string, string>;

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    into.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectStrings(item, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, into));
  }
}

/** Short names for every chunk name the route table uses (its leaf values), in sorted order. */
export function shortChunkNames(routesChunkNames: unknown): ChunkNameMap {
  const names = new Set<string>();
  if (routesChunkNames && typeof routesChunkNames === 'object') {
    Object.values(routesChunkNames).forEach((chunkNames) => collectStrings(chunkNames, names));
  }
  return new Map([...names].sort().map((name, index) => [name, index.toString(36)]));
}

function renameLeaves(value: unknown, names: ChunkNameMap): unknown {
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
  const table = JSON.parse(json) as Record<string, unknown>;
  const compacted = Object.fromEntries(Object.entries(table).map(([route, chunkNames]) => [route, renameLeaves(chunkNames, names)]));
  return JSON.stringify(compacted);
}

// One entry per line, as @docusaurus/core 3.7.0 writes it (codegenRoutes.ts),
// the last one followed by the object's closing brace:
//   "<name>": [() => import(/* webpackChunkName: "<name>" */ "<path>"), "<path>", require.resolveWeak("<path>")],
const REGISTRY_ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), \3, require\.resolveWeak\(\3\)\],(\};)?$/;

export class UnexpectedRegistryFormatError extends Error {
  constructor(line: string) {
    super(
      `compact-route-tables: a line of the generated registry.js has a shape this plugin does not know ` +
        `(did the framework's code generation change?): ${line.slice(0, 200)}`,
    );
  }
}

/**
 * `registry.js` with short chunk names and no module path strings. A line that
 * is not an entry (the export's braces) is kept; an entry-like line of another
 * shape throws, since a framework upgrade that changes the format must not
 * silently produce a registry that disagrees with the route table.
 */
export function compactRegistry(source: string, names: ChunkNameMap): string {
  return source
    .split('\n')
    .map((line) => {
      if (!line.includes('webpackChunkName')) {
        return line;
      }
      const entry = REGISTRY_ENTRY.exec(line);
      if (!entry) {
        throw new UnexpectedRegistryFormatError(line);
      }
      const [, indent, chunkName, modulePath, end = ''] = entry;
      const name = JSON.stringify(names.get(chunkName) ?? chunkName);
      return `${indent}${name}: [() => import(/* webpackChunkName: ${name} */ ${modulePath}), 0, require.resolveWeak(${modulePath})],${end}`;
    })
    .join('\n');
}
