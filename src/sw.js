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
 */

const NOT_FOUND_PAGE = '404.html';

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

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) {
    return;
  }
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
