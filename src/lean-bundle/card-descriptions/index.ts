import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../browserBundle';

/** Route props the docs plugins generate (one folder per plugin instance), the version data among them. */
export const DOCS_ROUTE_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The browser bundle's docs version data with only the docs doc cards can show (descriptions.ts). */
export default function docsCardDescriptionsPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-card-descriptions', () => ({
    module: {
      rules: [{test: DOCS_ROUTE_PROPS, enforce: 'pre' as const, use: [{loader: path.resolve(__dirname, 'loader.cjs')}]}],
    },
  }));
}
