import {parse, type DefaultTreeAdapterMap} from 'parse5';
import type {ExtractedPage, PageBlock, PageHeading} from './types';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type ExtractOptions = {
  /** Site path of the page, base URL included (`/docs/installation/`). */
  url: string;
  /** Section name for pages outside any sidebar category or navbar item. */
  defaultLvl0: string;
  /** Section names by path prefix, for parts of the site no navbar item marks (the changelog). */
  sections?: readonly {path: string; name: string}[];
};

/** Subtrees that are chrome or duplicates of other content, never page text. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'footer',
  'aside',
  'iframe',
  'select',
  'textarea',
  'input',
]);

const SKIPPED_CLASSES = [
  'hash-link',
  'table-of-contents',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-footer',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-edit-this-page',
  'theme-last-updated',
];

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

/** Tags after which running text needs a space (they render on their own line). */
const SPACED_TAGS = new Set([...BOUNDARY_TAGS, 'br', 'td', 'th', 'hr']);

const HEADING_LEVEL: Record<string, number> = {h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(element: Element, name: string): string | null {
  return element.attrs.find((candidate) => candidate.name === name)?.value ?? null;
}

function classes(element: Element): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) {
    return true;
  }
  if (attr(element, 'aria-hidden') === 'true' || attr(element, 'role') === 'tablist') {
    return true;
  }
  const names = classes(element);
  return SKIPPED_CLASSES.some((name) => names.includes(name));
}

function children(node: Node): Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}

function findAll(root: Node, predicate: (element: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of children(root)) {
    if (isElement(child)) {
      if (predicate(child)) {
        out.push(child);
      }
      findAll(child, predicate, out);
    }
  }
  return out;
}

function findFirst(root: Node, predicate: (element: Element) => boolean): Element | null {
  for (const child of children(root)) {
    if (isElement(child)) {
      if (predicate(child)) {
        return child;
      }
      const found = findFirst(child, predicate);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

/** Collapses runs of whitespace and drops the zero-width spaces of heading links. */
export function normalizeText(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The text a reader sees in an element, skipping chrome. With `stopAtBoundaries`,
 * nested blocks are left out: they become records of their own.
 */
function textOf(root: Element, stopAtBoundaries: boolean): string {
  const parts: string[] = [];
  const visit = (node: Node, isRoot: boolean): void => {
    if (node.nodeName === '#text') {
      parts.push((node as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (!isElement(node) || isSkipped(node)) {
      return;
    }
    if (!isRoot && stopAtBoundaries && BOUNDARY_TAGS.has(node.tagName)) {
      return;
    }
    // KaTeX renders each formula twice; the MathML copy carries the TeX source.
    if (hasClass(node, 'katex-mathml')) {
      const annotation = findFirst(node, (element) => element.tagName === 'annotation');
      parts.push(' ', annotation ? textOf(annotation, false) : '', ' ');
      return;
    }
    const spaced = SPACED_TAGS.has(node.tagName);
    if (spaced) parts.push(' ');
    for (const child of children(node)) {
      visit(child, false);
    }
    if (spaced) parts.push(' ');
  };
  visit(root, true);
  return normalizeText(parts.join(''));
}

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
  const blocks = findAll(main, (element) => (element.tagName === 'p' || element.tagName === 'li') && !isInsideSkipped(element, main));
  if (blocks.length < HUB_MIN_BLOCKS) return false;
  const linking = blocks.filter((block) => findFirst(block, (element) => element.tagName === 'a') !== null);
  return linking.length / blocks.length >= HUB_LINK_SHARE;
}

function isInsideSkipped(element: Element, root: Element): boolean {
  for (let node = element.parentNode; node && node !== root && isElement(node); node = node.parentNode) {
    if (isSkipped(node)) return true;
  }
  return false;
}

/** A hub has at least this many blocks, and this share of them holds a link. */
const HUB_MIN_BLOCKS = 5;
const HUB_LINK_SHARE = 0.6;

function readMetaTags(document: Node): Map<string, string> {
  const metas = new Map<string, string>();
  for (const meta of findAll(document, (element) => element.tagName === 'meta')) {
    const name = attr(meta, 'name') ?? attr(meta, 'property') ?? attr(meta, 'http-equiv');
    const content = attr(meta, 'content');
    if (name && content !== null && !metas.has(name.toLowerCase())) {
      metas.set(name.toLowerCase(), content);
    }
  }
  return metas;
}

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

function pageTitle(document: Node, main: Element): string {
  const h1 = findFirst(main, (element) => element.tagName === 'h1');
  if (h1) {
    const text = textOf(h1, false);
    if (text) return text;
  }
  const body = findFirst(document, (element) => element.tagName === 'body');
  const anyH1 = body ? findFirst(body, (element) => element.tagName === 'h1' && !isInsideChrome(element)) : null;
  if (anyH1) {
    const text = textOf(anyH1, false);
    if (text) return text;
  }
  const title = findFirst(document, (element) => element.tagName === 'title');
  // Document titles read "Page | Site": the page part is the title.
  return title ? textOf(title, false).split(' | ')[0]!.trim() : '';
}

function isInsideChrome(element: Element): boolean {
  for (let node = element.parentNode; node && isElement(node); node = node.parentNode) {
    if (node.tagName === 'nav' || node.tagName === 'footer' || hasClass(node, 'navbar')) {
      return true;
    }
  }
  return false;
}

/** The site paths the page's text links to, with their anchors, without queries. */
function linkedPages(main: Element, url: string): string[] {
  const targets = new Set<string>();
  for (const link of findAll(main, (element) => element.tagName === 'a' && !isInsideSkipped(element, main))) {
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
  const document = parse(html);
  const metas = readMetaTags(document);
  if (metas.has('refresh') || /\bnoindex\b/i.test(metas.get('robots') ?? '')) {
    return null;
  }
  const tag = metas.get('docsearch:docusaurus_tag') ?? metas.get('docusaurus_tag');
  if (!tag || !isSearchableTag(tag)) {
    return null;
  }
  const main = findFirst(document, (element) => element.tagName === 'main');
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
      if (!isElement(child) || isSkipped(child)) {
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
