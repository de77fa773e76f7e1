import type {Compiler} from 'webpack';

/**
 * Chunk file hashes carried by the route sections that load those chunks.
 *
 * Chunk files are named by id and content hash, so the runtime every page
 * loads holds a table from each chunk id to its hash: about 880 entries on
 * this site, 9.6 kB gzip of a 12 kB runtime. Most of them are the chunks of
 * routes inside a section (a docs version, the blog, the changelog), which no
 * code asks for before that section's module has arrived: only the section's
 * routes load them. Such a chunk's hash moves from the runtime's table into
 * the module of each section that loads it, and the client adds it to the
 * runtime's file-name lookup when the section arrives (client/chunkFiles.ts).
 * A chunk that any other file loads keeps its entry in the runtime.
 *
 * This runs on the emitted files, once they are minified and before the
 * bundler's real-content hashing: a section's file now holds its chunks'
 * hashes, so that hashing names it after them, and the runtime after the
 * sections, the way it already handles the runtime's own table. A section
 * file therefore changes name whenever one of its chunks does, and a
 * long-cached copy can never point at files a deploy has removed.
 */

/** The value a section module exports as `chunkHashes` until the build writes its table there. */
export const chunkHashesPlaceholder = (sectionId: string): string => `__section_chunk_hashes:${sectionId}__`;

const PLACEHOLDER = /(["'`])__section_chunk_hashes:([A-Za-z0-9.-]+)__\1/g;

/** `__webpack_require__.e(id)` as the bundler writes it, minified (`n.e("pu7")`) or not, ids quoted or numeric. */
const CHUNK_REQUEST = /\.e\(\s*(?:"([^"\\]+)"|'([^'\\]+)'|(\d+))\s*\)/g;

/** The chunk ids a file asks the runtime to load. */
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
    super(`compact-route-tables: ${detail} (did the bundler's runtime code change?)`);
  }
}

type HashTable = {start: number; end: number; hashes: Map<string, string>};

/** The runtime's chunk-id-to-hash table: the one object literal whose values are all hex strings. */
export function findChunkHashTable(runtime: string): HashTable {
  const tables = [...runtime.matchAll(HASH_TABLE)];
  if (tables.length !== 1) {
    throw new UnexpectedRuntimeFormatError(`expected one chunk hash table in the runtime, found ${tables.length}`);
  }
  const [text] = tables[0]!;
  const start = tables[0]!.index;
  const hashes = new Map([...text.matchAll(ENTRY)].map((entry) => [(entry[1] ?? entry[2])!, entry[3]!]));
  return {start, end: start + text.length, hashes};
}

const objectLiteral = (entries: Iterable<[string, string]>): string =>
  `{${[...entries].map(([id, hash]) => `${JSON.stringify(id)}:${JSON.stringify(hash)}`).join(',')}}`;

export type ChunkFiles = {
  runtime: string;
  /** Section id to the text of its file. */
  sections: Map<string, string>;
  /** Every other JavaScript file of the bundle. */
  others: Iterable<string>;
};

/**
 * Moves each chunk hash that only section files need from the runtime's table
 * into those sections' `chunkHashes`. Returns the new texts and the moved ids.
 */
export function moveChunkHashesToSections({runtime, sections, others}: ChunkFiles): {
  runtime: string;
  sections: Map<string, string>;
  moved: Set<string>;
} {
  const table = findChunkHashTable(runtime);
  const requestedElsewhere = new Set<string>();
  for (const source of others) for (const id of requestedChunkIds(source)) requestedElsewhere.add(id);
  const moved = new Set<string>();
  const out = new Map<string, string>();
  for (const [sectionId, source] of sections) {
    const own = [...requestedChunkIds(source)].filter((id) => table.hashes.has(id) && !requestedElsewhere.has(id)).sort();
    for (const id of own) moved.add(id);
    let found = 0;
    const text = source.replace(PLACEHOLDER, (whole, _quote: string, placeholderId: string) => {
      if (placeholderId !== sectionId) return whole;
      found += 1;
      return objectLiteral(own.map((id) => [id, table.hashes.get(id)!]));
    });
    if (found !== 1) {
      throw new UnexpectedRuntimeFormatError(`expected one chunk hash placeholder in section ${sectionId}, found ${found}`);
    }
    out.set(sectionId, text);
  }
  const kept = [...table.hashes].filter(([id]) => !moved.has(id));
  return {
    runtime: runtime.slice(0, table.start) + objectLiteral(kept) + runtime.slice(table.end),
    sections: out,
    moved,
  };
}

const PLUGIN_NAME = 'SectionChunkHashesPlugin';

/** Applies moveChunkHashesToSections to the bundle's JavaScript files. */
export class SectionChunkHashesPlugin {
  constructor(private readonly sectionChunkPrefix: string) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, before real-content hashing (see above).
        {name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => {
          const fileOf = new Map<string, string>();
          let runtimeFile: string | undefined;
          for (const chunk of compilation.chunks) {
            const file = [...chunk.files].find((name) => name.endsWith('.js'));
            if (!file) continue;
            if (chunk.name?.startsWith(this.sectionChunkPrefix)) fileOf.set(chunk.name.slice(this.sectionChunkPrefix.length), file);
            else if (chunk.name === 'runtime~main') runtimeFile = file;
          }
          if (fileOf.size === 0) return;
          if (!runtimeFile) throw new UnexpectedRuntimeFormatError('no runtime~main chunk');
          const text = (file: string) => compilation.getAsset(file)!.source.source().toString();
          const sectionFiles = new Set(fileOf.values());
          const others = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.js') && name !== runtimeFile && !sectionFiles.has(name));
          const result = moveChunkHashesToSections({
            runtime: text(runtimeFile),
            sections: new Map([...fileOf].map(([id, file]) => [id, text(file)])),
            others: others.map(text),
          });
          compilation.updateAsset(runtimeFile, new sources.RawSource(result.runtime));
          for (const [id, file] of fileOf) compilation.updateAsset(file, new sources.RawSource(result.sections.get(id)!));
        },
      );
    });
  }
}
