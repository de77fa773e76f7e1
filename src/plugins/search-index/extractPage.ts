import {parse, type DefaultTreeAdapterMap} from 'parse5';
import type {ExtractedPage, PageBlock, PageHeading} from './types';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type ExtractOptions = {
  /** Site path of the page, base URL included (`/docs/installation/`). */
  url: string;
  /** Section name for pages outside any sidebar category or navbar item. */
  defaultLvl0: string;
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
  'pre',
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

function tableRowText(row: Element): string | null {
  const cells = children(row).filter(
    (child): child is Element => isElement(child) && (child.tagName === 'td' || child.tagName === 'th'),
  );
  // Header rows name the columns; they say nothing about the page on their own.
  if (cells.length === 0 || cells.every((cell) => cell.tagName === 'th')) {
    return null;
  }
  return cells
    .map((cell) => textOf(cell, true))
    .filter(Boolean)
    .join(' | ');
}

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
function sectionName(document: Node, fallback: string): string {
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
export function extractPage(html: string, {url, defaultLvl0}: ExtractOptions): ExtractedPage | null {
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
  const addBlock = (text: string | null): void => {
    if (!text) return;
    const key = `${headings.length - 1}\u0000${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    blocks.push({heading: headings.length - 1, text});
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
        } else {
          addBlock(text);
        }
        continue;
      }
      if (child.tagName === 'tr') {
        addBlock(tableRowText(child));
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
    lvl0: sectionName(document, defaultLvl0),
    title: pageTitle(document, main),
    headings,
    blocks,
  };
}
