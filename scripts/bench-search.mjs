#!/usr/bin/env node
/**
 * Search as a reader waits for it, on the production build in build/ (run
 * `npm run build` first) served by nginx with hosting/nginx.conf as shipped
 * (brotli and gzip as production sends them), in headless Chromium, each run
 * in a fresh browser context (cold cache):
 *
 *   1. on /docs/installation/, from Ctrl+K to the first results that match
 *      the query, for the query inserted at once and typed at 10 characters a
 *      second, then a second, unrelated query on the same page: the time, and
 *      the bytes on the wire and requests it took (everything fetched from
 *      Ctrl+K on: the modal's code and styles, the index); under a phone
 *      profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, as Lighthouse's
 *      mobile network) and unthrottled;
 *   2. the same with Pagefind 1.6 indexing the same pages, with its default
 *      settings and its default UI (loaded at the same moment as our modal);
 *   3. the index size on disk, for both;
 *   4. per-keystroke query time once a query's parts are loaded: each of a
 *      fixed list of queries typed letter by letter, the engine's time (in
 *      the worker) from the User Timing measures the client records;
 *   5. with `--scale N`, all of the above but 4 again on a synthetic site N
 *      times the size (scripts/lib/synthetic-site.mjs), indexed by the
 *      production code, beside the real one;
 *   6. with `--reference <folder>`, 1 again on another build of the site (an
 *      earlier commit's, say), served the same way in the same run: the
 *      figures to hold a change to.
 *
 * The second query's time runs from the moment the query is in the field (its
 * input event) to its results: what the reader waits for once the query is
 * typed. The time Playwright takes to put it there (its checks that the field
 * is visible, stable and editable, 10-20 ms on 2026-12-06) is left out, and reported
 * beside it as `fromCall`.
 *
 * Prints a summary and writes bench/results/search-<date>.{json,md}. Usage:
 *   node scripts/bench-search.mjs [--runs 5] [--scale 10] [--build build] [--reference folder [--reference-name text]] [--no-pagefind] [--no-keystrokes]
 */
/* global window, document, MutationObserver -- functions run in the page */
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {close as closePagefind, createIndex} from 'pagefind';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {startNginx} from './lib/nginx-server.mjs';
import {builtRoutes, groupPageUrls, hasSearchIndex, readSearchIndex} from './lib/search-index-files.mjs';
import {growSite} from './lib/synthetic-site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const buildDir = path.resolve(option('build', 'build'));
const referenceOption = option('reference', null);
const referenceDir = referenceOption && path.resolve(referenceOption);
/** What the reference build is, for the report (a commit, say); its folder otherwise. */
const referenceName = option('reference-name', referenceDir);
const runs = Number(option('runs', '5'));
const scale = Number(option('scale', '1'));
const withPagefind = !args.includes('--no-pagefind');
const withKeystrokes = !args.includes('--no-keystrokes');

const PAGE = '/docs/installation/';
const FIRST_QUERY = 'sidebar';
const SECOND_QUERY = 'deploy';
const TYPING_DELAY_MS = 100;
const QUERY_MEASURE = 'search-index:query';
const ENGINE_MEASURE = 'search-index:engine';
/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const PHONE = {offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8};
const PROFILES = [
  ['phone', PHONE],
  ['unthrottled', null],
];
/** The pages our index searches from a docs page of the current version: Pagefind indexes these. */
const SEARCHED_TAGS = ['default', 'docs-default-current', 'docs-community-current'];

/** Fixed queries for the per-keystroke timing: words readers look up, a few with typos, a few multi-word. */
const KEYSTROKE_QUERIES = [
  'sidebar', 'versioning', 'deploy', 'configuration', 'plugin', 'blog', 'i18n', 'search', 'swizzle', 'markdown',
  'mdx', 'admonition', 'tabs', 'code block', 'theme', 'navbar', 'footer', 'dark mode', 'seo', 'sitemap', 'redirect',
  'trailing slash', 'baseUrl', 'static assets', 'images', 'math equations', 'mermaid', 'live code', 'typescript',
  'installation', 'create-docusaurus', 'cli', 'build', 'serve', 'broken links', 'pwa', 'offline', 'docsearch',
  'react 19', 'migration', 'upgrade', 'tags', 'authors', 'changelog', 'pagination', 'table of contents',
  'front matter', 'sidebr', 'confguration', 'onBrokenLinks',
];

