/**
 * Lazily loaded chunks' file names: id and content hash. Shared by the build
 * (the bundler's `output.chunkFilename`) and the browser, which names the
 * files of chunks whose hashes route sections carry (client/chunkFiles.ts).
 *
 * The framework names them `[name].[contenthash:8].js`. With a name in the
 * pattern, the runtime that every page loads carries a map from each chunk id
 * to its name next to the map from id to hash: on this site about a thousand
 * entries, 6 kB gzip, for file names nobody reads. Caching still keys on the
 * content hash. Ids are the chunk names where chunks have one (compact.ts),
 * which is what route prefetching looks up. Entry files (`main`,
 * `runtime~main`) keep their names.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** The file of chunk `id` whose content hash is `hash`, relative to the public path. */
export const chunkFileName = (id: string, hash: string): string =>
  CHUNK_FILENAME.replace('[id]', id).replace('[contenthash:8]', hash);
