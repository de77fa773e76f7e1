import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mapLimited} from '../../utils/mapLimited';
import {canonicalUrl, pageContent, pageTitle, parsePage, readMetaTags} from '../../utils/pageContent';
import {precacheEntry} from '../pwa/precacheEntry';
import {LLMS_FULL_TXT, LLMS_TXT} from './fileNames';
import {renderLlmsFull, renderLlmsTxt, type LlmsSection, type ListedPage} from './llmsTxt';
import {announceMarkdownTwins, expectMarkdownTwins, failMarkdownTwins} from './precache';
import {siteStructure, type SiteStructure, type StructureOptions} from './siteStructure';
import {contentToMarkdown, twinDocument} from './toMarkdown';
import {twinPath} from './twinPath';

export type MarkdownTwinsOptions = StructureOptions & {
  /** llms.txt's summary paragraph: what the site is. */
  summary: string;
  /** Paragraphs after the summary. */
  notes: readonly string[];
  /** How many of the newest posts, and of the newest releases, llms.txt lists. */
  latestPosts: number;
};

/** Pages converted at once: enough to keep the disk busy, few enough for two cores. */
const CONCURRENCY = 8;

/** The HTML file the build wrote for a page path (base URL included). */
function htmlFile(outDir: string, baseUrl: string, pagePath: string): string {
  return path.join(outDir, pagePath.slice(baseUrl.length), 'index.html');
}

/**
 * Pages for machines: after the build, every page of the docs (all versions),
 * the community section, the blog and the changelog is also written as
 * Markdown beside its HTML (its twin, at the URL `twinPath` gives), from the
 * same content extraction as the search index (src/utils/pageContent.ts); then
 * `/llms.txt` lists the current docs, the API reference, the community pages
 * and the newest posts and releases by their twins, and `/llms-full.txt` holds
 * the current docs and API reference in sidebar order. The twins are added to
 * the service worker's precache list.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {baseUrl, siteConfig} = context;
  const absolute = (sitePath: string): string => new URL(sitePath, siteConfig.url).href;
  let structure: SiteStructure | null = null;
  expectMarkdownTwins();

  async function writeTwin(outDir: string, pagePath: string): Promise<{page: ListedPage; file: string; twin: string}> {
    const file = htmlFile(outDir, baseUrl, pagePath);
    const document = parsePage(await fs.readFile(file, 'utf8'));
    const content = pageContent(document);
    if (!content) {
      throw new Error(`markdown-twins: ${path.relative(outDir, file)} has no <main> element to convert.`);
    }
    // Content plugins give permalinks without the trailing slash the site adds to its URLs.
    const url = canonicalUrl(document) ?? absolute(pagePath);
    const title = pageTitle(document, content);
    const description = readMetaTags(document).get('description') ?? null;
    const body = contentToMarkdown(content, url);
    const twin = twinDocument({title, description}, body);
    const twinUrl = twinPath(pagePath, baseUrl);
    const twinFile = twinUrl.slice(baseUrl.length);
    await fs.writeFile(path.join(outDir, twinFile), twin);
    return {page: {url, twinUrl: absolute(twinUrl), title, description, body}, file: twinFile, twin};
  }

  return {
    name: 'markdown-twins',

    async allContentLoaded({allContent}) {
      structure = siteStructure(allContent, options);
    },

    async postBuild({outDir}) {
      try {
        if (!structure) throw new Error('markdown-twins: the site content was not loaded.');
        const site = structure;
        const written = await mapLimited(site.pages, CONCURRENCY, (pagePath) => writeTwin(outDir, pagePath));

        const byPath = new Map(site.pages.map((pagePath, index) => [pagePath, written[index]!.page]));
        const listed = (paths: readonly string[]): ListedPage[] =>
          paths.flatMap((pagePath) => byPath.get(pagePath) ?? []);
        const intro = {name: siteConfig.title, summary: options.summary, notes: options.notes};
        const sections: LlmsSection[] = [
          {title: 'Docs guides', pages: listed(site.guides)},
          {title: 'API reference', pages: listed(site.api)},
          {title: 'Community', pages: listed(site.community)},
          {title: 'Blog: latest posts', pages: listed(site.blog.slice(0, options.latestPosts))},
          {title: 'Changelog: latest releases', pages: listed(site.changelog.slice(0, options.latestPosts))},
        ];
        await fs.writeFile(path.join(outDir, LLMS_TXT), renderLlmsTxt(intro, sections));
        await fs.writeFile(path.join(outDir, LLMS_FULL_TXT), renderLlmsFull(intro, listed([...site.guides, ...site.api])));

        // Announced once every file of this step is written: the precache list is taken next.
        await announceMarkdownTwins(written.map(({file, twin}) => precacheEntry(file, twin)));
        const bytes = written.reduce((sum, {twin}) => sum + Buffer.byteLength(twin), 0);
        console.log(`[markdown-twins] ${written.length} pages as Markdown (${(bytes / 1024 / 1024).toFixed(1)} MB), ${LLMS_TXT}, ${LLMS_FULL_TXT}`);
      } catch (error) {
        failMarkdownTwins(error);
        throw error;
      }
    },
  };
}