const jiti = createJiti(import.meta.url, {interopDefault: true});

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {count: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? NaN};
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Total size of the files under a folder. */
function folderBytes(folder, {skip = () => false} = {}) {
  let total = 0;
  for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
    const file = path.join(folder, entry.name);
    if (skip(entry.name)) continue;
    total += entry.isDirectory() ? folderBytes(file, {skip}) : fs.statSync(file).size;
  }
  return total;
}

/**
 * The offline bundles (src/plugins/search-index/offlineBundle.ts) repeat the
 * parts of their folder for the service worker; a build has them, the
 * synthetic site's index does not: left out of the index's size on both.
 */
const isOfflineBundle = (name) => name.startsWith('offline.json');

// ---------------------------------------------------------------------------
// The sites measured: the build as it is, with Pagefind's files beside it, and
// the synthetic one, whose index replaces the real index in a copy made of links.

/** A folder that serves like `base`, with some entries replaced or added (links, not copies). */
function overlay(base, replaced) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const assets = Object.keys(replaced).filter((key) => key.startsWith('assets/'));
  for (const entry of fs.readdirSync(base)) {
    if (entry in replaced || (entry === 'assets' && assets.length > 0)) continue;
    fs.symlinkSync(path.join(base, entry), path.join(folder, entry));
  }
  if (assets.length > 0) {
    fs.mkdirSync(path.join(folder, 'assets'));
    for (const entry of fs.readdirSync(path.join(base, 'assets'))) {
      if (`assets/${entry}` in replaced) continue;
      fs.symlinkSync(path.join(base, 'assets', entry), path.join(folder, 'assets', entry));
    }
  }
  for (const [entry, target] of Object.entries(replaced)) fs.symlinkSync(target, path.join(folder, entry));
  return folder;
}

/** The extracted pages of the build, as the search index plugin reads them. */
async function extractedPages() {
  const {extractSite} = jiti(path.join(root, 'src/plugins/search-index/index.ts'));
  const {normalizeOptions} = jiti(path.join(root, 'src/plugins/search-index/options.ts'));
  const {embeddedSearchOptions} = jiti(path.join(root, 'config/search.ts'));
  return extractSite(buildDir, builtRoutes(buildDir), '/', normalizeOptions(embeddedSearchOptions));
}

/** Writes the production index of these pages into a folder: `search-index/` and `assets/search-index/`. */
function writeIndex(pages) {
  const {buildIndex} = jiti(path.join(root, 'src/plugins/search-index/buildIndex.ts'));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-index-'));
  const built = buildIndex(pages, {baseUrl: '/'});
  for (const file of built.files) {
    fs.mkdirSync(path.dirname(path.join(folder, file.path)), {recursive: true});
    fs.writeFileSync(path.join(folder, file.path), file.content);
  }
  const terms = built.groups.filter((group) => SEARCHED_TAGS.includes(group.entry.tag));
  return {folder, built, searchedRecords: terms.reduce((sum, group) => sum + group.entry.records, 0)};
}

/** Pagefind's index of the pages our index searches from a current docs page. */
async function writePagefind(pages, realUrls) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-pagefind-'));
  const {index} = await createIndex({});
  for (const page of pages) {
    if (!SEARCHED_TAGS.includes(page.tag)) continue;
    if (realUrls.has(page.url)) {
      const file = path.join(buildDir, decodeURI(page.url), 'index.html');
      await index.addHTMLFile({url: page.url, content: fs.readFileSync(file, 'utf8')});
    } else {
      const text = [page.title, ...page.headings.map((heading) => heading.text), ...page.blocks.map((block) => block.text)].join('\n');
      await index.addCustomRecord({url: page.url, content: text, language: 'en', meta: {title: page.title}});
    }
  }
  await index.writeFiles({outputPath: path.join(folder, 'pagefind')});
  await closePagefind();
  return path.join(folder, 'pagefind');
}

/**
 * The build's CSP map, letting the page measured and Pagefind's worker compile
 * WebAssembly (`'wasm-unsafe-eval'`), as a site adopting Pagefind would have to.
 */
