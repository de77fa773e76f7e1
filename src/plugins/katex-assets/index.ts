import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Folder listed in `staticDirectories`: files generated for the site to serve. */
export const GENERATED_STATIC_DIR = '.generated-static';

/**
 * Serves KaTeX's stylesheet and fonts from the site itself (no CDN), copied
 * from the installed `katex` package so they always match the renderer's
 * version. Only pages with math link the stylesheet (see remarkKatexStylesheet).
 *
 * The files land in a static directory during `loadContent`, before bundling,
 * so the framework copies them like any static file and the service worker's
 * precache manifest (computed in postBuild) includes them.
 */
export default function katexAssetsPlugin(context: LoadContext): Plugin {
  const katexDist = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const target = path.join(context.siteDir, GENERATED_STATIC_DIR, 'katex');

  return {
    name: 'katex-assets',
    async loadContent() {
      await fs.mkdir(target, {recursive: true});
      await fs.copyFile(path.join(katexDist, 'katex.min.css'), path.join(target, 'katex.min.css'));
      await fs.cp(path.join(katexDist, 'fonts'), path.join(target, 'fonts'), {recursive: true});
    },
  };
}
