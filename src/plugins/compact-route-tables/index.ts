import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The two generated files the loader rewrites (see compact.ts). */
export const ROUTE_TABLE_FILES = /[\\/]\.docusaurus[\\/](?:registry\.js|routesChunkNames\.json)$/;

/** Smaller route tables in the browser bundle of a production build (see compact.ts). */
export default function compactRouteTablesPlugin(): Plugin {
  return {
    name: 'compact-route-tables',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: ROUTE_TABLE_FILES,
              // Before the framework's own loaders, on the files as generated.
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
