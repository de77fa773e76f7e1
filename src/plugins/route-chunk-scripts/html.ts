export class MissingEntryScriptError extends Error {}

const SCRIPT_TAG = /<script\b[^>]*>/gi;

/** An attribute's value in a tag, quoted or not (minified pages drop the quotes). */
function attributeValue(tag: string, name: 'src' | 'href'): string | undefined {
  const match = new RegExp(String.raw`\s${name}=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A value as it may stand between double quotes in an attribute. */
const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every script element of a page that has a `src`, with where its tag starts, in document order. */
function scriptTags(html: string): Array<{src: string; at: number}> {
  return [...html.matchAll(SCRIPT_TAG)].flatMap((match) => {
    const src = attributeValue(match[0], 'src');
    return src === undefined ? [] : [{src, at: match.index}];
  });
}

/** The `src` of every script element of a page, in document order. */
export function scriptSources(html: string): string[] {
  return scriptTags(html).map(({src}) => src);
}

/**
 * A page with deferred scripts for its route's chunks, placed just before
 * the script of the framework's entry chunk (`main.js`). Deferred scripts run
 * in document order once the page is parsed, so every chunk has registered
 * its modules when `main.js` starts: the runtime finds them installed and
 * inserts no script of its own, and the downloads start while the page is
 * still parsing rather than after `main.js` has run. Scripts the page
 * already loads are not added twice.
 */
export function withChunkScripts(html: string, {entryScript, scripts}: {entryScript: string; scripts: readonly string[]}): string {
  const existing = scriptTags(html);
  const entryTag = existing.find(({src}) => src === entryScript);
  if (!entryTag) {
    throw new MissingEntryScriptError(`route-chunk-scripts: no <script> loads the entry chunk ${entryScript} in this page.`);
  }
  const present = new Set(existing.map(({src}) => src));
  const tags = scripts
    .filter((src) => !present.has(src))
    .map((src) => `<script src="${escapeAttribute(src)}" defer></script>`)
    .join('');
  return `${html.slice(0, entryTag.at)}${tags}${html.slice(entryTag.at)}`;
}

const LINK_TAG = /<link\b[^>]*>/gi;
const STYLESHEET_REL = /\srel=(?:"stylesheet"|'stylesheet'|stylesheet(?=[\s>/]))/i;

/** Every stylesheet link of a page, with where its tag ends, in document order. */
function stylesheetLinks(html: string): Array<{href: string; end: number}> {
  return [...html.matchAll(LINK_TAG)].flatMap((match) => {
    const href = STYLESHEET_REL.test(match[0]) ? attributeValue(match[0], 'href') : undefined;
    return href === undefined ? [] : [{href, end: match.index + match[0].length}];
  });
}

/** The `href` of every stylesheet link of a page, in document order. */
export function stylesheetHrefs(html: string): string[] {
  return stylesheetLinks(html).map(({href}) => href);
}

/**
 * A page that links the stylesheets of its route's components right after
 * its last stylesheet (the site's single one), so they apply from the first
 * paint and come after it in the cascade, as they did inside it. The runtime
 * finds them by their `href` when the route's chunks load, and adds none.
 */
export function withChunkStylesheets(html: string, stylesheets: readonly string[]): string {
  const links = stylesheetLinks(html);
  const present = new Set(links.map(({href}) => href));
  const tags = stylesheets
    .filter((href) => !present.has(href))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  if (tags === '') return html;
  const at = links.at(-1)?.end ?? html.search(/<\/head>/i);
  if (at < 0) throw new Error('route-chunk-scripts: a page with neither a stylesheet nor a </head> to link its stylesheets by.');
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
