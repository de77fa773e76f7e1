import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../../browserBundle';

/** The generated config module the loader rewrites (see strip.ts). */
export const SITE_CONFIG_FILE = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** The browser bundle's site config without what only the build reads (strip.ts). */
export default function browserSiteConfigPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-site-config', () => ({
    module: {
      rules: [{test: SITE_CONFIG_FILE, enforce: 'pre' as const, use: [{loader: path.resolve(__dirname, 'loader.cjs')}]}],
    },
  }));
}
