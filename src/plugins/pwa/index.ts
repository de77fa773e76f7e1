import path from 'node:path';
import pwaPlugin from '@docusaurus/plugin-pwa';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {postBuildSequence} from '../post-build/sequence';

export {validateOptions} from '@docusaurus/plugin-pwa';

/** Where the framework looks for a plugin's theme: relative to the folder of the module it loaded. */
const PWA_MODULE_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa'));

/**
 * The framework's PWA plugin, with its postBuild (the service worker and its
 * precache list) as the last step of the post-build sequence
 * (../post-build/sequence.ts): it runs once every page has its final content
 * and the search index is written, whatever order the framework runs the
 * hooks in. Options are the framework plugin's, validated by it.
 */
export default function pwa(context: LoadContext, options: PluginOptions): Plugin | null {
  const plugin = pwaPlugin(context, options);
  const buildServiceWorker = plugin?.postBuild;
  if (!plugin || !buildServiceWorker) return plugin;
  postBuildSequence.expect('precache');
  // The framework resolves a theme path against the plugin module's folder; this module lives elsewhere.
  const themePath = plugin.getThemePath?.();
  const typeScriptThemePath = plugin.getTypeScriptThemePath?.();
  return {
    ...plugin,
    ...(themePath && {getThemePath: () => path.resolve(PWA_MODULE_DIR, themePath)}),
    ...(typeScriptThemePath && {getTypeScriptThemePath: () => path.resolve(PWA_MODULE_DIR, typeScriptThemePath)}),
    async postBuild(props) {
      await postBuildSequence.arrive('precache', async () => {
        await buildServiceWorker.call(plugin, props);
      });
    },
  };
}