function hostingWithWasm() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-hosting-'));
  const map = fs.readFileSync(path.join(buildDir, '.hosting/nginx-csp-map.conf'), 'utf8');
  const policy = /^\s*default "([^"]*)";$/m.exec(map)?.[1];
  if (!policy) throw new Error('No default policy in the CSP map');
  const withWasm = policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
  const uris = [PAGE, `${PAGE}index.html`, '/pagefind/pagefind.js', '/pagefind/pagefind-worker.js'];
  const others = map.split('\n').filter((line) => !uris.some((uri) => line.startsWith(`  "${uri}" `)));
  const entries = uris.map((uri) => `  "${uri}" "${withWasm}";`);
  fs.writeFileSync(path.join(folder, 'nginx-csp-map.conf'), others.join('\n').replace(/^\s*default "[^"]*";$/m, (line) => `${line}\n${entries.join('\n')}`));
  return folder;
}

/** Distinct terms of a set of pages (folded words), to show how the vocabulary grew. */
function vocabulary(pages) {
  const terms = new Set();
  for (const page of pages) {
    for (const text of [page.title, ...page.headings.map((heading) => heading.text), ...page.blocks.map((block) => block.text)]) {
      for (const word of text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []) terms.add(word);
    }
  }
  return terms.size;
}

// ---------------------------------------------------------------------------
// One measured search, in a fresh context.

/** Marks, in the page's clock, when the search started and when results for the target query were first shown. */
function instrumentPage() {
  window.__bench = {startedAt: null, target: null, doneAt: null, engine: null, inputAt: null};
  // When the query is in the field: the input event that makes its value the query.
  document.addEventListener(
    'input',
    (event) => {
      const bench = window.__bench;
      if (bench.target !== null && bench.inputAt === null && event.target?.value === bench.target) bench.inputAt = event.timeStamp;
    },
    true,
  );
  const ours = () =>
    document.querySelector('.DocSearch-Hits .DocSearch-Hit') !== null &&
    performance.getEntriesByName('search-index:query').some((entry) => entry.detail?.[0] === window.__bench.target);
  const pagefind = () => {
    const message = document.querySelector('.pagefind-ui__message')?.textContent ?? '';
    return document.querySelector('.pagefind-ui__result') !== null && message.includes(window.__bench.target);
  };
  new MutationObserver(() => {
    const bench = window.__bench;
    if (bench.target === null || bench.doneAt !== null) return;
    if ((bench.engine === 'ours' && ours()) || (bench.engine === 'pagefind' && pagefind())) bench.doneAt = performance.now();
  }).observe(document, {childList: true, subtree: true, characterData: true});
}

/**
 * The bytes of a response body as nginx sends it for this Accept-Encoding
 * (compressed, before TLS and HTTP/2 framing). Asked again from Node: the
 * browser reports no reliable encoded size for a worker's own script.
 * Headers are not counted here; on a real network they are bytes too, and
 * nginx sends them in full with every response (its HTTP/2 does not use
 * HPACK's dynamic table): about 320 bytes on a part of the index, 1,150 on
 * a page (hosting/README.md).
 */
