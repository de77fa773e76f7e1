import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Which files of a build get precompressed copies: text formats (whatever
 * plugin wrote them: pages, scripts, styles, the search index, Markdown
 * twins, feeds, the web manifest), above a size where compression pays.
 * Images and fonts are compressed formats already.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.xml',
  '.txt',
  '.md',
]);

/**
 * Smaller files are left to the server. A response this small fits in a
 * packet or two whatever its encoding, and nginx's on-the-fly gzip has the
 * same floor (`gzip_min_length` in hosting/nginx.conf).
 */
export const MIN_COMPRESSIBLE_BYTES = 1000;

/** The suffixes of the compressed copies, which are never compressed again. */
export const VARIANT_SUFFIXES = ['.br', '.gz'] as const;

export type CompressibleFile = {
  /** Path inside the build folder, with forward slashes. */
  relativePath: string;
  size: number;
};

/** Dotted names hold what the build writes for the hosting setup itself (`.hosting/`, `.route-manifest.json`): never served, never compressed. */
const isHidden = (name: string) => name.startsWith('.');

export function isCompressible(relativePath: string, size: number): boolean {
  return size >= MIN_COMPRESSIBLE_BYTES && COMPRESSIBLE_EXTENSIONS.has(path.posix.extname(relativePath).toLowerCase());
}

/** Every compressible file of the build, in a stable order. */
export async function compressibleFiles(outDir: string): Promise<CompressibleFile[]> {
  const found: CompressibleFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.readdir(dir, {withFileTypes: true});
    await Promise.all(
      entries.map(async (entry) => {
        if (isHidden(entry.name)) return;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        if (!entry.isFile()) return;
        const relativePath = path.relative(outDir, full).split(path.sep).join('/');
        if (!COMPRESSIBLE_EXTENSIONS.has(path.posix.extname(relativePath).toLowerCase())) return;
        const {size} = await fs.stat(full);
        if (isCompressible(relativePath, size)) found.push({relativePath, size});
      }),
    );
  };
  await walk(outDir);
  return found.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
}
