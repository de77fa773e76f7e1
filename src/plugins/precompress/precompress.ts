import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {BrotliCache} from './brotliCache';
import {compressibleFiles, type CompressibleFile} from './compressibleFiles';
import {brotli, brotliQuality, gzip9, HASHED_ASSETS_QUALITY} from './encodings';

export type PrecompressReport = {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Brotli copies taken from the cache of earlier builds. */
  reused: number;
  /** Files another hook changed while they were being compressed: left without copies, for the server to compress. */
  changedMeanwhile: string[];
};

type Variant = {suffix: '.br' | '.gz'; content: Buffer};

/** Brotli at the file's quality; the slow qualities go through the cache. */
async function brotliFor(relativePath: string, content: Buffer, cache: BrotliCache | undefined): Promise<{compressed: Buffer; reused: boolean}> {
  const quality = brotliQuality(relativePath);
  const cached = quality === HASHED_ASSETS_QUALITY ? await cache?.get(content, quality) : undefined;
  if (cached) return {compressed: cached, reused: true};
  const compressed = await brotli(content, quality);
  if (quality === HASHED_ASSETS_QUALITY) await cache?.set(content, quality, compressed);
  return {compressed, reused: false};
}

/**
 * Writes a copy only when it is smaller than the file. The copy gets the
 * file's modification time, so the server sends the same Last-Modified
 * whichever encoding it picks.
 */
async function writeVariants(file: string, size: number, mtimeSeconds: number, variants: readonly Variant[]): Promise<Variant[]> {
  const written = variants.filter(({content}) => content.length < size);
  await Promise.all(
    written.map(async ({suffix, content}) => {
      await fs.writeFile(`${file}${suffix}`, content);
      await fs.utimes(`${file}${suffix}`, mtimeSeconds, mtimeSeconds);
    }),
  );
  return written;
}

type FileResult = {size: number; variants: Variant[]; reused: boolean} | 'changed';

/**
 * One file: read, compressed both ways, copies written beside it. The
 * framework's own postBuild hooks (blog feeds, the sitemap) run outside the
 * post-build sequence and could, in principle, still be writing a file: a
 * file whose size or time changed while it was compressed gets no copies
 * rather than stale ones.
 */
async function precompressFile(outDir: string, {relativePath}: CompressibleFile, cache: BrotliCache | undefined): Promise<FileResult> {
  const file = path.join(outDir, relativePath);
  const before = await fs.stat(file);
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([brotliFor(relativePath, content, cache), gzip9(content)]);
  const after = await fs.stat(file);
  if (after.size !== content.length || after.mtimeMs !== before.mtimeMs) return 'changed';
  const variants = await writeVariants(file, content.length, after.mtimeMs / 1000, [
    {suffix: '.br', content: br.compressed},
    {suffix: '.gz', content: gz},
  ]);
  return {size: content.length, variants, reused: br.reused};
}

/**
 * Files compressed at once. Node compresses on its thread pool (four threads
 * unless UV_THREADPOOL_SIZE says otherwise); more at once than there are
 * cores only makes each one slower.
 */
const concurrency = () => Math.max(1, os.availableParallelism());

/** Writes `name.br` and `name.gz` beside every compressible file of the build (compressibleFiles.ts). */
export async function precompressBuild(outDir: string, {cache}: {cache?: BrotliCache} = {}): Promise<PrecompressReport> {
  const files = await compressibleFiles(outDir);
  const report: PrecompressReport = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, reused: 0, changedMeanwhile: []};
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next]!;
      next += 1;
      const result = await precompressFile(outDir, file, cache);
      if (result === 'changed') {
        report.changedMeanwhile.push(file.relativePath);
        continue;
      }
      report.files += 1;
      report.bytes += result.size;
      if (result.reused) report.reused += 1;
      for (const {suffix, content} of result.variants) {
        if (suffix === '.br') report.brotliBytes += content.length;
        else report.gzipBytes += content.length;
      }
    }
  };
  await Promise.all(Array.from({length: Math.min(concurrency(), files.length)}, worker));
  report.changedMeanwhile.sort();
  return report;
}
