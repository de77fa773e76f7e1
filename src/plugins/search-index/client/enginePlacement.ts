import type {ShardManifest} from '../types';

/**
 * Indexes up to this size (raw JSON of all shards) are searched on the main
 * thread: loading them takes a few milliseconds and a query well under one,
 * less than starting a worker. Bigger ones go to a worker, where loading and
 * matching cannot hold up typing.
 */
export const INLINE_INDEX_MAX_BYTES = 256 * 1024;

/** Whether this index is searched in a worker (where one can start). */
export function searchesInWorker(manifest: ShardManifest): boolean {
  return manifest.shards.reduce((sum, shard) => sum + shard.bytes, 0) > INLINE_INDEX_MAX_BYTES;
}
