#!/usr/bin/env node
/**
 * Benchmark of the embedded search, on the production build in build/ (run
 * `npm run build` first), in headless Chromium:
 *
 *   1. index size: raw and gzip bytes of every shard listed in the manifest;
 *   2. time to first results: from Ctrl+K on a docs page to the first hit
 *      drawn, for a query typed at once, and from the moment the modal's search
 *      box is shown (when a visitor can start typing) to that hit; several runs,
 *      each in a fresh browser context: "cold" with nothing fetched yet, "after
 *      hover" once hovering the search button has fetched the code and the index;
 *   3. per-keystroke query time: each of a fixed list of 50 queries typed
 *      letter by letter into the modal; for every keystroke, from the User
 *      Timing measures the client records, the engine's time (matching and
 *      highlighting, in the worker when there is one) and the whole call until
 *      the answer is back on the main thread (which waits while the modal
 *      renders); plus long main-thread tasks while typing.
 *
 * Prints a summary and writes it to bench/results/search.json. Usage:
 *   node scripts/bench-search.mjs [--runs 10] [--build build] [--worker]
 * `--worker` makes the manifest announce a big index, so the client searches
 * in a worker as it does for big sites (small indexes run on the main thread).
 */
/* global window, document, MutationObserver -- functions run in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {startStaticServer} from './lib/static-server.mjs';

const QUERY_MEASURE = 'search-index:query';
const ENGINE_MEASURE = 'search-index:engine';
const FORCE_WORKER = process.argv.includes('--worker');

/** A browser context on the served build, instrumented, with the worker forced if asked. */
async function newContext(browser, baseURL) {
  const context = await browser.newContext({baseURL, viewport: {width: 1280, height: 800}});
  await context.addInitScript(instrumentPage);
  if (FORCE_WORKER) {
    await context.route('**/search-index/manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      for (const shard of manifest.shards) shard.bytes = 10_000_000;
      await route.fulfill({response, json: manifest});
    });
  }
  return context;
}

/** Fixed queries: words readers look up, a few with typos, a few multi-word. */
const QUERIES = [
  'sidebar',
  'versioning',
  'deploy',
  'configuration',
  'plugin',
  'blog',
  'i18n',
  'search',
  'swizzle',
  'markdown',
  'mdx',
  'admonition',
  'tabs',
  'code block',
  'theme',
  'navbar',
  'footer',
  'dark mode',
  'seo',
  'sitemap',
  'redirect',
  'trailing slash',
  'baseUrl',
  'static assets',
  'images',
  'math equations',
  'mermaid',
  'live code',
  'typescript',
  'installation',
  'create-docusaurus',
  'cli',
  'build',
  'serve',
  'broken links',
  'pwa',
  'offline',
  'docsearch',
  'react 19',
  'migration',
  'upgrade',
  'tags',
  'authors',
  'changelog',
  'pagination',
  'table of contents',
  'front matter',
  'sidebr',
  'confguration',
  'onBrokenLinks',
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1) ?? NaN,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Marks, in the page's own clock, when Ctrl+K was pressed, the modal shown and the first hit drawn. */
function instrumentPage() {
  window.__bench = {openedAt: null, shownAt: null, firstHitAt: null, longTasks: []};
  window.addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'k' && window.__bench.openedAt === null) {
        window.__bench.openedAt = performance.now();
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (window.__bench.shownAt === null && document.querySelector('.DocSearch-Input')) {
      window.__bench.shownAt = performance.now();
    }
    if (window.__bench.firstHitAt === null && document.querySelector('.DocSearch-Hits .DocSearch-Hit')) {
      window.__bench.firstHitAt = performance.now();
    }
  }).observe(document, {childList: true, subtree: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({type: 'longtask', buffered: false});
}

async function waitForHydration(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
    timeout: 30_000,
  });
}

function shardSizes(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8'));
  return manifest.shards.map((shard) => {
    const content = fs.readFileSync(path.join(buildDir, shard.url.replace(/^\/+/, '')));
    return {
      tag: shard.tag,
      language: shard.language,
      file: path.basename(shard.url),
      records: shard.records,
      bytes: content.length,
      gzipBytes: gzipSync(content, {level: 9}).length,
    };
  });
}

async function timeToFirstResults(browser, baseURL, runs, {hoverFirst}) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    if (hoverFirst) {
      await page.locator('button.DocSearch-Button').hover();
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 400);
    }
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('config');
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
    const {openedAt, shownAt, firstHitAt} = await page.evaluate(() => window.__bench);
    samples.push({fromKey: firstHitAt - openedAt, fromModal: firstHitAt - shownAt});
    await context.close();
  }
  return samples;
}

