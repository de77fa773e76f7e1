import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../../browserBundle';

/** The generated config module and site metadata the loader rewrites (see strip.ts). */
export const SITE_CONFIG_FILE = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
export const SITE_METADATA_FILE = /[\\/]\.docusaurus[\\/]site-metadata\.json$/;

/** The browser bundle's site config and metadata without what only the build and the debug pages read (strip.ts). */
export default function browserSiteConfigPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-site-config', () => ({
    module: {
      rules: [SITE_CONFIG_FILE, SITE_METADATA_FILE].map((test) => ({
        test,
        enforce: 'pre' as const,
        use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
      })),
    },
  }));
}
