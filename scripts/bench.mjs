#!/usr/bin/env node
/**
 * Performance benchmark: prints figures, never passes or fails on them.
 *
 *   1. cold production build of this site (caches cleared): wall time, peak memory;
 *   2. for each page type: JS and CSS loaded on a first visit (gzip bytes, from the
 *      network in Chromium) and Lighthouse mobile scores with LCP, TBT and CLS;
 *   3. the same for a stock Docusaurus 3.7.0 classic TypeScript template created
 *      in the same run, and the ratios of our figures to its figures.
 *
 * Results go to bench/results/<date>.json and .md, and the table replaces the one
 * in README.md's "Performance" section.
 *
 * Flags: --skip-stock (this site only), --reuse-stock (keep an installed template
 * in bench/tmp/ from an earlier run instead of creating it again), --runs=N
 * (Lighthouse runs per page, 5 unless given).
 *
 * A quick look while working: --pages=home,API doc measures only those page types
 * (names as in the tables), --build=DIR measures an existing build instead of
 * building (build/ of another checkout, say). Either one leaves the stock template
 * out and only prints its figures: bench/results and README.md keep the last full run.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {startStaticServer} from './lib/static-server.mjs';

const siteDir = path.resolve('.');
const args = process.argv.slice(2);
const flags = new Set(args);
/**
 * Lighthouse runs per page; the figures are those of the median run (by FCP and
 * TTI, as Lighthouse picks it). Three runs left the median of one page moving by
 * five points between back-to-back runs of the same build on this machine.
 */
const LIGHTHOUSE_RUNS = (() => {
  const given = args.find((arg) => arg.startsWith('--runs='));
  const runs = given === undefined ? 5 : Number(given.slice('--runs='.length));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench: --runs wants a whole number of runs, got ${given}`);
  return runs;
})();
const givenValue = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const chosenPageTypes = givenValue('pages')
  ?.split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
const existingBuild = givenValue('build');
/** Only some pages, or a build made elsewhere: figures to look at, not to record. */
const partialRun = chosenPageTypes !== undefined || existingBuild !== undefined;
const STOCK_VERSION = '3.7.0';
const stockDir = path.join(siteDir, 'bench/tmp/stock-template');
const resultsDir = path.join(siteDir, 'bench/results');

/**
 * Page types and where each site has one. The first path that exists in the
 * build is used; the stock template has no API reference, changelog, showcase
 * or search page, so those rows have no ratio.
 */
const PAGE_TYPES = [
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

if (chosenPageTypes) {
  const unknown = chosenPageTypes.filter((name) => !PAGE_TYPES.some(({type}) => type.toLowerCase() === name));
  if (unknown.length) {
    throw new Error(`bench: no page type named ${unknown.join(', ')} (known: ${PAGE_TYPES.map(({type}) => type).join(', ')})`);
  }
}
const measuredPageTypes = chosenPageTypes
  ? PAGE_TYPES.filter(({type}) => chosenPageTypes.includes(type.toLowerCase()))
  : PAGE_TYPES;

const log = (message) => console.log(`[bench] ${message}`);

/** Runs a command; resolves with wall time and the peak summed RSS of its process tree. */
function runMeasured(command, args, options) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], ...options});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) {
        resolve({seconds, peakMemoryMb: peak / 1024 / 1024});
      } else {
        reject(new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`));
      }
    });
  });
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state ppid ... rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function coldBuild(dir) {
  const docusaurus = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  await runMeasured(process.execPath, [docusaurus, 'clear'], {cwd: dir, env});
  fs.rmSync(path.join(dir, 'node_modules/.cache'), {recursive: true, force: true});
  return runMeasured(process.execPath, [docusaurus, 'build'], {cwd: dir, env});
}

