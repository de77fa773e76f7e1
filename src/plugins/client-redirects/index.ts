import fs from 'node:fs/promises';
import path from 'node:path';
import clientRedirectsPlugin, {type PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {postBuildSequence} from '../post-build/sequence';
import {REDIRECT_SCRIPT, REDIRECT_SCRIPT_FILE} from './redirectPage';

export {validateOptions} from '@docusaurus/plugin-client-redirects';

/**
 * The framework's client-side redirects, with one change: each redirect page
 * loads a shared script file instead of carrying its own inline script. One
 * inline script per redirect (hundreds, with the `.html` redirects) could only
 * be allowed by one CSP hash each; a file from the site itself needs none.
 * The framework's plugin writes the pages in the post-build sequence's first
 * step; the page pass then swaps their scripts (redirectPage.ts).
 * Options are the framework plugin's (config/redirects.ts), validated by it.
 */
export default function clientRedirects(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const plugin = clientRedirectsPlugin(context, options);
  const writeRedirectPages = plugin?.postBuild;
  if (!plugin || !writeRedirectPages) {
    return plugin;
  }
  postBuildSequence.expect('redirect-pages');
  return {
    ...plugin,
    name: 'client-redirects',
    async postBuild(props) {
      await postBuildSequence.arrive('redirect-pages', async () => {
        await writeRedirectPages.call(plugin, props);
        await fs.writeFile(path.join(props.outDir, REDIRECT_SCRIPT_FILE), REDIRECT_SCRIPT);
      });
    },
  };
}

/** The redirect pages' script, at the site's base URL. */
export const redirectScriptUrl = (baseUrl: string): string => `${baseUrl}${REDIRECT_SCRIPT_FILE}`;
