import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/**
 * A plugin that changes only the browser bundle of a production build. Size
 * work belongs there: the server bundle renders pages at build time and is
 * never downloaded, and the development server is better off with the
 * framework's defaults (readable names, fast rebuilds).
 */
export function productionBrowserPlugin(
  name: string,
  configure: (config: Parameters<ConfigureWebpack>[0], utils: Parameters<ConfigureWebpack>[2]) => ReturnType<ConfigureWebpack>,
): Plugin {
  return {
    name,
    configureWebpack(config, isServer, utils) {
      return isServer || config.mode !== 'production' ? {} : configure(config, utils);
    },
  };
}