function pageExists(buildDir, pagePath) {
  const pathname = new URL(pagePath, 'http://x').pathname;
  const relative = pathname.replace(/^\//, '');
  return [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`, relative].some((candidate) => {
    const file = path.join(buildDir, candidate);
    return fs.existsSync(file) && fs.statSync(file).isFile();
  });
}

/** JS and CSS a first visit downloads (prefetches of other pages excluded), gzip bytes. */
async function firstVisitBytes(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, serviceWorkers: 'block'});
  const page = await context.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => sizes.set(response.url(), {type, bytes: zlib.gzipSync(body, {level: 6}).length}),
        () => undefined,
      ),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // Work a page leaves for an idle moment after load (this site registers its service worker so,
  // fetching 3.5 kB of script) is part of a first visit: idle callbacks run in the order they were
  // asked for, so once one asked for now has run, the page's own have started.
  await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), {timeout: 10_000})));
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  await context.close();
  let js = 0;
  let css = 0;
  for (const {type, bytes} of sizes.values()) {
    if (type === 'script') js += bytes;
    else css += bytes;
  }
  return {jsBytes: js, cssBytes: css, files: sizes.size};
}

async function lighthouseMobile(port, url) {
  // One run's scores swing by ten points or more on a shared 2-core machine.
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const {lhr} = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    runs.push(lhr);
  }
  const lhr = computeMedianRun(runs);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative')
      .map((entry) => entry.id),
  };
}

async function measurePages(label, buildDir, pick, executablePath) {
  const server = await startStaticServer({dir: buildDir, compress: true});
  const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const pages = {};
  try {
    for (const pageType of measuredPageTypes) {
      const pagePath = pick(pageType).find((candidate) => pageExists(buildDir, candidate));
      if (!pagePath) {
        pages[pageType.type] = null;
        continue;
      }
      log(`${label}: ${pageType.type} (${pagePath})`);
      const url = `${server.url}${pagePath}`;
      pages[pageType.type] = {
        path: pagePath,
        ...(await firstVisitBytes(browser, url)),
        ...(await lighthouseMobile(chrome.port, url)),
      };
    }
  } finally {
    await browser.close();
    chrome.kill();
    await server.close();
  }
  return pages;
}

async function createStockTemplate() {
  if (flags.has('--reuse-stock') && fs.existsSync(path.join(stockDir, 'node_modules/@docusaurus/core'))) {
    log(`reusing the stock template in ${path.relative(siteDir, stockDir)}`);
    return;
  }
  fs.rmSync(stockDir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(stockDir), {recursive: true});
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', npm_config_yes: 'true'};
  log(`creating a stock Docusaurus ${STOCK_VERSION} classic TypeScript site`);
  await runMeasured(
    'npx',
    ['--yes', `create-docusaurus@${STOCK_VERSION}`, stockDir, 'classic', '--typescript', '--skip-install'],
    {cwd: path.dirname(stockDir), env},
  );
  // Same framework version, React version and dependency overrides as this site.
  const ours = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const manifestPath = path.join(stockDir, 'package.json');
  const stock = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(stock[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) stock[field][name] = STOCK_VERSION;
    }
  }
  stock.dependencies.react = ours.dependencies.react;
  stock.dependencies['react-dom'] = ours.dependencies['react-dom'];
  stock.overrides = {webpackbar: ours.overrides.webpackbar, sharp: ours.overrides.sharp};
  fs.writeFileSync(manifestPath, `${JSON.stringify(stock, null, 2)}\n`);
  log('installing the stock template (npm install)');
  await runMeasured('npm', ['install', '--no-audit', '--no-fund'], {cwd: stockDir, env});
}

/** Kibibytes (1024 bytes), as the tables head them. */
const kb = (bytes) => (bytes === undefined || bytes === null ? '—' : (bytes / 1024).toFixed(1));
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);
const ratio = (ours, stock) => (ours && stock ? (ours / stock).toFixed(2) : '—');

function markdownTable(result) {
  const {ours, stock} = result;
  const lines = [
    `Measured ${result.date} on ${result.machine}; Lighthouse ${result.lighthouseVersion}, mobile preset (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs per page.`,
    '',
  ];
  if (ours.build) {
    lines.push(
      '| Build (cold, caches cleared) | Wall time | Peak memory |',
      '| --- | --- | --- |',
      `| this site | ${ours.build.seconds.toFixed(1)} s | ${Math.round(ours.build.peakMemoryMb)} MB |`,
    );
  }
  if (stock) {
    lines.push(
      `| stock ${STOCK_VERSION} template | ${stock.build.seconds.toFixed(1)} s | ${Math.round(stock.build.peakMemoryMb)} MB |`,
      `| ratio | ${ratio(ours.build.seconds, stock.build.seconds)} | ${ratio(ours.build.peakMemoryMb, stock.build.peakMemoryMb)} |`,
    );
  }
  lines.push(
    '',
    '| Page type | Path | JS KiB gzip | CSS KiB gzip | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | JS vs stock | CSS vs stock |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const {type} of measuredPageTypes) {
    const page = ours.pages[type];
    const reference = stock?.pages[type];
    if (!page) {
      lines.push(`| ${type} | not in this build | | | | | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${type} | \`${page.path}\` | ${kb(page.jsBytes)} | ${kb(page.cssBytes)} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${ms(page.lcpMs)} | ${ms(page.tbtMs)} | ${page.cls?.toFixed(3) ?? '—'} | ${ratio(page.jsBytes, reference?.jsBytes)} | ${ratio(page.cssBytes, reference?.cssBytes)} |`,
    );
  }
  if (stock) {
    lines.push('', `Stock ${STOCK_VERSION} template, same measurements:`, '');
    lines.push('| Page type | Path | JS KiB gzip | CSS KiB gzip | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const {type} of PAGE_TYPES) {
      const page = stock.pages[type];
      if (page) {
        lines.push(
          `| ${type} | \`${page.path}\` | ${kb(page.jsBytes)} | ${kb(page.cssBytes)} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${ms(page.lcpMs)} | ${ms(page.tbtMs)} | ${page.cls?.toFixed(3) ?? '—'} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

function updateReadme(table) {
  const readmePath = path.join(siteDir, 'README.md');
  const readme = fs.readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${start}\n${table}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  if (pattern.test(readme)) {
    fs.writeFileSync(readmePath, readme.replace(pattern, block));
  } else {
    log('README.md has no bench markers: table not copied there');
  }
}

const executablePath = await findBrowser();
const date = new Date().toISOString().slice(0, 10);
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const os = await import('node:os');
// Other work on the machine skews every timing (Lighthouse's TBT most): record how busy it was.
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at start`;

let oursBuild = null;
if (existingBuild === undefined) {
  log('cold build of this site');
  oursBuild = await coldBuild(siteDir);
  log(`built in ${oursBuild.seconds.toFixed(1)} s, peak ${Math.round(oursBuild.peakMemoryMb)} MB`);
}
const oursBuildDir = path.resolve(existingBuild ?? path.join(siteDir, 'build'));
const ours = {build: oursBuild, pages: await measurePages('this site', oursBuildDir, (t) => t.ours, executablePath)};

let stock = null;
if (!flags.has('--skip-stock') && !partialRun) {
  await createStockTemplate();
  log('cold build of the stock template');
  const stockBuild = await coldBuild(stockDir);
  stock = {
    build: stockBuild,
    pages: await measurePages('stock', path.join(stockDir, 'build'), (t) => t.stock, executablePath),
  };
}

const result = {date, machine, lighthouseVersion, stockVersion: STOCK_VERSION, ours, stock};
const table = markdownTable(result);
if (partialRun) {
  console.log(`\n${table}\n`);
  log(`partial run (${existingBuild ? `build ${existingBuild}` : 'some pages'}): nothing written`);
  process.exit(0);
}
fs.mkdirSync(resultsDir, {recursive: true});
fs.writeFileSync(path.join(resultsDir, `${date}.json`), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(path.join(resultsDir, `${date}.md`), `# Benchmark ${date}\n\n${table}\n`);
updateReadme(table);
console.log(`\n${table}\n`);
log(`written to bench/results/${date}.json and .md`);
