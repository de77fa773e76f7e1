#!/usr/bin/env node
/**
 * Search relevance on the production build (run `npm run build` first): every
 * query of `bench/relevance/{fixed,tune}.json` goes through the site's search
 * client (`LocalSearchClient`, which the modal and the search page use) with
 * the request the search page sends, and through Pagefind indexing the same
 * built pages with its defaults, in the same run. For each engine, half and
 * kind of query it prints hit@1, hit@3, hit@5 and MRR@10 of the page that
 * answers, and writes everything to `bench/results/relevance-<date>.json`.
 *
 * Ranks count results as each engine's own search page lists them: our search
 * page lists sections (a page may appear more than once), Pagefind's lists
 * pages. The DocSearch modal groups our hits by section of the site; that
 * order is reported too ("modal").
 *
 * Usage: node scripts/bench-relevance.mjs [--build build] [--no-pagefind] [--misses] [--set fixed|tune]
 *   --misses   lists the tuning half's queries whose answer is not first, with what came first
 *              (`--misses=all` lists the held-fixed half's too: do not tune on those)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {createIndex, close as closePagefind} from 'pagefind';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {firstAnswerRank, modalOrder, summarize} from './lib/relevance.mjs';
import {groupPageUrls, hasSearchIndex, readSearchIndex} from './lib/search-index-files.mjs';
import {startStaticServer} from './lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const buildDir = path.resolve(root, option('--build') ?? 'build');
const onlySet = option('--set');
const withPagefind = !args.includes('--no-pagefind');
const showMisses = args.includes('--misses') || args.includes('--misses=all');
const missesOfFixedHalf = args.includes('--misses=all');

/** What the search page asks for by default: current docs of each instance, plus the rest of the site. */
const SEARCHED_TAGS = ['default', 'docs-default-current', 'docs-community-current', 'docs-docs-tests-current'];
const REQUEST = {
  indexName: 'docusaurus',
  facetFilters: ['language:en', SEARCHED_TAGS.map((tag) => `docusaurus_tag:${tag}`)],
  hitsPerPage: 20,
  attributesToSnippet: ['content:30'],
  exhaustive: true,
};
const DEPTH = 20;

function loadQueries() {
  return ['fixed', 'tune']
    .filter((set) => !onlySet || onlySet === set)
    .flatMap((set) => {
      const file = JSON.parse(fs.readFileSync(path.join(root, 'bench/relevance', `${set}.json`), 'utf8'));
      return file.queries.map((query) => ({...query, set}));
    });
}

/** Our engine, through the browser client, on the built index served over HTTP. */
async function searchOurs(queries) {
  const server = await startStaticServer({dir: buildDir});
  // The client fetches the site-relative URLs of the manifest, as a page would.
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (url, init) => nodeFetch(new URL(url, server.url), init);
  try {
    const jiti = createJiti(import.meta.url, {interopDefault: true});
    const {LocalSearchClient} = jiti(path.join(root, 'src/plugins/search-index/client/localSearchClient.ts'));
    const client = new LocalSearchClient('/search-index/manifest.json', server.url);
    const results = [];
    // The first query loads the index; the time per query is measured from the second run on.
    await client.search({requests: [{...REQUEST, query: 'docusaurus'}]});
    const started = performance.now();
    const times = [];
    for (const {query} of queries) {
      const before = performance.now();
      const {
        results: [result],
      } = await client.search({requests: [{...REQUEST, query}]});
      times.push(performance.now() - before);
      const hits = result.hits.map((hit) => ({url: hit.url, group: hit.hierarchy.lvl0}));
      results.push({urls: hits.map((hit) => hit.url), modalUrls: modalOrder(hits).map((hit) => hit.url)});
    }
    return {results, ms: performance.now() - started, times};
  } finally {
    globalThis.fetch = nodeFetch;
    await server.close();
  }
}

/** The pages our index holds for the searched tags: Pagefind gets exactly these. */
function indexedPages() {
  return readSearchIndex(buildDir)
    .groups.filter((group) => SEARCHED_TAGS.includes(group.entry.tag))
    .flatMap((group) => groupPageUrls(group));
}

async function buildPagefindSite() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'relevance-pagefind-'));
  const pages = indexedPages();
  const {index} = await createIndex({});
  for (const url of pages) {
    const file = path.join(buildDir, decodeURI(url), url.endsWith('/') ? 'index.html' : '');
    await index.addHTMLFile({url, content: fs.readFileSync(file, 'utf8')});
  }
  await index.writeFiles({outputPath: path.join(site, 'pagefind')});
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Pagefind</title>');
  await closePagefind();
  return {site, pages: pages.length};
}

