import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../../browserBundle';

/** The generated file every page's main script carries: see docsLists.ts. */
const GLOBAL_DATA_FILE = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/**
 * The docs plugins' global data in a compact form in the browser bundle, expanded
 * when the main script starts (docsLists.ts): 1 kB gzip less on every page.
 */
export default function compactGlobalDataPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-global-data', () => ({
    module: {
      rules: [
        {
          test: GLOBAL_DATA_FILE,
          // The loader turns JSON into a module with code.
          type: 'javascript/auto',
          enforce: 'pre' as const,
          use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
        },
      ],
    },
  }));
}
