/**
 * What a visitor's first visit to a page downloads: one definition, used by the
 * benchmark (scripts/bench.mjs) and by the weight budget of the test command
 * (test/production/budget.prod.ts, bench/budget.json).
 *
 * A fresh browser context (nothing cached, no service worker) on a phone-sized
 * screen loads the page and waits for the network to go idle, then for the
 * work the page leaves for an idle moment (this site registers its service
 * worker then, fetching a few kB of script). Counted: the page's HTML, its
 * stylesheets and its scripts. Prefetches of other pages (the router's link
 * prefetching, our idle prefetch) are requests of another kind and are left
 * out, as are images and fonts.
 *
 * Two measures of the same files:
 *   - served bytes: the response bodies as the server sent them (compressed or
 *     not, whatever the server chose for the browser's Accept-Encoding);
 *   - gzip -9: each file compressed by gzip at level 9, what the weight of the
 *     code was measured in before the server's compression mattered, and which
 *     does not depend on the server.
 */
import zlib from 'node:zlib';

/** Resource types a first visit counts, by Chromium's names. */
const COUNTED_TYPES = new Set(['document', 'stylesheet', 'script']);

/**
 * The page types weighed, and where this site and the stock template have one
 * (the first path that exists in a build is used; the template has no API
 * reference, changelog, showcase or search page).
 */
export const WEIGHED_PAGES = [
  {type: 'home', ours: ['/'], stock: ['/']},
  {type: 'doc', ours: ['/docs/installation/'], stock: ['/docs/intro']},
  {
    type: 'API doc',
    ours: ['/docs/api/docusaurus-config/', '/docs/cli/', '/docs/api/misc/create-docusaurus/'],
    stock: [],
  },
  {
    type: 'blog post',
    ours: ['/blog/releases/3.7/', '/blog/preparing-your-site-for-docusaurus-v3/'],
    stock: ['/blog/welcome'],
  },
  {type: 'blog list', ours: ['/blog/'], stock: ['/blog']},
  {type: 'changelog list', ours: ['/changelog/'], stock: []},
  {type: 'showcase', ours: ['/showcase/'], stock: []},
  {type: 'search', ours: ['/search/?q=config'], stock: []},
];

/** The viewport of Lighthouse's mobile preset. */
export const FIRST_VISIT_VIEWPORT = {width: 412, height: 823};

/**
 * @typedef {{url: string, type: 'document' | 'stylesheet' | 'script', encoding: string, servedBytes: number, gzip9Bytes: number}} VisitedFile
 * @typedef {{
 *   files: VisitedFile[],
 *   servedBytes: number, htmlServedBytes: number, cssServedBytes: number, jsServedBytes: number,
 *   htmlGzip9Bytes: number, cssGzip9Bytes: number, jsGzip9Bytes: number,
 * }} FirstVisit
 */

/**
 * Loads `url` as a first visit in a new context of `browser` (Playwright).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<FirstVisit>}
 */
export async function measureFirstVisit(browser, url) {
  const context = await browser.newContext({viewport: FIRST_VISIT_VIEWPORT, serviceWorkers: 'block', ignoreHTTPSErrors: true});
  try {
    const page = await context.newPage();
    /** @type {Map<string, VisitedFile>} */
    const files = new Map();
    const pending = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (!COUNTED_TYPES.has(type)) return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response || response.status() !== 200) return;
          const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
          files.set(request.url(), {
            url: request.url(),
            type: /** @type {VisitedFile['type']} */ (type),
            encoding: response.headers()['content-encoding'] ?? 'identity',
            servedBytes: servedBytesOf(response.headers(), sizes),
            gzip9Bytes: zlib.gzipSync(body, {level: 9}).length,
          });
        })(),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    // Idle callbacks run in the order they were asked for: once one asked for now has run, the
    // page's own (the service-worker registration) have started; a second later they are done.
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), {timeout: 10_000})));
    await page.waitForTimeout(1000);
    await Promise.all(pending);
    return summarise([...files.values()]);
  } finally {
    await context.close();
  }
}

/**
 * What a file cost on the wire. Chromium's count (the encoded data received:
 * the HTTP/2 frames of the headers and of the body) is right for the page's
 * own files. For a worker's script it sometimes holds the header frames only,
 * the body arriving in the worker's target (the search page's engine counted
 * 837 B of its 13 kB in some runs, all of it in others). A count smaller than
 * the Content-Length the server announced is such a case: the announced body
 * is added to it, which lands within a few bytes of a full count.
 * @param {Record<string, string>} headers
 * @param {{responseBodySize: number}} sizes
 */
function servedBytesOf(headers, sizes) {
  const length = headers['content-length'] ?? '';
  if (!/^\d+$/.test(length) || sizes.responseBodySize >= Number(length)) return sizes.responseBodySize;
  return sizes.responseBodySize + Number(length);
}

/** @param {VisitedFile[]} files @returns {FirstVisit} */
function summarise(files) {
  const sum = (type, field) => files.filter((file) => file.type === type).reduce((total, file) => total + file[field], 0);
  const visit = {
    files,
    htmlServedBytes: sum('document', 'servedBytes'),
    cssServedBytes: sum('stylesheet', 'servedBytes'),
    jsServedBytes: sum('script', 'servedBytes'),
    htmlGzip9Bytes: sum('document', 'gzip9Bytes'),
    cssGzip9Bytes: sum('stylesheet', 'gzip9Bytes'),
    jsGzip9Bytes: sum('script', 'gzip9Bytes'),
  };
  return {...visit, servedBytes: visit.htmlServedBytes + visit.cssServedBytes + visit.jsServedBytes};
}
