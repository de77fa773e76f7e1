import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SHOWCASE_SITES} from '../../data/showcase/sites';
import {renderPreviews} from './render';

/** Folder under the generated-files dir (`@generated/...`) holding the cards. */
export const PREVIEWS_DIR_NAME = 'showcase-previews';

/**
 * Renders a preview card per showcase site before bundling, so the showcase
 * page can hand them to the ideal-image loader (responsive sizes, blurred
 * placeholder). The cards are ours, generated from the data file, never
 * screenshots or logos of the sites.
 */
export default function showcasePreviewsPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, PREVIEWS_DIR_NAME);
  return {
    name: 'showcase-previews',
    async loadContent() {
      await renderPreviews(SHOWCASE_SITES, outDir);
    },
  };
}
