import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../browserBundle';

/**
 * The framework's shared utilities (@docusaurus/utils-common, in every page's
 * bundle) are compiled with TypeScript's `importHelpers`, so they `require`
 * the whole tslib, 12 kB (4 kB gzip), for one helper. A CommonJS `require`
 * cannot be tree-shaken, so in the browser bundle that one request resolves to
 * `helpers.cjs` instead, which has only the helpers the package calls. A unit
 * test reads the installed package and fails if it starts calling another.
 */
export const TSLIB_CONSUMERS = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/].*\.js$/;
export const HELPERS_FILE = path.resolve(__dirname, 'helpers.cjs');

export default function leanTslibPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-lean-tslib', () => ({
    module: {rules: [{test: TSLIB_CONSUMERS, resolve: {alias: {tslib$: HELPERS_FILE}}}]},
  }));
}
