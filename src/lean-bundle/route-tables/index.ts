import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../browserBundle';
import {CHUNK_FILENAME} from './chunkFileName';
import {ChunkHashesInLoadersPlugin} from './chunkHashes';
import {ChunkLookupByIdPlugin, FRAMEWORK_PLUGIN_NAME, frameworkChunkAssetPlugin} from './chunkLookup';

/** The generated files the loader rewrites (see compact.ts). */
export const ROUTE_TABLE_FILES = /[\\/]\.docusaurus[\\/](?:registry\.js|routesChunkNames\.json|routes\.js)$/;

/**
 * Smaller route tables in the browser bundle of a production build: short
 * chunk names and no module paths (compact.ts), the big parts of the site's
 * routes loaded when a visitor first goes there (sections.ts, tables.ts),
 * chunk ids that are the short names, so prefetching needs no name-to-id
 * table (chunkLookup.ts), lazy chunks' files named by id and hash only, so the
 * runtime needs no id-to-name table (chunkFileName.ts), chunk file hashes
 * carried by the files that load those chunks rather than by the runtime
 * (chunkHashes.ts), and route components created on first use
 * (client/routeTable.ts).
 */
export default function routeTablesPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-route-tables', (config) => {
    const compaction = {
      output: {chunkFilename: CHUNK_FILENAME},
      module: {
        rules: [
          {
            test: ROUTE_TABLE_FILES,
            // Before the framework's own loaders, on the files as generated.
            enforce: 'pre' as const,
            use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
          },
        ],
      },
    };
    const tableLookup = frameworkChunkAssetPlugin(config);
    if (!tableLookup) {
      throw new Error(
        `lean-bundle route-tables: the framework's client config has no ${FRAMEWORK_PLUGIN_NAME}, whose chunk-name table this tweak replaces. ` +
          'Re-validate the tweak (CONTRIBUTING.md, "Upgrading Docusaurus"); meanwhile build with LEAN_BUNDLE_WITHOUT=route-tables or LEAN_BUNDLE=off.',
      );
    }
    config.plugins = config.plugins?.filter((plugin) => plugin !== tableLookup);
    return {
      ...compaction,
      optimization: {chunkIds: 'named'},
      plugins: [new ChunkLookupByIdPlugin(), new ChunkHashesInLoadersPlugin()],
    };
  });
}
