import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prism loads with the first code block, not with every page.
 *
 * The classic theme registers the site's extra Prism languages from a client
 * module, which runs at start-up on every page and so puts Prism (25 kB gzip)
 * and the languages (5 kB) in the bundle every page loads, and their set-up,
 * about 160 ms of a throttled phone's CPU, in the task that starts the app.
 * The home, showcase and search pages show no code and now load none of it
 * (blog and changelog lists still do: the MDX components their excerpts render
 * with import the code block).
 *
 * This plugin swaps that client module for an empty one, in both bundles; the
 * registration moves to the code block's highlighting component
 * (src/theme/CodeBlock/Content/String), the only part of the theme that
 * highlights with Prism, so languages are in place before any code is
 * rendered, on the server and in the browser alike.
 */
export const STARTUP_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
export const EMPTY_MODULE = path.resolve(__dirname, 'noPrismAtStartup.ts');

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE)],
      };
    },
  };
}
