import {attribute, escapeAttribute, parsePage, sourceRange, type Element, type PageEdit, type ParsedPage} from '../../plugins/post-build/pagePass';
import {LOAD_CHUNK_ATTRIBUTE} from '../../utils/loadChunkMarker';

export class MissingEntryScriptError extends Error {}

const scriptElements = (page: ParsedPage): Element[] =>
  page.elements.filter((element) => element.tagName === 'script' && attribute(element, 'src') !== undefined);

const isStylesheetLink = (element: Element): boolean =>
  element.tagName === 'link' && (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

/** The `src` of every script element of a page, in document order. */
export function scriptSources(html: string): string[] {
  return scriptElements(parsePage('', html)).map((element) => attribute(element, 'src')!);
}

/** The `href` of every stylesheet link of a page, in document order. */
export function stylesheetHrefs(html: string): string[] {
  return parsePage('', html)
    .elements.filter(isStylesheetLink)
    .map((element) => attribute(element, 'href') ?? '');
}

/**
 * The chunks of the parts a page shows that load when needed: each leaves a
 * `<template>` naming its chunk (src/utils/loadWhenNeeded.tsx). Each name once, in document order.
 */
export function loadChunkMarkers(page: ParsedPage): string[] {
  const names = page.elements
    .filter((element) => element.tagName === 'template')
    .map((element) => attribute(element, LOAD_CHUNK_ATTRIBUTE))
    .filter((name): name is string => name !== undefined && name !== '');
  return [...new Set(names)];
}

/**
 * Deferred scripts for the route's chunks, placed just before the script of
 * the framework's entry chunk (`main.js`). Deferred scripts run in document
 * order once the page is parsed, so every chunk has registered its modules
 * when `main.js` starts: the runtime finds them installed and inserts no
 * script of its own, and the downloads start while the page is still parsing
 * rather than after `main.js` has run. Scripts the page already loads are not
 * added twice.
 */
export function chunkScriptEdits(page: ParsedPage, {entryScript, scripts}: {entryScript: string; scripts: readonly string[]}): PageEdit[] {
  const existing = scriptElements(page);
  const entry = existing.find((element) => attribute(element, 'src') === entryScript);
  if (!entry) {
    throw new MissingEntryScriptError(`lean-bundle page-assets: no <script> loads the entry chunk ${entryScript} in ${page.relativePath}.`);
  }
  const present = new Set(existing.map((element) => attribute(element, 'src')));
  const tags = scripts
    .filter((src) => !present.has(src))
    .map((src) => `<script src="${escapeAttribute(src)}" defer></script>`)
    .join('');
  return tags === '' ? [] : [{start: sourceRange(entry).start, text: tags}];
}

/**
 * Links to the stylesheets of the route's components right after the page's
 * last stylesheet (the site's single one), so they apply from the first paint
 * and come after it in the cascade, as they did inside it. The runtime finds
 * them by their `href` when the route's chunks load, and adds none.
 */
export function stylesheetEdits(page: ParsedPage, stylesheets: readonly string[]): PageEdit[] {
  const links = page.elements.filter(isStylesheetLink);
  const present = new Set(links.map((element) => attribute(element, 'href')));
  const tags = stylesheets
    .filter((href) => !present.has(href))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  if (tags === '') return [];
  const last = links.at(-1);
  if (last) return [{start: sourceRange(last).end, text: tags}];
  const head = page.elements.find((element) => element.tagName === 'head');
  const headEnd = head && sourceRange(head).endTagStart;
  if (headEnd === undefined) {
    throw new Error(`lean-bundle page-assets: ${page.relativePath} has neither a stylesheet nor a </head> to link its stylesheets by.`);
  }
  return [{start: headEnd, text: tags}];
}