async function perKeystroke(browser, baseURL) {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  // Warm up: the index is loaded before timing keystrokes.
  await input.pressSequentially('docs');
  await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
  await page.evaluate((names) => {
    for (const name of names) performance.clearMeasures(name);
    window.__bench.longTasks = [];
  }, [QUERY_MEASURE, ENGINE_MEASURE]);

  let keystrokes = 0;
  for (const query of QUERIES) {
    await input.fill('');
    await input.pressSequentially(query, {delay: 30});
    keystrokes += query.length;
    // The client skips a search that a newer keystroke overtook while it waited, so not every
    // keystroke gets a measure: wait for the one of the whole query.
    await page.waitForFunction(
      ([name, text]) => performance.getEntriesByName(name).some((entry) => entry.detail?.[0] === text),
      [QUERY_MEASURE, query],
      {timeout: 10_000},
    );
  }
  const {durations, engineDurations, longTasks} = await page.evaluate(
    ([whole, engine]) => ({
      durations: performance.getEntriesByName(whole).map((entry) => entry.duration),
      engineDurations: performance.getEntriesByName(engine).map((entry) => entry.duration),
      longTasks: window.__bench.longTasks,
    }),
    [QUERY_MEASURE, ENGINE_MEASURE],
  );
  await context.close();
  return {durations, engineDurations, longTasks, keystrokes};
}

const buildDir = path.resolve(option('build', 'build'));
const runs = Number(option('runs', '10'));
if (!fs.existsSync(path.join(buildDir, 'search-index/manifest.json'))) {
  throw new Error(`No embedded search index in ${buildDir}: run \`npm run build\` (without Algolia credentials) first.`);
}

const shards = shardSizes(buildDir);
const server = await startStaticServer({dir: buildDir});
const browser = await chromium.launch({executablePath: await findBrowser(), headless: true, args: CHROMIUM_ARGS});
try {
  const coldSamples = await timeToFirstResults(browser, server.url, runs, {hoverFirst: false});
  const hoverSamples = await timeToFirstResults(browser, server.url, runs, {hoverFirst: true});
  const firstResults = stats(coldSamples.map((sample) => sample.fromKey));
  const firstResultsFromModal = stats(coldSamples.map((sample) => sample.fromModal));
  const firstResultsAfterHover = stats(hoverSamples.map((sample) => sample.fromKey));
  const typing = await perKeystroke(browser, server.url);
  const keystroke = stats(typing.durations);
  const keystrokeEngine = stats(typing.engineDurations);

  console.log(`\nSearch runs ${FORCE_WORKER ? 'in a worker (forced)' : 'where the client chooses (main thread below 256 KB of index)'}.`);
  console.log(`Load average while measuring: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')} (${os.cpus().length} cores)`);
  console.log('\nIndex shards (gzip -9):');
  for (const shard of shards) {
    console.log(`  ${shard.tag.padEnd(28)} ${String(shard.records).padStart(6)} records  ${kb(shard.bytes).padStart(10)} raw  ${kb(shard.gzipBytes).padStart(9)} gzip`);
  }
  const largest = Math.max(...shards.map((shard) => shard.gzipBytes));
  console.log(`  largest shard: ${kb(largest)} gzip (target < 250 KB)`);
  console.log(`\nTime to first results after Ctrl+K, cold (${firstResults.count} runs):`);
  console.log(`  median ${ms(firstResults.median)}, p95 ${ms(firstResults.p95)}, max ${ms(firstResults.max)} (the modal's own code loads first)`);
  console.log(
    `  from the modal shown: median ${ms(firstResultsFromModal.median)}, p95 ${ms(firstResultsFromModal.p95)}, max ${ms(firstResultsFromModal.max)} (target < 300 ms)`,
  );
  console.log(`After hovering the button first (${firstResultsAfterHover.count} runs):`);
  console.log(
    `  median ${ms(firstResultsAfterHover.median)}, p95 ${ms(firstResultsAfterHover.p95)}, max ${ms(firstResultsAfterHover.max)}`,
  );
  console.log(
    `\nPer-keystroke query time, ${QUERIES.length} queries, ${typing.keystrokes} keystrokes, ${keystroke.count} searches run ` +
      `(the others were overtaken by the next keystroke while waiting; target p95 < 10 ms):`,
  );
  console.log(
    `  engine:          median ${ms(keystrokeEngine.median)}, p95 ${ms(keystrokeEngine.p95)}, max ${ms(keystrokeEngine.max)}`,
  );
  console.log(`  whole call:      median ${ms(keystroke.median)}, p95 ${ms(keystroke.p95)}, max ${ms(keystroke.max)}`);
  console.log(`  main-thread long tasks while typing: ${typing.longTasks.length}`);

  const results = {
    date: new Date().toISOString(),
    chromium: browser.version(),
    shards,
    largestShardGzipBytes: largest,
    loadAverage: os.loadavg(),
    forcedWorker: FORCE_WORKER,
    timeToFirstResultsMs: firstResults,
    timeToFirstResultsFromModalShownMs: firstResultsFromModal,
    timeToFirstResultsAfterHoverMs: firstResultsAfterHover,
    keystrokes: typing.keystrokes,
    perKeystrokeMs: keystroke,
    perKeystrokeEngineMs: keystrokeEngine,
    longTasksWhileTyping: typing.longTasks,
    queries: QUERIES,
  };
  fs.mkdirSync('bench/results', {recursive: true});
  const output = `bench/results/search${FORCE_WORKER ? '-worker' : ''}.json`;
  fs.writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${output}`);
} finally {
  await browser.close();
  await server.close();
}
