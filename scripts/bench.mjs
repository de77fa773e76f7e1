#!/usr/bin/env node
/**
 * Performance benchmark: prints figures, never passes or fails on them.
 *
 *   1. cold production builds of this site, with the lean-bundle tweaks
 *      (src/lean-bundle) and without them (`LEAN_BUNDLE=off`): wall time, peak memory;
 *   2. for each page type, in each build, served by nginx with the shipped
 *      hosting/nginx.conf: what a first visit downloads (scripts/lib/first-visit.mjs:
 *      JS and CSS at gzip -9, and the HTML, CSS and JS as served) and Lighthouse
 *      mobile scores with LCP, TBT and CLS; the two builds side by side, which is
 *      what the tweaks save as a whole;
 *   3. the same for a stock Docusaurus 3.7.0 classic TypeScript template created
 *      in the same run, and the ratios of our figures to its figures.
 *
 * Results go to bench/results/<date>.json and .md, and the tables replace the
 * ones in bench/README.md.
 *
 * Flags: --skip-stock (this site only), --reuse-stock (keep an installed template
 * in bench/tmp/ from an earlier run instead of creating it again), --runs=N
 * (Lighthouse runs per page, 5 unless given), --js-only (bytes only, no
 * Lighthouse), --lean-only (no LEAN_BUNDLE=off build), --no-build (measure the
 * builds already in build/ and build-off/), --per-tweak (one more build
 * per tweak, with only that tweak left out, bytes only: what each tweak saves;
 * written to bench/results/<date>-tweaks.json and .md). --per-tweak=a,b measures
 * only the tweaks named.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import jiti from 'jiti';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {measureFirstVisit, WEIGHED_PAGES} from './lib/first-visit.mjs';
import {startNginx} from './lib/nginx-server.mjs';

const siteDir = path.resolve('.');
const args = process.argv.slice(2);
const flags = new Set(args);
const option = (name) => args.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
const JS_ONLY = flags.has('--js-only');
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
const STOCK_VERSION = '3.7.0';
const stockDir = path.join(siteDir, 'bench/tmp/stock-template');
const resultsDir = path.join(siteDir, 'bench/results');
const benchReadme = path.join(siteDir, 'bench/README.md');

/** The two builds compared: the site as shipped, and the framework's own output (src/lean-bundle/README.md). */
const MODES = [
  {name: 'lean', label: 'lean bundle', env: {}, outDir: path.join(siteDir, 'build')},
  {name: 'off', label: 'LEAN_BUNDLE=off', env: {LEAN_BUNDLE: 'off'}, outDir: path.join(siteDir, 'build-off')},
];

/** Page types and where each site has one (scripts/lib/first-visit.mjs). */
const PAGE_TYPES = WEIGHED_PAGES;

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

/** A production build; cold (framework caches cleared first) unless `warm`. */
async function build(dir, {env: extraEnv = {}, outDir, warm = false} = {}) {
  const docusaurus = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', ...extraEnv};
  if (!warm) {
    await runMeasured(process.execPath, [docusaurus, 'clear'], {cwd: dir, env});
    fs.rmSync(path.join(dir, 'node_modules/.cache'), {recursive: true, force: true});
  }
  const outArgs = outDir ? ['--out-dir', outDir] : [];
  return runMeasured(process.execPath, [docusaurus, 'build', ...outArgs], {cwd: dir, env});
}

