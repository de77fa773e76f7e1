import path from 'node:path';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SHOWCASE_SITES} from '../../data/showcase/sites';
import {GENERATED_STATIC_DIR} from '../katex-assets';
import {PREVIEWS_DIR_NAME} from '../showcase-previews';
import {writeHomeArt} from './art';
import {homeNews} from './news';
import {pickStripSites, stripModuleSource} from './showcaseStrip';

/** Where the pictures are served from: `/img/home/<name>-<mode>.svg`. */
export const HOME_ART_PATH = 'img/home';

/**
 * Everything the home page shows that comes from elsewhere in the site, made
 * at build time so the page carries data, not code to compute it:
 * - its pictures, drawn in code (./art) in a light and a dark variant, written
 *   as static SVG files before bundling;
 * - the latest release announcement and blog posts, from the blog plugin's
 *   loaded posts (`@generated/home-page/default/news.json`);
 * - the showcase strip, from the showcase data, with the preview cards the
 *   showcase-previews plugin renders (`@generated/home-page/default/showcase.js`).
 */
export default function homePagePlugin(context: LoadContext): Plugin {
  return {
    name: 'home-page',
    async loadContent() {
      await writeHomeArt(path.join(context.siteDir, GENERATED_STATIC_DIR, HOME_ART_PATH));
    },
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      await actions.createData('news.json', JSON.stringify(homeNews(blog?.blogPosts ?? [])));
      const previews = path.join(context.generatedFilesDir, PREVIEWS_DIR_NAME);
      await actions.createData(
        'showcase.js',
        stripModuleSource(
          pickStripSites(SHOWCASE_SITES),
          (slug) => path.join(previews, `${slug}.png`),
          SHOWCASE_SITES.length,
        ),
      );
    },
  };
}
