import {parse, type DefaultTreeAdapterMap} from 'parse5';

/**
 * What a built page's content is, for every reader of built HTML that is not
 * a browser: the search index (src/plugins/search-index) and the Markdown
 * twins and llms.txt (src/plugins/markdown-twins) both start from the
 * subtree this module gives, so search and the twins cannot disagree about
 * what a page says.
 */

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type TextNode = DefaultTreeAdapterMap['textNode'];
export type Document = DefaultTreeAdapterMap['document'];

/** Subtrees that are chrome or duplicates of other content, never page text. */
const CHROME_TAGS = new Set([
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

const CHROME_CLASSES = [
  'hash-link',
  'table-of-contents',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-footer',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'pagination-nav',
  'theme-edit-this-page',
  'theme-last-updated',
];

/** Set on each tab panel by `pageContent`: the label of its tab, whose list is chrome. */
export const TAB_LABEL_ATTRIBUTE = 'data-tab-label';

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function attr(element: Element, name: string): string | null {
  return element.attrs.find((candidate) => candidate.name === name)?.value ?? null;
}

export function classes(element: Element): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

export function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

export function children(node: Node): Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}

export function findAll(root: Node, predicate: (element: Element) => boolean, out: Element[] = []): Element[] {
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

export function findFirst(root: Node, predicate: (element: Element) => boolean): Element | null {
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

/** Whether an element is page chrome: navigation, controls, hidden copies, theme widgets. */
export function isChrome(element: Element): boolean {
  if (CHROME_TAGS.has(element.tagName)) {
    return true;
  }
  if (attr(element, 'aria-hidden') === 'true' || attr(element, 'role') === 'tablist') {
    return true;
  }
  const names = classes(element);
  return CHROME_CLASSES.some((name) => names.includes(name));
}

export function parsePage(html: string): Document {
  return parse(html);
}

/** The page's meta tags by lower-cased name (or property), first one winning. */
export function readMetaTags(document: Node): Map<string, string> {
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

/** The URL the page names as its own (`<link rel="canonical">`), trailing slash as the site serves it. */
export function canonicalUrl(document: Node): string | null {
  const link = findFirst(document, (element) => element.tagName === 'link' && attr(element, 'rel') === 'canonical');
  return link ? attr(link, 'href') : null;
}

/** The labels of a tab group's tabs, in order. */
function tabLabels(tablist: Element): string[] {
  return findAll(tablist, (element) => attr(element, 'role') === 'tab').map((tab) => textOf(tab));
}

/** The panels of one tab group, not those of groups nested in them. */
function tabPanels(group: Node): Element[] {
  const panels: Element[] = [];
  const visit = (node: Node): void => {
    for (const child of children(node)) {
      if (!isElement(child)) continue;
      if (attr(child, 'role') === 'tabpanel') {
        panels.push(child);
      } else if (attr(child, 'role') !== 'tablist') {
        visit(child);
      }
    }
  };
  visit(group);
  return panels;
}

/** Elements a browser lays out on lines of their own: their text is apart from the text around them. */
const SPACED_TAGS = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'figcaption',
  'summary',
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
  'br',
  'td',
  'th',
  'hr',
]);

/** Collapses runs of whitespace and drops the zero-width spaces of heading links. */
export function normalizeText(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The text a reader sees in an element, chrome left out, formulas as their
 * TeX source. Elements named in `stopAt` below the root are left out too.
 */
export function textOf(root: Element, stopAt?: ReadonlySet<string>): string {
  const parts: string[] = [];
  const visit = (node: Node, isRoot: boolean): void => {
    if (node.nodeName === '#text') {
      parts.push((node as TextNode).value);
      return;
    }
    if (!isElement(node) || isChrome(node)) {
      return;
    }
    if (!isRoot && stopAt?.has(node.tagName)) {
      return;
    }
    // KaTeX renders each formula twice; the MathML copy carries the TeX source.
    if (hasClass(node, 'katex-mathml')) {
      const annotation = findFirst(node, (element) => element.tagName === 'annotation');
      parts.push(' ', annotation ? textOf(annotation) : '', ' ');
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

function isInsideChrome(element: Element): boolean {
  for (let node = element.parentNode; node && isElement(node); node = node.parentNode) {
    if (node.tagName === 'nav' || node.tagName === 'footer' || hasClass(node, 'navbar')) {
      return true;
    }
  }
  return false;
}

/** A page's title: its content's first-level heading, else the page part of the document title. */
export function pageTitle(document: Document, content: Element): string {
  const h1 = findFirst(content, (element) => element.tagName === 'h1');
  if (h1) {
    const text = textOf(h1);
    if (text) return text;
  }
  const body = findFirst(document, (element) => element.tagName === 'body');
  const anyH1 = body ? findFirst(body, (element) => element.tagName === 'h1' && !isInsideChrome(element)) : null;
  if (anyH1) {
    const text = textOf(anyH1);
    if (text) return text;
  }
  const title = findFirst(document, (element) => element.tagName === 'title');
  // Document titles read "Page | Site": the page part is the title.
  return title ? textOf(title).split(' | ')[0]!.trim() : '';
}

function removeChrome(node: Node): void {
  if (!('childNodes' in node)) return;
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (attr(child, 'role') === 'tablist') {
      // The tab list goes, but which panel is which tab is content.
      const labels = tabLabels(child);
      tabPanels(node).forEach((panel, index) => {
        const label = labels[index];
        if (label) panel.attrs.push({name: TAB_LABEL_ATTRIBUTE, value: label});
      });
    }
  }
  node.childNodes = node.childNodes.filter((child) => !isElement(child) || !isChrome(child));
  node.childNodes.forEach(removeChrome);
}

/**
 * The content of a built page: its `<main>` element with the chrome removed
 * (navigation, breadcrumbs, tables of contents, heading links, buttons, tab
 * lists, edit links, pagination, hidden duplicates), each tab panel labelled
 * with its tab (`TAB_LABEL_ATTRIBUTE`). Changes the document in place; null
 * for a page without main content.
 */
export function pageContent(document: Document): Element | null {
  const main = findFirst(document, (element) => element.tagName === 'main');
  if (!main) return null;
  removeChrome(main);
  return main;
}
