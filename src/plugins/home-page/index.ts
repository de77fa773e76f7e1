import path from 'node:path';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SHOWCASE_SITES} from '../../data/showcase/sites';
import {GENERATED_STATIC_DIR} from '../katex-assets';
import {writeHomeArt} from './art';
import {homeNews} from './news';
import {pickStripSites, stripData, writeStripCards} from './showcaseStrip';

/** Where the pictures are served from: `/img/home/<name>-<mode>.svg`. */
export const HOME_ART_PATH = 'img/home';

/** Where the showcase strip's preview cards are served from: `/img/showcase-strip/<slug>.svg`. */
export const STRIP_CARDS_PATH = 'img/showcase-strip';

/**
 * Everything the home page shows that comes from elsewhere in the site, made
 * at build time so the page carries data, not code to compute it:
 * - its pictures, drawn in code (./art) in a light and a dark variant, written
 *   as static SVG files before bundling;
 * - the latest release announcement and blog posts, from the blog plugin's
 *   loaded posts (`@generated/home-page/default/news.json`);
 * - the showcase strip, from the showcase data (`@generated/home-page/default/showcase.json`),
 *   with each site's preview card written as a static SVG file.
 */
export default function homePagePlugin(context: LoadContext): Plugin {
  const stripSites = pickStripSites(SHOWCASE_SITES);
  return {
    name: 'home-page',
    async loadContent() {
      const staticDir = path.join(context.siteDir, GENERATED_STATIC_DIR);
      await writeHomeArt(path.join(staticDir, HOME_ART_PATH));
      await writeStripCards(path.join(staticDir, STRIP_CARDS_PATH), stripSites);
    },
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      await actions.createData('news.json', JSON.stringify(homeNews(blog?.blogPosts ?? [])));
      const strip = stripData(stripSites, (slug) => `/${STRIP_CARDS_PATH}/${slug}.svg`, SHOWCASE_SITES.length);
      await actions.createData('showcase.json', JSON.stringify(strip));
    },
  };
}
