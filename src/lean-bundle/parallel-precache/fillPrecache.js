/**
 * Lets a workbox precache fill with a few downloads at a time instead of one.
 *
 * Workbox's `PrecacheController.install` asks its strategy for each entry of
 * the list in turn (`strategy.handleAll`) and awaits it before the next. This
 * site's precache has about 2,100 entries: on a phone's 150 ms round trip
 * that is over five minutes of waiting, and Chrome ends an install event that
 * takes five minutes, so offline mode never got installed there.
 *
 * `aheadOfInstall` wraps the strategy's `handleAll` for install events: the
 * first call starts the downloads of the whole list, `concurrency` at a time
 * in the list's order, and each call of workbox's loop gets the download of
 * its entry, started or done. The loop still awaits the entries in order and
 * fails the install on the first that fails; no download starts after one has
 * failed. Public API of the controller only: its URL to cache key map, the
 * integrity of a key, its strategy. Plain JavaScript, as the service worker's
 * code is (src/sw.js).
 */

/** Downloads at once: the connections a browser opens to one host over HTTP/1.1. */
export const PRECACHE_CONCURRENCY = 6;

/**
 * The request workbox's install makes for an entry: past the HTTP cache when
 * the entry has a revision (its cache key carries it), through it for a
 * hashed name.
 */
function installRequest(controller, url, cacheKey) {
  return new Request(url, {
    integrity: controller.getIntegrityForCacheKey(cacheKey),
    cache: cacheKey === url ? 'default' : 'reload',
    credentials: 'same-origin',
  });
}

/**
 * A `handleAll` for the controller's strategy that answers install events
 * from downloads started ahead of workbox's loop, and passes anything else on.
 * @param {{getURLsToCacheKeys(): Map<string, string>, getIntegrityForCacheKey(key: string): string | undefined}} controller
 * @param {(options: {params?: {cacheKey?: string}, request: Request, event?: {type?: string}}) => Promise<unknown>[]} handleAll the strategy's own
 */
export function aheadOfInstall(controller, handleAll, concurrency = PRECACHE_CONCURRENCY) {
  /** Per install event: each entry's download by cache key. */
  const installs = new WeakMap();

  const start = (event) => {
    const downloads = new Map();
    const entries = [...controller.getURLsToCacheKeys()];
    let next = 0;
    let failed = false;
    const download = (url, cacheKey) => {
      let done = downloads.get(cacheKey);
      if (!done) {
        done = Promise.all(handleAll({params: {cacheKey}, request: installRequest(controller, url, cacheKey), event}));
        downloads.set(cacheKey, done);
        // Workbox's loop stops at the first failure; the downloads it will not await must not be reported as unhandled.
        done.catch(() => {
          failed = true;
        });
      }
      return done;
    };
    const worker = async () => {
      while (!failed && next < entries.length) {
        const [url, cacheKey] = entries[next];
        next += 1;
        await download(url, cacheKey).catch(() => undefined);
      }
    };
    for (let i = 0; i < Math.min(concurrency, entries.length); i += 1) void worker();
    return download;
  };

  return (options) => {
    const {event, params, request} = options;
    const cacheKey = params?.cacheKey;
    if (event?.type !== 'install' || typeof cacheKey !== 'string') return handleAll(options);
    let download = installs.get(event);
    if (!download) {
      download = start(event);
      installs.set(event, download);
    }
    const done = download(request.url, cacheKey);
    // handleAll's shape: the response, then the end of the handler's work.
    return [done.then(([response]) => response), done.then(() => undefined)];
  };
}
