import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prism loads when a reader needs it, not with every page.
 *
 * The classic theme registers the site's extra Prism languages from a client
 * module, which runs at start-up on every page and so puts Prism (25 kB gzip)
 * and the languages (5 kB) in the bundle every page loads, and their set-up,
 * about 160 ms of a throttled phone's CPU, in the task that starts the app.
 *
 * This plugin swaps that client module for an empty one, in both bundles. The
 * site's code blocks register the languages themselves, with the module that
 * highlights (src/theme/CodeBlock/Content/String), which the browser loads on
 * demand (src/utils/codeHighlighter): without this tweak the registration
 * simply happens twice, the second time finding every language in place.
 */
export const STARTUP_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
export const EMPTY_MODULE = path.resolve(__dirname, 'noPrismAtStartup.ts');

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lean-bundle-lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE)]};
    },
  };
}
