import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildRouteManifest, ROUTE_MANIFEST_FILE} from './routeManifest';

/** Writes the list of every route of the build for the end-to-end crawl. */
export default function routeManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-manifest',
    async postBuild({routes, outDir}) {
      const manifest = buildRouteManifest(routes, context.baseUrl);
      await fs.writeFile(path.join(outDir, ROUTE_MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
    },
  };
}
