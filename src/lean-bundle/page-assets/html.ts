import {attribute, escapeAttribute, parsePage, sourceRange, type Element, type PageEdit, type ParsedPage} from '../../plugins/post-build/pagePass';
import {LOAD_CHUNK_ATTRIBUTE} from '../../utils/loadChunkMarker';

const isStylesheetLink = (element: Element): boolean =>
  element.tagName === 'link' && (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

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
