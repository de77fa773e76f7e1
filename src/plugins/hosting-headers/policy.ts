/**
 * The production response headers of the site, in one place. The `_headers`
 * file and the nginx include generated at build time are both rendered from
 * these values, and a unit test holds hosting/nginx.conf to the same list.
 */
import {INDEX_PARTS_DIR} from '../search-index/types';

export type CspOptions = {
  /** `'sha256-…'` sources of every inline script the build emits. */
  scriptHashes: readonly string[];
  /** Only for pages hosting live code blocks (react-live runs code with `new Function`). */
  allowEval: boolean;
  /** Hosts the browser may call besides this origin (a hosted search service). */
  connectSources: readonly string[];
};

export function contentSecurityPolicy({scriptHashes, allowEval, connectSources}: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort(), ...(allowEval ? ["'unsafe-eval'"] : [])],
    // Server-rendered style attributes (code highlighting, KaTeX, React `style` props)
    // and the <style> elements Mermaid writes into its SVG need inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: covers the SVG icons inlined in the theme's CSS and blurred image placeholders.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectSources],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'self'"],
    // The embeds test page shows our own SVG through <object>; nothing from elsewhere.
    ['object-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Our own pages may frame each other (the embeds test page does); no other site may.
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers every response carries, whatever its type. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // For browsers that predate `frame-ancestors`.
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The search index's parts (src/plugins/search-index/README.md): data that
 * only the search worker fetches, about twenty per query, most under 1 kB.
 * The headers that govern documents do nothing for them and would cost about
 * 1 kB a response (HTTP/2 servers such as nginx send them in full each
 * time): of the security headers, the parts keep X-Content-Type-Options.
 */
export const SEARCH_INDEX_PARTS_DIR = `${INDEX_PARTS_DIR}/`;
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
];

/** File names under assets/ carry a content hash: a new build means a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML and the service worker: always revalidate, so a deploy is seen at once. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Pages' Markdown twins (src/plugins/markdown-twins): hosts know no type for
 * `.md`, and browsers read text without a declared charset as Latin-1.
 */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
/** llms.txt and llms-full.txt hold text from every page, non-ASCII included. */
export const PLAIN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
