import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {PageRewriteFactory} from '../post-build';
import type {PageRewrite} from '../post-build/pagePass';
import {cardFor, type CardOptions, type CardSection} from './cardContent';
import {createCardStore} from './cardStore';
import {cardAlt, imageTagEdits} from './metaTags';
import {readPageFacts} from './pageFacts';
import {createCardRenderer} from './render';

export type {CardSection} from './cardContent';

export type SocialCardsOptions = {
  /** The parts of the site whose pages get a card. */
  sections: readonly CardSection[];
};

/** The cache of drawn cards, relative to the site: kept between builds, emptied by `docusaurus clear`. */
export const CACHE_DIR = 'node_modules/.cache/social-cards';

/** Whether the page's `<html>` start tag names a docs page or a post: only those are parsed for a card. */
function mayHaveCard(html: string): boolean {
  const start = html.indexOf('<html');
  const tag = start === -1 ? '' : html.slice(start, html.indexOf('>', start));
  return tag.includes('plugin-docs') || tag.includes('blog-post-page');
}

/**
 * A social card for every docs page, post and release that shows none of its
 * own (README.md). A rewrite of the post-build page pass: each page's card is
 * decided from its built HTML, its image tags pointed at the card, and the
 * card drawn (or taken from the cache) while the pass goes on; the pass ends
 * once every card is in the build.
 */
export function socialCards({sections}: SocialCardsOptions): PageRewriteFactory {
  return async ({context, outDir}): Promise<PageRewrite> => {
    const {siteConfig, siteDir, baseUrl, i18n} = context;
    const siteImage = (siteConfig.themeConfig as {image?: string}).image;
    const siteUrl = siteConfig.url.replace(/\/$/, '');
    const absolute = (pathInSite: string) => `${siteUrl}${baseUrl}${pathInSite.replace(/^\//, '')}`;
    const options: CardOptions = {
      sections,
      siteTitle: siteConfig.title,
      titleDelimiter: siteConfig.titleDelimiter,
      defaultImage: siteImage === undefined ? undefined : /^https?:/.test(siteImage) ? siteImage : absolute(siteImage),
      site: `${new URL(siteUrl).host}${baseUrl === '/' ? '' : baseUrl.replace(/\/$/, '')}`,
      locale: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    };
    const renderer = await createCardRenderer(siteDir);
    const store = createCardStore({
      cacheDir: path.join(siteDir, CACHE_DIR),
      outDir,
      rendererVersion: renderer.version,
      draw: renderer.render,
      concurrency: Math.max(2, availableParallelism()),
    });
    const started = Date.now();
    return {
      name: 'social-cards',
      wants: (_path, html) => mayHaveCard(html),
      edits({elements}) {
        const content = cardFor(readPageFacts(elements), options);
        if (!content) return [];
        return imageTagEdits(elements, absolute(store.request(content)), cardAlt(content));
      },
      async done() {
        const passEnded = Date.now();
        const {cards, drawn, bytes, largest} = await store.finish();
        const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        // Cards are drawn while the pass goes on; what they add to the build is the wait after its last page.
        console.log(
          `[social-cards] ${cards} cards (${drawn} drawn, ${cards - drawn} from the cache), ${kb(bytes)}` +
            `${largest ? `, largest ${kb(largest.bytes)}` : ''}; ready ${seconds(Date.now() - started)} after the pass began,` +
            ` ${seconds(Date.now() - passEnded)} after its last page`,
        );
      },
    };
  };
}