async function searchPagefind(queries) {
  const {site, pages} = await buildPagefindSite();
  const server = await startStaticServer({dir: site});
  const browser = await chromium.launch({executablePath: await findBrowser(), headless: true, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const started = performance.now();
    const urls = await page.evaluate(
      async ({texts, depth}) => {
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.init();
        const out = [];
        for (const text of texts) {
          const search = await pagefind.search(text);
          const data = await Promise.all(search.results.slice(0, depth).map((result) => result.data()));
          out.push(data.map((entry) => entry.url));
        }
        return out;
      },
      {texts: queries.map((query) => query.query), depth: DEPTH},
    );
    return {results: urls.map((list) => ({urls: list})), ms: performance.now() - started, pages};
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(site, {recursive: true, force: true});
  }
}

const percent = (value) => `${(value * 100).toFixed(0)} %`.padStart(5);
const fixed2 = (value) => value.toFixed(2).padStart(5);

function summaries(rows, engine, rankKey = 'rank') {
  const byKind = {};
  for (const kind of [...new Set(rows.map((row) => row.kind))].sort()) {
    byKind[kind] = summarize(rows.filter((row) => row.kind === kind).map((row) => row[engine][rankKey]));
  }
  return {all: summarize(rows.map((row) => row[engine][rankKey])), byKind};
}

function printTable(title, rows, engines) {
  console.log(`\n${title} (${rows.length} queries)`);
  const header = ['kind'.padEnd(9), 'n'.padStart(3)];
  for (const engine of engines) header.push(`${engine.label}: hit@1 hit@3 hit@5 MRR@10`);
  console.log(header.join('  '));
  const line = (label, pick) => {
    const cells = [label.padEnd(9)];
    let count = 0;
    for (const engine of engines) {
      const summary = pick(engine.summary);
      count = summary.queries;
      cells.push(
        `${' '.repeat(engine.label.length + 2)}${percent(summary.hit1)} ${percent(summary.hit3)} ${percent(summary.hit5)}  ${fixed2(summary.mrr10)}`,
      );
    }
    cells.splice(1, 0, String(count).padStart(3));
    console.log(cells.join('  '));
  };
  for (const kind of Object.keys(engines[0].summary.byKind)) line(kind, (summary) => summary.byKind[kind]);
  line('all', (summary) => summary.all);
}

const queries = loadQueries();
if (!hasSearchIndex(buildDir)) {
  console.error(`No search index in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
console.log(`${queries.length} queries on ${path.relative(root, buildDir) || '.'}`);
const ours = await searchOurs(queries);
const pagefind = withPagefind ? await searchPagefind(queries) : null;

const rows = queries.map((query, index) => {
  const mine = ours.results[index];
  const row = {
    ...query,
    ours: {
      rank: firstAnswerRank(mine.urls, query.answers),
      modalRank: firstAnswerRank(mine.modalUrls, query.answers),
      top: mine.urls.slice(0, 3).map((url) => new URL(url).pathname + new URL(url).hash),
    },
  };
  if (pagefind) {
    const theirs = pagefind.results[index];
    row.pagefind = {rank: firstAnswerRank(theirs.urls, query.answers), top: theirs.urls.slice(0, 3)};
  }
  return row;
});

const report = {date: new Date().toISOString(), build: path.relative(root, buildDir) || '.', sets: {}};
for (const set of [...new Set(rows.map((row) => row.set))]) {
  const setRows = rows.filter((row) => row.set === set);
  const engines = [
    {label: 'ours', summary: summaries(setRows, 'ours')},
    {label: 'ours (modal order)', summary: summaries(setRows, 'ours', 'modalRank')},
  ];
  if (pagefind) engines.push({label: 'Pagefind', summary: summaries(setRows, 'pagefind')});
  report.sets[set] = Object.fromEntries(engines.map((engine) => [engine.label, engine.summary]));
  printTable(set === 'fixed' ? 'Held-fixed half' : 'Tuning half', setRows, engines);
}
const sortedTimes = [...ours.times].sort((a, b) => a - b);
const quantile = (share) => sortedTimes[Math.min(sortedTimes.length - 1, Math.floor(share * sortedTimes.length))];
console.log(
  `\nTime for all queries: ours ${ours.ms.toFixed(0)} ms (Node, one thread; per query median ` +
    `${quantile(0.5).toFixed(1)} ms, p95 ${quantile(0.95).toFixed(1)} ms)` +
    (pagefind ? `, Pagefind ${pagefind.ms.toFixed(0)} ms (Chromium; ${pagefind.pages} pages indexed)` : ''),
);

if (showMisses) {
  console.log('\nQueries whose answer is not first in our results:');
  for (const row of rows.filter((candidate) => candidate.ours.rank !== 1 && (missesOfFixedHalf || candidate.set === 'tune'))) {
    console.log(
      `  [${row.set}/${row.kind}] ${JSON.stringify(row.query)} -> rank ${row.ours.rank ?? '-'}` +
        (row.pagefind ? ` (Pagefind ${row.pagefind.rank ?? '-'})` : '') +
        `; want ${row.answers[0]}; got ${row.ours.top.join(', ')}`,
    );
  }
}

report.queries = rows;
const outFile = path.join(root, 'bench/results', `relevance-${report.date.slice(0, 10)}.json`);
fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, outFile)}`);
