import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Brotli copies kept from one build to the next, keyed by the quality and the
 * SHA-256 of the content, so a file whose content has not changed is not
 * compressed again. In `node_modules/.cache/`, which `docusaurus clear`
 * empties with the bundler's cache.
 *
 * Entries are files; using one updates its time, and entries nobody used
 * for a few days are removed at the end of a build, so the folder holds what
 * recent builds (with and without the bundle tweaks, other branches) need.
 */
export const CACHE_ENTRY_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

export type BrotliCache = {
  get(content: Buffer, quality: number): Promise<Buffer | undefined>;
  set(content: Buffer, quality: number, compressed: Buffer): Promise<void>;
  /** Removes the entries unused for CACHE_ENTRY_MAX_AGE_MS; returns how many. */
  prune(now?: number): Promise<number>;
};

export function brotliCache(dir: string): BrotliCache {
  const entry = (content: Buffer, quality: number) =>
    path.join(dir, `q${quality}-${crypto.createHash('sha256').update(content).digest('hex')}.br`);
  return {
    async get(content, quality) {
      const file = entry(content, quality);
      try {
        const compressed = await fs.readFile(file);
        const now = new Date();
        await fs.utimes(file, now, now);
        return compressed;
      } catch {
        return undefined;
      }
    },
    async set(content, quality, compressed) {
      const file = entry(content, quality);
      await fs.mkdir(dir, {recursive: true});
      // Written aside and renamed: another build reading the cache at the same time never sees half an entry.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, compressed);
      await fs.rename(partial, file);
    },
    async prune(now = Date.now()) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (stat && now - stat.mtimeMs > CACHE_ENTRY_MAX_AGE_MS) {
          await fs.rm(file, {force: true});
          removed += 1;
        }
      }
      return removed;
    },
  };
}
