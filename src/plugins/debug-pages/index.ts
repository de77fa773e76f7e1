import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Debug-page components that hold in every build. The registry page here
 * lists the browser's registry once the page has hydrated: the framework's
 * listed the server's while rendering, and module ids differ between the
 * server and browser bundles, so it failed to hydrate (React error #418).
 * With the route-tables tweak (src/lean-bundle/route-tables), whose plugins
 * come later in the config, the tweak's own registry page replaces this one.
 */
export default function debugPagesPlugin(): Plugin {
  return {
    name: 'debug-pages',
    getThemePath: () => path.resolve(__dirname, 'theme'),
  };
}