const wireSizes = new Map();
function wireSize(url, acceptEncoding) {
  const key = `${acceptEncoding}\u0000${url}`;
  if (!wireSizes.has(key)) {
    wireSizes.set(
      key,
      new Promise((resolve, reject) => {
        https
          .get(url, {rejectUnauthorized: false, headers: {'accept-encoding': acceptEncoding}}, (response) => {
            let bytes = 0;
            response.on('data', (chunk) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
          })
          .on('error', reject);
      }),
    );
  }
  return wireSizes.get(key);
}

/** Requests started in a time window (epoch ms), and their bytes on the wire. */
async function wireBetween(requests, from, to) {
  const inWindow = requests.filter((entry) => entry.startedAt >= from && entry.startedAt <= to);
  const sizes = await Promise.all(inWindow.map((entry) => wireSize(entry.url, entry.acceptEncoding)));
  return {bytes: sizes.reduce((sum, size) => sum + size, 0), requests: inWindow.length};
}

async function newContext(browser, baseURL) {
  const context = await browser.newContext({baseURL, ignoreHTTPSErrors: true, viewport: {width: 1280, height: 800}});
  await context.addInitScript(instrumentPage);
  return context;
}

/** Every request of the page and its workers, with its start time (epoch ms) and the encodings it accepted. */
function recordRequests(page) {
  const requests = [];
  page.on('requestfinished', async (request) => {
    const entry = {url: request.url(), startedAt: request.timing().startTime, acceptEncoding: ''};
    requests.push(entry);
    entry.acceptEncoding = (await request.allHeaders().catch(() => ({})))['accept-encoding'] ?? '';
  });
  return requests;
}

async function waitUntilDone(page, timeout = 60_000) {
  await page.waitForFunction(() => window.__bench.doneAt !== null, null, {timeout, polling: 20});
  return page.evaluate(() => ({startedAt: window.__bench.startedAt, inputAt: window.__bench.inputAt, doneAt: window.__bench.doneAt, origin: performance.timeOrigin}));
}

/** Starts the search as a reader would (Ctrl+K for ours, Pagefind's UI added for Pagefind), and returns its input. */
async function openSearch(page, engine) {
  await page.evaluate((name) => {
    window.__bench.engine = name;
    window.__bench.startedAt = performance.now();
  }, engine);
  if (engine === 'ours') {
    await page.keyboard.press('Control+k');
    return inputOnceShown(page, '.DocSearch-Input');
  }
  await page.evaluate(() => {
    const container = document.createElement('div');
    container.id = 'pagefind-bench';
    document.body.prepend(container);
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = '/pagefind/pagefind-ui.css';
    document.head.append(style);
    const script = document.createElement('script');
    script.src = '/pagefind/pagefind-ui.js';
    script.onload = () => new window.PagefindUI({element: '#pagefind-bench', showSubResults: true});
    document.head.append(script);
  });
  return inputOnceShown(page, '#pagefind-bench input');
}

/**
 * The search field, as soon as it is on screen, as a reader starts typing.
 * Checked at every frame: a locator's own wait polls ever more slowly (a
 * last wait of 500 ms), which on the phone profile added up to 0.4 s to the
 * time before the query was entered.
 */
async function inputOnceShown(page, selector) {
  await page.waitForFunction((wanted) => document.querySelector(wanted) !== null, selector, {polling: 'raf', timeout: 60_000});
  return page.locator(selector);
}

async function enter(input, query, typed) {
  if (typed) {
    await input.pressSequentially(query, {delay: TYPING_DELAY_MS});
  } else {
    await input.fill(query);
  }
}

/** One cold run: first query (inserted or typed), then, for inserted, the second query. */
async function measureRun(browser, baseURL, engine, profile, typed) {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(PAGE);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000});
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile) await cdp.send('Network.emulateNetworkConditions', profile);
  await page.evaluate((query) => (window.__bench.target = query), FIRST_QUERY);
  const input = await openSearch(page, engine);
  await enter(input, FIRST_QUERY, typed);
  const first = await waitUntilDone(page);
  const firstEnd = first.origin + first.doneAt;
  await page.waitForTimeout(50);
  const firstWire = await wireBetween(requests, first.origin + first.startedAt, firstEnd);
  const result = {ms: first.doneAt - first.startedAt, ...firstWire};
  if (!typed) {
    await page.waitForLoadState('networkidle');
    await page.evaluate((query) => {
      window.__bench.target = query;
      window.__bench.doneAt = null;
      window.__bench.inputAt = null;
      window.__bench.startedAt = performance.now();
    }, SECOND_QUERY);
    // The new query replaces the old one at once, as select-all and typing
    // does: emptied first, the modal would show its recent searches, whose
    // links prefetch their pages, and the bench would time that too.
    await enter(input, SECOND_QUERY, false);
    const second = await waitUntilDone(page);
    await page.waitForTimeout(50);
    result.second = {
      ms: second.doneAt - second.inputAt,
      fromCall: second.doneAt - second.startedAt,
      ...(await wireBetween(requests, second.origin + second.startedAt, second.origin + second.doneAt)),
    };
  }
  await context.close();
  return result;
}

