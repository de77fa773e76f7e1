import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme's client modules that run on every page at start-up,
 * swapped for lighter ones, in both bundles.
 *
 * Prism languages. The theme registers the site's extra Prism languages from
 * a client module, which puts Prism (25 kB gzip) and the languages (5 kB) in
 * the bundle every page loads, and their set-up, about 160 ms of a throttled
 * phone's CPU, in the task that starts the app. Here that module is empty: the
 * site's code blocks register the languages themselves, with the module that
 * highlights (src/theme/CodeBlock/Content/String), which the browser loads on
 * demand (src/utils/codeHighlighter). Without this tweak the registration
 * simply happens twice, the second time finding every language in place.
 *
 * Progress bar. The theme shows a bar at the top of the window while a
 * navigation waits more than 200 ms for its page, from a client module built
 * on the `nprogress` library: 1.6 kB gzip of script in `main.js` for a bar
 * most visits never show. `routeProgress.ts` does the same job with a class on
 * one element and a CSS transition.
 */
export const PRISM_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
export const NO_PRISM_MODULE = path.resolve(__dirname, 'noPrismAtStartup.ts');
export const PROGRESS_BAR_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(?:\.js)?$/;
export const ROUTE_PROGRESS_MODULE = path.resolve(__dirname, 'routeProgress.ts');

/** Each start-up module of the theme, and what stands in for it. */
const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [PRISM_LANGUAGES_MODULE, NO_PRISM_MODULE],
  [PROGRESS_BAR_MODULE, ROUTE_PROGRESS_MODULE],
];

export default function startupModulesPlugin(): Plugin {
  return {
    name: 'lean-bundle-startup-modules',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: REPLACEMENTS.map(([pattern, replacement]) => new NormalModuleReplacementPlugin(pattern, replacement))};
    },
  };
}
