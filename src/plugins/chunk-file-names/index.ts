import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../productionBrowserPlugin';
import {CHUNK_FILENAME} from './chunkFileName';

export {CHUNK_FILENAME};

/**
 * Lazily loaded chunks, named by id and content hash only.
 *
 * The framework names them `[name].[contenthash:8].js`. With a name in the
 * pattern, the runtime that every page loads carries a map from each chunk id
 * to its name next to the map from id to hash: on this site about a thousand
 * entries, 6 kB gzip, for file names nobody reads. Caching still keys on the
 * content hash. Ids are the chunk names where chunks have one (see
 * compact-route-tables), which is what route prefetching looks up. Entry files
 * (`main`, `runtime~main`) keep their names.
 */
export default function chunkFileNamesPlugin(): Plugin {
  return productionBrowserPlugin('chunk-file-names', () => ({output: {chunkFilename: CHUNK_FILENAME}}));
}
