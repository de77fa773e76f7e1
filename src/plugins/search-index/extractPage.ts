import {
  attr,
  pageTitle,
  textOf as readText,
  classes,
  children,
  findAll,
  findFirst,
  hasClass,
  isElement,
  pageContent,
  parsePage,
  readMetaTags,
  type Element,
  type Node,
} from '../../utils/pageContent';
import type {ExtractedPage, PageBlock, PageHeading} from './types';


export type ExtractOptions = {
  /** Site path of the page, base URL included (`/docs/installation/`). */
  url: string;
  /** Section name for pages outside any sidebar category or navbar item. */
  defaultLvl0: string;
  /** Section names by path prefix, for parts of the site no navbar item marks (the changelog). */
  sections?: readonly {path: string; name: string}[];
};

/** Elements whose own text is one record. */
const BLOCK_TAGS = new Set(['p', 'li', 'dt', 'dd', 'tr', 'figcaption', 'summary']);

/** Elements that end a block's own text: their text belongs to another record. */
const BOUNDARY_TAGS = new Set([
  ...BLOCK_TAGS,
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'div',
  'section',
  'article',
  'header',
  'figure',
  'details',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/**
 * The text of an element, skipping chrome. With `stopAtBoundaries`, nested
 * blocks are left out: they become records of their own.
 */
function textOf(root: Element, stopAtBoundaries: boolean): string {
  return readText(root, stopAtBoundaries ? BOUNDARY_TAGS : undefined);
}

const HEADING_LEVEL: Record<string, number> = {h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

function rowCells(row: Element): Element[] {
  return children(row).filter(
    (child): child is Element => isElement(child) && (child.tagName === 'td' || child.tagName === 'th'),
  );
}

/** A table row as one line of text, "name - rest of the row"; null for header rows. */
function tableRowText(row: Element): string | null {
  const cells = rowCells(row);
  // Header rows name the columns; they say nothing about the page on their own.
  if (cells.length === 0 || cells.every((cell) => cell.tagName === 'th')) {
    return null;
  }
  const [first, ...rest] = cells.map((cell) => textOf(cell, true)).filter(Boolean);
  return rest.length > 0 ? `${first} - ${rest.join('; ')}` : (first ?? null);
}

/**
 * A row of an option table (a row with an id, which the table's anchors link
 * to): the option's name, from the first cell's code, and what the other
 * cells say of it, description first.
 */
function optionRow(row: Element): {name: string; text: string} | null {
  const cells = rowCells(row);
  const [nameCell, ...others] = cells;
  if (!nameCell || others.length === 0) return null;
  const code = findFirst(nameCell, (element) => element.tagName === 'code');
  const name = textOf(code ?? nameCell, false);
  if (!name) return null;
  const texts = others.map((cell) => textOf(cell, true));
  const description = texts.at(-1) ?? '';
  const [type, defaultValue] = texts.length >= 3 ? texts : [];
  const details = [type && `Type: ${type}.`, defaultValue && `Default: ${defaultValue}.`].filter(Boolean).join(' ');
  return {name, text: [description, details].filter(Boolean).join(' ')};
}

/** Longest code text kept per block: enough for commands, messages and the start of a file. */
const MAX_CODE_TEXT = 500;

function codeText(pre: Element): string {
  const text = textOf(pre, false);
  if (text.length <= MAX_CODE_TEXT) return text;
  const cut = text.lastIndexOf(' ', MAX_CODE_TEXT);
  return `${text.slice(0, cut > 0 ? cut : MAX_CODE_TEXT)} …`;
}

/**
 * Whether a page is a hub: a generated category index, or a page where most
 * paragraphs and list items point elsewhere (a reading list, "what's next").
 */
function isHub(main: Element): boolean {
  if (findFirst(main, (element) => classes(element).some((name) => name.startsWith('generatedIndexPage')))) {
    return true;
  }
  const blocks = findAll(main, (element) => element.tagName === 'p' || element.tagName === 'li');
  if (blocks.length < HUB_MIN_BLOCKS) return false;
  const linking = blocks.filter((block) => findFirst(block, (element) => element.tagName === 'a') !== null);
  return linking.length / blocks.length >= HUB_LINK_SHARE;
}

/** A hub has at least this many blocks, and this share of them holds a link. */
const HUB_MIN_BLOCKS = 5;
const HUB_LINK_SHARE = 0.6;

/**
 * The part of the site a page belongs to, for grouping hits: the deepest
 * active sidebar category, else the active navbar item.
 */
function sectionName(
  document: Node,
  url: string,
  fallback: string,
  sections: readonly {path: string; name: string}[],
): string {
  const activeCategories = findAll(
    document,
    (element) =>
      hasClass(element, 'menu__link--sublist') &&
      hasClass(element, 'menu__link--active') &&
      element.tagName === 'a',
  );
  const category = activeCategories.at(-1);
  if (category) {
    const text = textOf(category, false);
    if (text) return text;
  }
  const section = sections.find(({path}) => url.startsWith(path));
  if (section) return section.name;
  const navbarItem = findFirst(document, (element) => hasClass(element, 'navbar__link--active'));
  const text = navbarItem ? textOf(navbarItem, false) : '';
  return text || fallback;
}

/** The site paths the page's text links to, with their anchors, without queries. */
function linkedPages(main: Element, url: string): string[] {
  const targets = new Set<string>();
  for (const link of findAll(main, (element) => element.tagName === 'a')) {
    const href = attr(link, 'href');
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    try {
      const target = new URL(href, `https://site.invalid${url}`);
      if (target.host === 'site.invalid') targets.add(`${target.pathname}${target.hash}`);
    } catch {
      // A malformed link leads nowhere search can count.
    }
  }
  return [...targets];
}

/** Whether a docusaurus search tag is one contextual search can ask for. */
export function isSearchableTag(tag: string): boolean {
  // List pages (blog pages, tag and author lists) get tags of their own,
  // like `blog_posts_list`: they repeat their posts and are left out.
  return tag === 'default' || tag.startsWith('docs-');
}

/**
 * Reads one built HTML page into searchable text: its search meta tags, its
 * title, its section headings with their anchors, and each paragraph, list
 * item and table row of the main content. Returns null for pages search must
 * not list: redirects, `noindex` pages, list pages.
 */
export function extractPage(html: string, {url, defaultLvl0, sections = []}: ExtractOptions): ExtractedPage | null {
  const document = parsePage(html);
  const metas = readMetaTags(document);
  if (metas.has('refresh') || /\bnoindex\b/i.test(metas.get('robots') ?? '')) {
    return null;
  }
  const tag = metas.get('docsearch:docusaurus_tag') ?? metas.get('docusaurus_tag');
  if (!tag || !isSearchableTag(tag)) {
    return null;
  }
  const main = pageContent(document);
  if (!main) {
    return null;
  }
  const htmlElement = findFirst(document, (element) => element.tagName === 'html');
  const language =
    metas.get('docsearch:language') ??
    metas.get('docusaurus_locale') ??
    (htmlElement ? attr(htmlElement, 'lang') : null) ??
    'en';

  const headings: PageHeading[] = [];
  const blocks: PageBlock[] = [];
  const seen = new Set<string>();
  // The section that running text belongs to: the last real heading. Option
  // rows become sections of their own without changing it.
  let section = -1;
  let sectionLevel = 1;
  const addBlock = (text: string | null, heading = section, code = false): void => {
    if (!text) return;
    const key = `${heading}\u0000${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    blocks.push(code ? {heading, text, code} : {heading, text});
  };

  const walk = (node: Node): void => {
    for (const child of children(node)) {
      if (!isElement(child)) {
        continue;
      }
      const level = HEADING_LEVEL[child.tagName];
      if (child.tagName === 'h1') {
        continue;
      }
      if (level !== undefined) {
        const text = textOf(child, false);
        const anchor = attr(child, 'id');
        // Only headings a reader can link to are sections; others (card
        // titles, page widgets) are text of the section they sit in.
        if (anchor && text) {
          headings.push({level, text, anchor});
          section = headings.length - 1;
          sectionLevel = level;
        } else {
          addBlock(text);
        }
        continue;
      }
      if (child.tagName === 'pre') {
        addBlock(codeText(child), section, true);
        continue;
      }
      if (child.tagName === 'tr') {
        const anchor = attr(child, 'id');
        const option = anchor ? optionRow(child) : null;
        if (anchor && option) {
          headings.push({level: Math.min(sectionLevel + 1, 6), text: option.name, anchor});
          addBlock(option.text, headings.length - 1);
        } else {
          addBlock(tableRowText(child));
        }
        continue;
      }
      if (BLOCK_TAGS.has(child.tagName)) {
        addBlock(textOf(child, true));
      }
      walk(child);
    }
  };
  walk(main);

  return {
    url,
    language,
    tag,
    version: metas.get('docsearch:version') ?? metas.get('docusaurus_version') ?? null,
    lvl0: sectionName(document, url, defaultLvl0, sections),
    title: pageTitle(document, main),
    headings,
    blocks,
    hub: tag.startsWith('docs-') && isHub(main),
    links: linkedPages(main, url),
    inbound: 0,
  };
}
