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
 * This plugin swaps that client module for an empty one, in both bundles; the
 * registration moves to the code block's highlighting component
 * (src/theme/CodeBlock/Content/String), the only part of the theme that
 * highlights with Prism, so languages are in place before any code is
 * rendered, on the server and in the browser alike.
 *
 * That component is itself loaded on demand in the browser
 * (src/utils/codeHighlighter, src/theme/CodeBlock): pages arrive with their
 * code highlighted by the server, so showing it needs no Prism. The server
 * bundle gets the module's server copy, which has the component from the
 * start, and a client module fetches the highlighter when a client-side
 * navigation starts, since such a page has no server markup to show.
 */
export const STARTUP_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
export const EMPTY_MODULE = path.resolve(__dirname, 'noPrismAtStartup.ts');
/** The browser's on-demand highlighter module, and its server copy. */
export const BROWSER_HIGHLIGHTER = /[\\/]src[\\/]utils[\\/]codeHighlighter[\\/]index\.ts$/;
export const SERVER_HIGHLIGHTER = path.resolve(__dirname, '../../utils/codeHighlighter/server.ts');

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    getClientModules() {
      return [require.resolve('./client/loadOnNavigation.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = [new NormalModuleReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE)];
      if (isServer) plugins.push(new NormalModuleReplacementPlugin(BROWSER_HIGHLIGHTER, SERVER_HIGHLIGHTER));
      return {plugins};
    },
  };
}
