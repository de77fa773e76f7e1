/**
 * Lazily loaded chunks' file names: id and content hash. Shared by the build
 * (the bundler's `output.chunkFilename`) and the browser, which names the
 * files of chunks whose hashes route sections carry
 * (compact-route-tables/client/chunkFiles.ts).
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** The file of chunk `id` whose content hash is `hash`, relative to the public path. */
export const chunkFileName = (id: string, hash: string): string =>
  CHUNK_FILENAME.replace('[id]', id).replace('[contenthash:8]', hash);
