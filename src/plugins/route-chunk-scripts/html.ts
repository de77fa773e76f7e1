export class MissingEntryScriptError extends Error {}

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC_ATTRIBUTE = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The `src` of every script element of a page, in document order. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(SCRIPT_TAG)].flatMap(([tag]) => {
    const src = SRC_ATTRIBUTE.exec(tag);
    return src ? [src[1] ?? src[2] ?? src[3]!] : [];
  });
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
  let entryTagAt = -1;
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const src = SRC_ATTRIBUTE.exec(match[0]);
    if (src && (src[1] ?? src[2] ?? src[3]) === entryScript) {
      entryTagAt = match.index;
      break;
    }
  }
  if (entryTagAt < 0) {
    throw new MissingEntryScriptError(`route-chunk-scripts: no <script> loads the entry chunk ${entryScript} in this page.`);
  }
  const present = new Set(scriptSources(html));
  const tags = scripts
    .filter((src) => !present.has(src))
    .map((src) => `<script src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" defer></script>`)
    .join('');
  return `${html.slice(0, entryTagAt)}${tags}${html.slice(entryTagAt)}`;
}