async function measureSite(browser, baseURL, engines, label = (engine) => engine) {
  const measured = {};
  for (const engine of engines) {
    measured[engine] = {};
    for (const [profileName, profile] of PROFILES) {
      const inserted = [];
      const typed = [];
      for (let run = 0; run < runs; run += 1) {
        inserted.push(await measureRun(browser, baseURL, engine, profile, false));
        typed.push(await measureRun(browser, baseURL, engine, profile, true));
      }
      const summary = (list) => ({
        ms: stats(list.map((run) => run.ms)),
        ...(list[0]?.fromCall === undefined ? {} : {fromCall: stats(list.map((run) => run.fromCall))}),
        bytes: stats(list.map((run) => run.bytes)),
        requests: stats(list.map((run) => run.requests)),
      });
      measured[engine][profileName] = {
        inserted: summary(inserted),
        typed: summary(typed),
        second: summary(inserted.map((run) => run.second)),
      };
      const row = measured[engine][profileName];
      console.log(
        `  ${label(engine).padEnd(9)} ${profileName.padEnd(11)} first: ${seconds(row.inserted.ms.median)}, ${kb(row.inserted.bytes.median)} in ${row.inserted.requests.median} requests; ` +
          `typed: ${seconds(row.typed.ms.median)}, ${kb(row.typed.bytes.median)}; ` +
          `second: ${seconds(row.second.ms.median)} (${seconds(row.second.fromCall.median)} from the fill call), ${kb(row.second.bytes.median)}`,
      );
    }
  }
  return measured;
}

/** Per-keystroke time once loaded, unthrottled (the engine's own time, from the client's measures). */
async function perKeystroke(browser, baseURL) {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(PAGE);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000});
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  // Each query once first: its parts are then loaded, as for a reader typing it again.
  for (const query of KEYSTROKE_QUERIES) {
    await input.fill(query);
    await page.waitForFunction(([name, text]) => performance.getEntriesByName(name).some((entry) => entry.detail?.[0] === text), [QUERY_MEASURE, query], {timeout: 30_000});
  }
  await page.evaluate((names) => names.forEach((name) => performance.clearMeasures(name)), [QUERY_MEASURE, ENGINE_MEASURE]);
  let keystrokes = 0;
  for (const query of KEYSTROKE_QUERIES) {
    await input.fill('');
    await input.pressSequentially(query, {delay: 30});
    keystrokes += query.length;
    await page.waitForFunction(([name, text]) => performance.getEntriesByName(name).some((entry) => entry.detail?.[0] === text), [QUERY_MEASURE, query], {timeout: 30_000});
  }
  const engine = await page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.duration), ENGINE_MEASURE);
  await context.close();
  return {keystrokes, engine: stats(engine)};
}

// ---------------------------------------------------------------------------

if (!hasSearchIndex(buildDir)) {
  throw new Error(`No embedded search index in ${buildDir}: run \`npm run build\` (without Algolia credentials) first.`);
}
const realIndex = readSearchIndex(buildDir);
const searchedGroups = realIndex.groups.filter((group) => SEARCHED_TAGS.includes(group.entry.tag));
const realUrls = new Set(searchedGroups.flatMap((group) => groupPageUrls(group)));

console.log('Extracting the pages of the build...');
const pages = await extractedPages();
const sites = [{name: '1x', pages, index: null}];
if (scale > 1) {
  const grown = growSite(pages, scale);
  console.log(`Growing the site ${scale} times: ${grown.length} pages; indexing them with the production code...`);
  sites.push({name: `${scale}x`, pages: grown, index: writeIndex(grown)});
}

