/**
 * Custom code merged into the service worker by @docusaurus/plugin-pwa.
 *
 * This file stays JavaScript: the plugin compiles it with a loader that only
 * accepts `.js`/`.mjs` sources.
 *
 * What it adds, in offline mode: page navigations are answered from the
 * precache when possible, then from the network, and when both fail (a page
 * added after the visitor's last visit, a mistyped URL while offline) with the
 * site's own not-found page, with status 404, instead of the browser's offline error.
 * And the search index's parts are answered from their folder's offline bundle:
 * the precache holds one file per folder instead of a thousand parts, which
 * workbox would fetch one after another (src/plugins/search-index/offlineBundle.ts).
 */

const NOT_FOUND_PAGE = '404.html';
/** As in src/plugins/search-index (buildIndex.ts, types.ts, offlineBundle.ts); a unit test holds them equal. */
export const SEARCH_INDEX_MANIFEST = 'search-index/manifest.json';
export const SEARCH_INDEX_PARTS_DIR = 'assets/search-index/';
export const OFFLINE_BUNDLE_NAME = 'offline.json';

/** The cache keys a page URL can have: `/blog/` is stored as `/blog/index.html`. */
function candidateUrls(url) {
  const {origin, pathname} = new URL(url);
  const base = `${origin}${pathname}`;
  return pathname.endsWith('/') ? [base, `${base}index.html`] : [base, `${base}/index.html`];
}

async function matchPrecached(urls) {
  for (const url of urls) {
    // Precache keys carry a `__WB_REVISION__` query: compare without it.
    const cached = await caches.match(url, {ignoreSearch: true});
    if (cached) {
      return cached;
    }
  }
  return undefined;
}

/**
 * Where a search index part's text is: its folder's bundle and its name there,
 * or null for any other URL (the bundles themselves included, which workbox serves).
 * @param {string} url
 * @param {string} scope
 * @returns {{bundleUrl: string, name: string} | null}
 */
export function searchIndexPart(url, scope) {
  const {origin, pathname} = new URL(url);
  const root = new URL(SEARCH_INDEX_PARTS_DIR, scope);
  if (origin !== root.origin || !pathname.startsWith(root.pathname)) {
    return null;
  }
  const [folder, name, ...deeper] = pathname.slice(root.pathname.length).split('/');
  if (!folder || !name || deeper.length > 0 || name === OFFLINE_BUNDLE_NAME) {
    return null;
  }
  return {bundleUrl: `${root.href}${folder}/${OFFLINE_BUNDLE_NAME}`, name};
}

/**
 * Whether the URL is a group's head (`search-index/<group>.json`, beside the
 * manifest), which the page fetches when the reader reaches for the search.
 * @param {string} url
 * @param {string} scope
 */
export function isSearchIndexHead(url, scope) {
  const {origin, pathname} = new URL(url);
  const manifest = new URL(SEARCH_INDEX_MANIFEST, scope);
  const folder = manifest.pathname.slice(0, manifest.pathname.lastIndexOf('/') + 1);
  if (origin !== manifest.origin || !pathname.startsWith(folder) || pathname === manifest.pathname) {
    return false;
  }
  const name = pathname.slice(folder.length);
  return name.endsWith('.json') && !name.includes('/');
}

/** Parsed bundles by URL, read from the precache once per run of the worker. */
const bundles = new Map();

/** @returns {Promise<Record<string, string> | null>} */
function precachedBundle(bundleUrl) {
  let bundle = bundles.get(bundleUrl);
  if (!bundle) {
    bundle = caches.match(bundleUrl, {ignoreSearch: true}).then((response) => (response ? response.json() : null));
    bundles.set(bundleUrl, bundle);
    // Not precached (yet), or unreadable: the next request looks again.
    bundle.then(
      (parts) => parts === null && bundles.delete(bundleUrl),
      () => bundles.delete(bundleUrl),
    );
  }
  return bundle;
}

/**
 * Starts reading the bundle of a head's group: a bundle takes tens of
 * milliseconds to read and parse (2.8 MB for a docs version), which the search
 * worker's start and its first query's words then hide. The head, precached,
 * names its parts folder (`base`).
 */
async function readBundleOfHead(headUrl) {
  try {
    const head = await caches.match(headUrl, {ignoreSearch: true});
    const base = head ? (await head.json()).base : undefined;
    if (typeof base === 'string') {
      await precachedBundle(new URL(`${base}${OFFLINE_BUNDLE_NAME}`, headUrl).href);
    }
  } catch {
    // Only an early start: a part's request reads the bundle itself.
  }
}

/** A part's text from its bundle, else the network's answer. */
async function answerSearchIndexPart(request, {bundleUrl, name}) {
  const parts = await precachedBundle(bundleUrl).catch(() => null);
  if (parts && Object.hasOwn(parts, name) && typeof parts[name] === 'string') {
    return new Response(parts[name], {headers: {'Content-Type': 'application/json'}});
  }
  return fetch(request);
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) {
    return;
  }
  self.addEventListener('fetch', (event) => {
    if (event.request.method !== 'GET') {
      return;
    }
    if (isSearchIndexHead(event.request.url, self.registration.scope)) {
      // Workbox answers the head from the precache; the bundle is read meanwhile.
      event.waitUntil(readBundleOfHead(event.request.url));
      return;
    }
    const part = searchIndexPart(event.request.url, self.registration.scope);
    if (!part) {
      return;
    }
    event.respondWith(answerSearchIndexPart(event.request, part));
    event.stopImmediatePropagation();
  });
  self.addEventListener('fetch', (event) => {
    if (event.request.mode !== 'navigate' || !event.request.url.startsWith(self.location.origin)) {
      return;
    }
    event.respondWith(
      (async () => {
        const cached = await matchPrecached(candidateUrls(event.request.url));
        if (cached) {
          return cached;
        }
        try {
          return await fetch(event.request);
        } catch (error) {
          if (params.debug) {
            console.log('[sw] offline navigation fallback', event.request.url, error);
          }
          const notFound = await matchPrecached([new URL(NOT_FOUND_PAGE, self.registration.scope).href]);
          if (!notFound) {
            return Response.error();
          }
          // The cached copy was stored with the 200 of its own URL; for this one it is an answer of 404.
          return new Response(notFound.body, {status: 404, statusText: 'Not Found', headers: notFound.headers});
        }
      })(),
    );
    // This listener fully answers navigations: the plugin's own fetch listener,
    // registered after it, must not try to respond a second time.
    event.stopImmediatePropagation();
  });
}
