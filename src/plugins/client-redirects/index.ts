import fs from 'node:fs/promises';
import path from 'node:path';
import clientRedirectsPlugin, {type PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {externalizeRedirectScript, isClientRedirectPage, REDIRECT_SCRIPT, REDIRECT_SCRIPT_FILE} from './redirectPage';

export {validateOptions} from '@docusaurus/plugin-client-redirects';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/**
 * The framework's client-side redirects, with one change: each redirect page
 * loads a shared script file instead of carrying its own inline script. One
 * inline script per redirect (hundreds, with the `.html` redirects) could only
 * be allowed by one CSP hash each; a file from the site itself needs none.
 * Options are the framework plugin's (config/redirects.ts), validated by it.
 */
export default function clientRedirects(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const plugin = clientRedirectsPlugin(context, options);
  const writeRedirectPages = plugin?.postBuild;
  if (!plugin || !writeRedirectPages) {
    return plugin;
  }
  return {
    ...plugin,
    name: 'client-redirects',
    async postBuild(props) {
      await writeRedirectPages.call(plugin, props);
      await fs.writeFile(path.join(props.outDir, REDIRECT_SCRIPT_FILE), REDIRECT_SCRIPT);
      const scriptUrl = `${context.baseUrl}${REDIRECT_SCRIPT_FILE}`;
      for await (const file of htmlFiles(props.outDir)) {
        const html = await fs.readFile(file, 'utf8');
        if (isClientRedirectPage(html)) {
          await fs.writeFile(file, externalizeRedirectScript(html, scriptUrl));
        }
      }
    },
  };
}