const browser = await chromium.launch({executablePath: await findBrowser(), headless: true, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors']});
const results = {
  date: new Date().toISOString(),
  chromium: browser.version(),
  runs,
  page: PAGE,
  queries: [FIRST_QUERY, SECOND_QUERY],
  phone: PHONE,
  reference: referenceDir && referenceName,
  sites: {},
};
try {
  for (const site of sites) {
    const replaced = {};
    if (site.index) {
      replaced['search-index'] = path.join(site.index.folder, 'search-index');
      replaced['assets/search-index'] = path.join(site.index.folder, 'assets/search-index');
    }
    let pagefindBytes = null;
    if (withPagefind) {
      console.log(`Indexing the ${site.name} site with Pagefind...`);
      const pagefindFolder = await writePagefind(site.pages, realUrls);
      replaced.pagefind = pagefindFolder;
      replaced['.hosting'] = hostingWithWasm();
      pagefindBytes = folderBytes(pagefindFolder);
    }
    const served = overlay(buildDir, replaced);
    const indexFolder = site.index ? site.index.folder : buildDir;
    const oursBytes =
      folderBytes(path.join(indexFolder, 'search-index')) + folderBytes(path.join(indexFolder, 'assets/search-index'), {skip: isOfflineBundle});
    const searched = site.pages.filter((page) => SEARCHED_TAGS.includes(page.tag));
    const server = await startNginx({buildDir: served});
    // Sizes are remembered by URL, and the manifest, the heads and Pagefind's
    // entry keep their names from one site to the next.
    wireSizes.clear();
    try {
      console.log(`\n${site.name}: ${site.pages.length} pages (${searched.length} searched from a docs page), ${vocabulary(searched)} distinct words`);
      console.log(`  index on disk: ours ${kb(oursBytes)} (every group), Pagefind ${pagefindBytes === null ? '-' : kb(pagefindBytes)} (the searched pages)`);
      const measured = await measureSite(browser, server.url, withPagefind ? ['ours', 'pagefind'] : ['ours']);
      if (referenceDir && site.name === '1x') {
        const referenceServer = await startNginx({buildDir: referenceDir});
        try {
          measured.reference = (await measureSite(browser, referenceServer.url, ['ours'], () => 'reference')).ours;
        } finally {
          await referenceServer.close();
        }
      }
      const keystrokes = withKeystrokes && site.name === '1x' ? await perKeystroke(browser, server.url) : null;
      if (keystrokes) {
        console.log(`  per keystroke, once a query's parts are loaded (${keystrokes.engine.count} searches): engine median ${keystrokes.engine.median.toFixed(1)} ms, p95 ${keystrokes.engine.p95.toFixed(1)} ms (target < 10 ms)`);
      }
      results.sites[site.name] = {
        pages: site.pages.length,
        searchedPages: searched.length,
        distinctWords: vocabulary(searched),
        indexBytes: {ours: oursBytes, pagefind: pagefindBytes},
        measured,
        keystrokes,
      };
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}

// The summary the issue asks for: ours beside Pagefind, at each size.
const lines = [
  `# Search benchmark, ${results.date.slice(0, 10)}`,
  '',
  `Chromium ${results.chromium}, nginx with hosting/nginx.conf, cold cache, ${runs} runs (medians). Page ${PAGE}; first query "${FIRST_QUERY}", second "${SECOND_QUERY}". Phone: 150 ms round trip, 1.6 Mbps down, 750 kbps up. Load average ${os.loadavg().map((load) => load.toFixed(1)).join(', ')}.`,
  '',
  ...(referenceDir ? [`Reference: ${referenceName}, served the same way.`, ''] : []),
  '| site | engine | profile | first results (inserted) | bytes | requests | typed at 10/s | second query | (from the fill call) | second bytes |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const [name, site] of Object.entries(results.sites)) {
  for (const [engine, profiles] of Object.entries(site.measured)) {
    for (const [profile, row] of Object.entries(profiles)) {
      lines.push(
        `| ${name} | ${engine} | ${profile} | ${seconds(row.inserted.ms.median)} | ${kb(row.inserted.bytes.median)} | ${row.inserted.requests.median} | ${seconds(row.typed.ms.median)} | ${seconds(row.second.ms.median)} | ${seconds(row.second.fromCall.median)} | ${kb(row.second.bytes.median)} |`,
      );
    }
  }
}
lines.push('', '| site | pages | distinct words | ours on disk | Pagefind on disk |', '| --- | --- | --- | --- | --- |');
for (const [name, site] of Object.entries(results.sites)) {
  lines.push(`| ${name} | ${site.pages} | ${site.distinctWords} | ${kb(site.indexBytes.ours)} | ${site.indexBytes.pagefind === null ? '-' : kb(site.indexBytes.pagefind)} |`);
}
if (scale > 1) {
  const one = results.sites['1x'].measured.ours.phone.inserted.bytes.median;
  const many = results.sites[`${scale}x`].measured.ours.phone.inserted.bytes.median;
  lines.push('', `First query's bytes at ${scale}x: ${(many / one).toFixed(2)} times the 1x figure (target at most 1.5).`);
}
console.log(`\n${lines.join('\n')}`);

const stamp = results.date.slice(0, 10);
const outBase = path.join(root, 'bench/results', `search-${stamp}${scale > 1 ? `-scale${scale}` : ''}`);
fs.writeFileSync(`${outBase}.json`, `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync(`${outBase}.md`, `${lines.join('\n')}\n`);
console.log(`\nWritten to ${path.relative(root, outBase)}.{json,md}`);
