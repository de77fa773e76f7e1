import {createHash} from 'node:crypto';
import {EVAL_MARKER} from './evalMarker';

/** Script types a browser executes; anything else (JSON-LD, templates) is data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/**
 * A script element's text ends at the first `</script` whatever it contains
 * (HTML tokenizer rule), so a scan for that end tag is exact for the markup the
 * build emits.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attributeValue(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+))?`, 'i').exec(
    attributes,
  );
  if (!match) {
    return undefined;
  }
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
}

/** Text of every inline script the browser would run, in document order. */
export function extractInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attributeValue(attributes, 'src') !== undefined) {
      continue;
    }
    const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) {
      scripts.push(body);
    }
  }
  return scripts;
}

/** CSP source expression allowing exactly this script text. */
export function cspHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * Whether a page runs code a reader types: the eval marker on an element.
 * Escaped text in a page (`&lt;div data-evaluates-code`) never matches.
 */
export function evaluatesCode(html: string): boolean {
  return new RegExp(`<[a-z][^<>]*\\s${EVAL_MARKER}[\\s=>]`, 'i').test(html);
}