function pageExists(buildDir, pagePath) {
  const pathname = new URL(pagePath, 'http://x').pathname;
  const relative = pathname.replace(/^\//, '');
  return [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`, relative].some((candidate) => {
    const file = path.join(buildDir, candidate);
    return fs.existsSync(file) && fs.statSync(file).isFile();
  });
}

/** The certificate nginx serves for the run is made for it: the browsers are told to accept it. */
const BROWSER_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];

/**
 * The shipped nginx.conf includes the Content-Security-Policy map our build
 * writes. A build without it (the stock template) gets a map that sends no
 * policy, so it is served by the same configuration otherwise.
 */
function ensureCspMap(buildDir) {
  const map = path.join(buildDir, '.hosting/nginx-csp-map.conf');
  if (fs.existsSync(map)) return;
  fs.mkdirSync(path.dirname(map), {recursive: true});
  fs.writeFileSync(map, '# Written by scripts/bench.mjs: this build has no policy of its own.\nmap $uri $site_content_security_policy {\n  default "";\n}\n');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of Lighthouse's CPU benchmark index over every page of the given result sets. */
function machineIndex(...pageSets) {
  const values = pageSets.flatMap((pages) => Object.values(pages ?? {}).map((page) => page?.benchmarkIndex)).filter((value) => typeof value === 'number');
  return values.length ? Math.round(median(values)) : null;
}

/** Runs that fail outright (no first paint within Lighthouse's wait on a starved machine) are run again, this many times per page at most. */
const LIGHTHOUSE_RETRIES = 3;

async function lighthouseMobile(port, url) {
  // One run's scores swing by ten points or more on a shared 2-core machine.
  const runs = [];
  let retries = 0;
  while (runs.length < LIGHTHOUSE_RUNS) {
    const {lhr} = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError) {
      runs.push(lhr);
      continue;
    }
    retries += 1;
    log(`Lighthouse run failed on ${url} (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); ${retries > LIGHTHOUSE_RETRIES ? 'giving up' : 'running it again'}`);
    if (retries > LIGHTHOUSE_RETRIES) throw new Error(`bench: Lighthouse failed ${retries} times on ${url}`);
  }
  const lhr = computeMedianRun(runs);
  // Lighthouse's own CPU benchmark of this machine at each run: simulated throttling multiplies
  // the observed main-thread time, so a slower machine (or a busier one) gets a higher TBT for the
  // same page. Kept so that runs on different days can be told apart from changes of the site.
  const benchmarkIndexes = runs.map((run) => run.environment?.benchmarkIndex).filter((value) => typeof value === 'number');
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
    benchmarkIndex: benchmarkIndexes.length ? median(benchmarkIndexes) : null,
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative')
      .map((entry) => entry.id),
  };
}

/** Every page type of a build, served by nginx with the shipped hosting/nginx.conf, as a visitor gets it. */
async function measurePages(label, buildDir, pick, executablePath, {lighthouse: withLighthouse = !JS_ONLY} = {}) {
  ensureCspMap(buildDir);
  const server = await startNginx({buildDir});
  const browser = await chromium.launch({executablePath, args: BROWSER_ARGS});
  const chrome = withLighthouse
    ? await chromeLauncher.launch({chromePath: executablePath, chromeFlags: ['--headless=new', ...BROWSER_ARGS]})
    : null;
  const pages = {};
  try {
    for (const pageType of PAGE_TYPES) {
      const pagePath = pick(pageType).find((candidate) => pageExists(buildDir, candidate));
      if (!pagePath) {
        pages[pageType.type] = null;
        continue;
      }
      log(`${label}: ${pageType.type} (${pagePath})`);
      const url = `${server.url}${pagePath}`;
      const {files, ...visit} = await measureFirstVisit(browser, url);
      pages[pageType.type] = {
        path: pagePath,
        ...visit,
        files: files.length,
        ...(chrome ? await lighthouseMobile(chrome.port, url) : {}),
      };
    }
  } finally {
    await browser.close();
    chrome?.kill();
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

/** Kilobytes (1,000 bytes), as the tables head them. */
const kb = (bytes) => (bytes === undefined || bytes === null ? '—' : (bytes / 1000).toFixed(1));
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);
const ratio = (ours, stock) => (ours && stock ? (ours / stock).toFixed(2) : '—');
const score = (value) => (value === undefined ? '—' : `${value}`);
const saving = (lean, off) => (lean === undefined || off === undefined ? '—' : kb(off - lean));

function pageRow(type, page, reference) {
  if (!page) return `| ${type} | not in this build | | | | | | | | | | | | | |`;
  return `| ${type} | \`${page.path}\` | ${kb(page.jsGzip9Bytes)} | ${kb(page.cssGzip9Bytes)} | ${kb(page.servedBytes)} | ${score(page.performance)} | ${score(page.accessibility)} | ${score(page.bestPractices)} | ${score(page.seo)} | ${ms(page.lcpMs)} | ${ms(page.tbtMs)} | ${page.cls?.toFixed(3) ?? '—'} | ${ratio(page.jsGzip9Bytes, reference?.jsGzip9Bytes)} | ${ratio(page.cssGzip9Bytes, reference?.cssGzip9Bytes)} | ${ratio(page.servedBytes, reference?.servedBytes)} |`;
}

const PAGE_HEADER = [
  '| Page type | Path | JS KB gzip -9 | CSS KB gzip -9 | Served KB | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | JS vs stock | CSS vs stock | Served vs stock |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

/** Lighthouse's CPU benchmark index of the run (higher is faster; its TBT scales with the inverse). */
function cpuIndexLine(result) {
  const index = machineIndex(...Object.values(result.builds).map((built) => built?.pages), result.stock?.pages);
  return index === null ? [] : [`Lighthouse CPU benchmark index of this machine during the run: ${index} (median of every run; TBT grows as it falls).`];
}

function markdownTable(result) {
  const {builds, stock} = result;
  const lines = [
    `Measured ${result.date} on ${result.machine}; each build served by nginx with hosting/nginx.conf; Lighthouse ${result.lighthouseVersion}, mobile preset (simulated throttling), median of ${result.lighthouseRuns} runs per page${JS_ONLY ? ' (not run: --js-only)' : ''}.`,
    'A first visit (scripts/lib/first-visit.mjs): JS and CSS as gzip -9 of each file; served: HTML, CSS and JS as nginx sent them (headers and body, whatever the encoding); 1 KB = 1,000 bytes.',
    ...cpuIndexLine(result),
    '',
  ];
  const timed = MODES.some((mode) => builds[mode.name]?.build) || stock;
  if (timed) lines.push('| Build (cold, caches cleared) | Wall time | Peak memory |', '| --- | --- | --- |');
  else lines.push('Builds not timed in this run (`--no-build`): the pages of the existing build were measured.');
  for (const mode of MODES) {
    const built = builds[mode.name]?.build;
    if (built) lines.push(`| this site, ${mode.label} | ${built.seconds.toFixed(1)} s | ${Math.round(built.peakMemoryMb)} MB |`);
  }
  if (stock) {
    const lean = builds.lean?.build;
    lines.push(`| stock ${STOCK_VERSION} template | ${stock.build.seconds.toFixed(1)} s | ${Math.round(stock.build.peakMemoryMb)} MB |`);
    if (lean) lines.push(`| ratio (lean bundle / stock) | ${ratio(lean.seconds, stock.build.seconds)} | ${ratio(lean.peakMemoryMb, stock.build.peakMemoryMb)} |`);
  }
  for (const mode of MODES) {
    const pages = builds[mode.name]?.pages;
    if (!pages) continue;
    lines.push('', `This site, ${mode.label}:`, '', ...PAGE_HEADER);
    for (const {type} of PAGE_TYPES) lines.push(pageRow(type, pages[type], stock?.pages[type]));
  }
  if (builds.lean?.pages && builds.off?.pages) {
    lines.push(
      '',
      'What the lean-bundle tweaks save as a whole (LEAN_BUNDLE=off minus lean bundle):',
      '',
      '| Page type | JS KB gzip -9, off | JS KB gzip -9, lean | JS saved | CSS KB gzip -9, off | CSS KB gzip -9, lean | CSS saved | Served KB, off | Served KB, lean | TBT ms, off | TBT ms, lean | Perf, off | Perf, lean |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const {type} of PAGE_TYPES) {
      const lean = builds.lean.pages[type];
      const off = builds.off.pages[type];
      if (!lean || !off) continue;
      lines.push(
        `| ${type} | ${kb(off.jsGzip9Bytes)} | ${kb(lean.jsGzip9Bytes)} | ${saving(lean.jsGzip9Bytes, off.jsGzip9Bytes)} | ${kb(off.cssGzip9Bytes)} | ${kb(lean.cssGzip9Bytes)} | ${saving(lean.cssGzip9Bytes, off.cssGzip9Bytes)} | ${kb(off.servedBytes)} | ${kb(lean.servedBytes)} | ${ms(off.tbtMs)} | ${ms(lean.tbtMs)} | ${score(off.performance)} | ${score(lean.performance)} |`,
      );
    }
  }
  if (stock) {
    lines.push('', `Stock ${STOCK_VERSION} template, same measurements:`, '', ...PAGE_HEADER);
    for (const {type} of PAGE_TYPES) if (stock.pages[type]) lines.push(pageRow(type, stock.pages[type]));
  }
  return lines.join('\n');
}

/** What each tweak saves: bytes with it left out minus bytes with every tweak, per page type. */
function tweaksTable(result) {
  const lines = [
    `Measured ${result.date} on ${result.machine}. Each column: a build with every tweak but one, minus the build with every tweak (KB gzip -9 of a first visit, JS / CSS); negative: the tweak adds bytes.`,
    '',
    `| Tweak | ${PAGE_TYPES.map(({type}) => type).join(' | ')} |`,
    `| --- | ${PAGE_TYPES.map(() => '---').join(' | ')} |`,
  ];
  const lean = result.lean;
  for (const [tweak, pages] of Object.entries(result.without)) {
    const cells = PAGE_TYPES.map(({type}) => {
      const a = lean[type];
      const b = pages[type];
      return a && b ? `${saving(a.jsGzip9Bytes, b.jsGzip9Bytes)} / ${saving(a.cssGzip9Bytes, b.cssGzip9Bytes)}` : '—';
    });
    lines.push(`| ${tweak} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Replaces the text between a pair of markers in a file. */
function replaceBetweenMarkers(file, name, text) {
  const source = fs.readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  if (pattern.test(source)) {
    fs.writeFileSync(file, source.replace(pattern, () => `${start}\n${text}\n${end}`));
  } else {
    log(`${path.relative(siteDir, file)} has no ${name} markers: table not copied there`);
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

const modes = flags.has('--lean-only') ? MODES.filter(({name}) => name === 'lean') : MODES;
const builds = {};
for (const mode of modes) {
  let built = null;
  if (flags.has('--no-build')) {
    if (!pageExists(mode.outDir, '/')) throw new Error(`bench: --no-build, but there is no build in ${path.relative(siteDir, mode.outDir)}`);
    log(`measuring the existing ${mode.label} build in ${path.relative(siteDir, mode.outDir)}`);
  } else {
    log(`cold build of this site, ${mode.label}`);
    built = await build(siteDir, {env: mode.env, outDir: mode.outDir});
    log(`built in ${built.seconds.toFixed(1)} s, peak ${Math.round(built.peakMemoryMb)} MB`);
  }
  builds[mode.name] = {build: built, pages: await measurePages(`this site, ${mode.label}`, mode.outDir, (t) => t.ours, executablePath)};
}

let stock = null;
if (!flags.has('--skip-stock')) {
  await createStockTemplate();
  log('cold build of the stock template');
  const stockBuild = await build(stockDir);
  stock = {
    build: stockBuild,
    pages: await measurePages('stock', path.join(stockDir, 'build'), (t) => t.stock, executablePath),
  };
}

const result = {date, machine, lighthouseVersion, lighthouseRuns: LIGHTHOUSE_RUNS, stockVersion: STOCK_VERSION, builds, stock};
const table = markdownTable(result);
fs.mkdirSync(resultsDir, {recursive: true});
fs.writeFileSync(path.join(resultsDir, `${date}.json`), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(path.join(resultsDir, `${date}.md`), `# Benchmark ${date}\n\n${table}\n`);
replaceBetweenMarkers(benchReadme, 'bench', table);
console.log(`\n${table}\n`);
log(`written to bench/results/${date}.json and .md`);

const perTweak = option('per-tweak');
if (perTweak) {
  const {TWEAKS} = jiti(path.join(siteDir, 'scripts/bench.mjs'))(path.join(siteDir, 'src/lean-bundle/tweaks.ts'));
  const named = perTweak.includes('=') ? perTweak.slice(perTweak.indexOf('=') + 1).split(',') : TWEAKS.map(({name}) => name);
  const unknown = named.filter((name) => !TWEAKS.some((tweak) => tweak.name === name));
  if (unknown.length > 0) throw new Error(`bench: no tweak named ${unknown.join(', ')}`);
  const lean = builds.lean?.pages ?? (await measurePages('this site, lean bundle', MODES[0].outDir, (t) => t.ours, executablePath, {lighthouse: false}));
  const without = {};
  const outDir = path.join(siteDir, 'bench/tmp/build-without');
  for (const name of named) {
    log(`build without the ${name} tweak`);
    await build(siteDir, {env: {LEAN_BUNDLE_WITHOUT: name}, outDir, warm: true});
    without[name] = await measurePages(`without ${name}`, outDir, (t) => t.ours, executablePath, {lighthouse: false});
  }
  const tweaks = {date, machine, lean, without};
  const text = tweaksTable(tweaks);
  fs.writeFileSync(path.join(resultsDir, `${date}-tweaks.json`), `${JSON.stringify(tweaks, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, `${date}-tweaks.md`), `# What each lean-bundle tweak saves, ${date}\n\n${text}\n`);
  replaceBetweenMarkers(benchReadme, 'tweaks', text);
  console.log(`\n${text}\n`);
  log(`written to bench/results/${date}-tweaks.json and .md`);
}
