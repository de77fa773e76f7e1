import fs from 'node:fs/promises';
import path from 'node:path';
import {minify} from 'terser';
import {attribute, escapeAttribute, sourceRange, textContent, type Element, type PageEdit, type ParsedPage} from '../../plugins/post-build/pagePass';

/**
 * How a page starts its app: after the first paint (inline/startAfterPaint.js).
 *
 * The framework's template loads the entry's scripts (the runtime, then
 * `main.js`) with `<script defer>`. The page pass takes those elements out and
 * puts in their place:
 * - a preload, at low priority like a deferred script's, of each entry
 *   script: `main.js` is most of a page's script bytes, and its download
 *   starts while the page is parsing, as before;
 * - the inline script that starts the app, carrying in `data-app-scripts`
 *   the app's scripts in the order they run: the runtime, the route's chunks,
 *   `main.js` last. The route's chunks (a few kilobytes each) are requested
 *   when the app starts.
 */

/** The attribute of the inline script that lists the app's scripts, space-separated. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * The event the inline script sends when one of the app's scripts fails to
 * load. The framework's base-URL check (home page, `baseUrlIssueBanner`)
 * waited for DOMContentLoaded and showed its banner if the app had not set
 * `window.docusaurus` by then; the app now starts after that event, so the
 * check listens for this one instead.
 */
export const APP_SCRIPTS_FAILED_EVENT = 'docusaurus-app-scripts-failed';

const EVENT_PLACEHOLDER = '__APP_SCRIPTS_FAILED_EVENT__';
const BANNER_FUNCTION = 'insertBanner';
const BANNER_TRIGGER = '"DOMContentLoaded"';

export class AppStartError extends Error {}

/** The inline script's text: the source, minified, with the failure event's name in. */
export async function appStartScript(): Promise<string> {
  const source = await fs.readFile(path.join(__dirname, 'inline/startAfterPaint.js'), 'utf8');
  if (!source.includes(`'${EVENT_PLACEHOLDER}'`)) throw new AppStartError('lean-bundle page-assets: startAfterPaint.js no longer names the failure event.');
  const {code} = await minify(source.replace(EVENT_PLACEHOLDER, APP_SCRIPTS_FAILED_EVENT), {
    ecma: 5,
    compress: {passes: 2},
    format: {comments: false},
  });
  if (!code) throw new AppStartError('lean-bundle page-assets: minifying startAfterPaint.js gave nothing.');
  return code;
}

const isScript = (element: Element) => element.tagName === 'script';

/** The app's scripts a page lists for its start script, in order; none for a page without one. */
export function appScripts(page: ParsedPage): string[] {
  const starter = page.elements.find((element) => isScript(element) && attribute(element, APP_SCRIPTS_ATTRIBUTE) !== undefined);
  const list = starter && attribute(starter, APP_SCRIPTS_ATTRIBUTE);
  return list ? list.split(' ') : [];
}

/** The scripts a page preloads, in document order. */
export function preloadedScripts(page: ParsedPage): string[] {
  return page.elements
    .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'script')
    .map((element) => attribute(element, 'href') ?? '');
}

/**
 * The edits that make a page start its app after the first paint: the entry's
 * `<script>` elements (`entryScripts`, the runtime first, `main.js` last)
 * give way to preloads of them and the start script, whose list runs the
 * runtime, then `chunkScripts`, then `main.js`. A page that already has the
 * start script is left as it is.
 */
export function appStartEdits(
  page: ParsedPage,
  {entryScripts, chunkScripts, startScript}: {entryScripts: readonly string[]; chunkScripts: readonly string[]; startScript: string},
): PageEdit[] {
  if (appScripts(page).length > 0) return [];
  const sourced = page.elements.filter((element) => isScript(element) && attribute(element, 'src') !== undefined);
  const entryElements = entryScripts.map((src) => sourced.find((element) => attribute(element, 'src') === src));
  const missing = entryScripts.filter((_, index) => entryElements[index] === undefined);
  if (missing.length > 0) {
    throw new AppStartError(`lean-bundle page-assets: no <script> loads ${missing.join(', ')} in ${page.relativePath}.`);
  }
  const [first, ...rest] = entryElements as Element[];
  const main = entryScripts.at(-1)!;
  const list = [...entryScripts.slice(0, -1), ...chunkScripts.filter((src) => !entryScripts.includes(src)), main];
  const preloads = entryScripts.map((src) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(src)}">`).join('');
  const starter = `<script ${APP_SCRIPTS_ATTRIBUTE}="${escapeAttribute(list.join(' '))}">${startScript}</script>`;
  return [
    {start: sourceRange(first!).start, end: sourceRange(first!).end, text: preloads + starter},
    ...rest.map((element) => ({start: sourceRange(element).start, end: sourceRange(element).end, text: ''})),
  ];
}

/**
 * The edit that has the framework's base-URL check (an inline script on the
 * home page) wait for the start script's failure event rather than
 * DOMContentLoaded; none on pages without the check or where it already waits.
 */
export function baseUrlCheckEdits(page: ParsedPage): PageEdit[] {
  const check = page.elements.find(
    (element) => isScript(element) && attribute(element, 'src') === undefined && textContent(element).includes(BANNER_FUNCTION),
  );
  if (!check) return [];
  const text = textContent(check);
  if (text.includes(`"${APP_SCRIPTS_FAILED_EVENT}"`)) return [];
  const at = text.indexOf(BANNER_TRIGGER);
  if (at === -1 || text.indexOf(BANNER_TRIGGER, at + 1) !== -1) {
    throw new AppStartError(
      `lean-bundle page-assets: the base-URL check in ${page.relativePath} does not wait for ${BANNER_TRIGGER} exactly once; did the framework change it?`,
    );
  }
  const start = sourceRange(check).startTagEnd + at;
  return [{start, end: start + BANNER_TRIGGER.length, text: `"${APP_SCRIPTS_FAILED_EVENT}"`}];
}
