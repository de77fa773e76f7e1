import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {CardContent} from './cardContent';

/**
 * Where cards are drawn once and kept: a cache folder that outlives the
 * build (under node_modules/.cache, which `docusaurus clear` empties), each
 * card named by a hash of what it says and of the renderer's version. A
 * build copies the cards its pages need from there into the build folder,
 * drawing only those the cache lacks, a few at a time.
 */

/** Folder of the cards in the build, and in their URLs. Hashed names: served as immutable assets. */
export const CARDS_DIR = 'assets/social-cards';

/** Cards no build used for this long leave the cache. */
const UNUSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** The card's file name without extension: what it says and what draws it, hashed. */
export function cardKey(content: CardContent, rendererVersion: string): string {
  // An array in a fixed order: the key does not depend on the order an object's keys were set in.
  const fields = [content.title, content.place, content.date ?? null, content.version ?? null, content.summary ?? null, content.site];
  return createHash('sha256').update(rendererVersion).update('\n').update(JSON.stringify(fields)).digest('hex').slice(0, 20);
}

export type CardStoreOptions = {
  cacheDir: string;
  outDir: string;
  rendererVersion: string;
  draw: (content: CardContent) => Promise<Buffer>;
  /** Cards drawn at once. */
  concurrency: number;
};

export type CardStoreReport = {
  /** Cards in the build. */
  cards: number;
  /** Of them, drawn by this build (the others came from the cache). */
  drawn: number;
  bytes: number;
  largest: {file: string; bytes: number} | undefined;
};

export type CardStore = {
  /** Asks for the card (drawn or copied in the background); returns its path in the build. */
  request(content: CardContent): string;
  /** Waits for every card asked for; rejects if one could not be drawn. */
  finish(): Promise<CardStoreReport>;
};

/** Writes a file in one step, so a build stopped halfway never leaves half a card in the cache. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.partial`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

export function createCardStore({cacheDir, outDir, rendererVersion, draw, concurrency}: CardStoreOptions): CardStore {
  const jobs = new Map<string, Promise<{drawn: boolean; bytes: number}>>();
  const folders = Promise.all([fs.mkdir(cacheDir, {recursive: true}), fs.mkdir(path.join(outDir, CARDS_DIR), {recursive: true})]);
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  async function place(key: string, content: CardContent): Promise<{drawn: boolean; bytes: number}> {
    await folders;
    await slot();
    try {
      const cached = path.join(cacheDir, `${key}.png`);
      const target = path.join(outDir, CARDS_DIR, `${key}.png`);
      try {
        await fs.copyFile(cached, target);
        // Marks the card as in use, for the clean-up in finish().
        const now = new Date();
        await fs.utimes(cached, now, now);
        return {drawn: false, bytes: (await fs.stat(target)).size};
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      let picture: Buffer;
      try {
        picture = await draw(content);
      } catch (error) {
        throw new Error(`social cards: could not draw the card of "${content.title}": ${error instanceof Error ? error.message : String(error)}`);
      }
      await writeAtomically(cached, picture);
      await fs.writeFile(target, picture);
      return {drawn: true, bytes: picture.length};
    } finally {
      release();
    }
  }

  async function removeUnused(): Promise<void> {
    const oldest = Date.now() - UNUSED_FOR_MS;
    for (const name of await fs.readdir(cacheDir)) {
      const file = path.join(cacheDir, name);
      const stats = await fs.stat(file).catch(() => null);
      if (stats && stats.mtimeMs < oldest) await fs.rm(file, {force: true});
    }
  }

  return {
    request(content) {
      const key = cardKey(content, rendererVersion);
      if (!jobs.has(key)) {
        const job = place(key, content);
        // Failures are reported by finish(); until then they must not count as unhandled.
        job.catch(() => undefined);
        jobs.set(key, job);
      }
      return `${CARDS_DIR}/${key}.png`;
    },
    async finish() {
      const keys = [...jobs.keys()];
      const results = await Promise.all(jobs.values());
      await removeUnused();
      let largest: CardStoreReport['largest'];
      results.forEach(({bytes}, index) => {
        if (!largest || bytes > largest.bytes) largest = {file: `${CARDS_DIR}/${keys[index]}.png`, bytes};
      });
      return {
        cards: results.length,
        drawn: results.filter(({drawn}) => drawn).length,
        bytes: results.reduce((sum, {bytes}) => sum + bytes, 0),
        largest,
      };
    },
  };
}
