#!/usr/bin/env node
/**
 * How much each page teaches, next to the upstream page it is measured against:
 * words of prose and fenced code examples, per current docs page (default) or per blog
 * post (`--blog`). `--count <file>...` measures any files, such as an upstream page saved
 * outside the project, so its figures can be recorded in `bench/reference/`.
 *
 *   npm run content:depth              docs/ against bench/reference/docs-depth.json
 *   npm run content:depth -- --blog    blog/ against bench/reference/blog-depth.json
 *   npm run content:depth -- --below 0.8   only pages under that ratio of their reference
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {countWords, measureContent} from './lib/content-depth.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

function filesUnder(dir, keep) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const isPage = (path) => /\.mdx?$/.test(path) && !path.split('/').some((part) => part.startsWith('_'));

/**
 * Our API pages render their option tables from data (src/data/apiOptions, merged with the
 * framework's schemas at build time) where upstream writes the same tables in Markdown; the
 * reader sees both, so a page's words include the words of the tables it imports. Built
 * here with the plugin's own code, so no site build is needed.
 */
const GENERATED_TABLE = /@generated\/api-options\/default\/([\w-]+)\.json/g;
let optionTables;
function optionTableWords(source) {
  const ids = [...source.matchAll(GENERATED_TABLE)].map((match) => match[1]);
  if (ids.length === 0) return 0;
  if (!optionTables) {
    const jiti = createJiti(import.meta.url, {interopDefault: true});
    const {buildTables} = jiti('../src/plugins/api-options/buildTables.ts');
    const {createSiteRequire, tableSources} = jiti('../src/plugins/api-options/sources.ts');
    const {apiOptionDocs} = jiti('../src/data/apiOptions/index.ts');
    const siteRequire = createSiteRequire(root);
    optionTables = new Map(buildTables(tableSources(siteRequire), siteRequire, apiOptionDocs).tables.map((table) => [table.id, table]));
  }
  return ids.reduce((total, id) => {
    const rows = optionTables.get(id)?.rows ?? [];
    return total + rows.reduce((sum, row) => sum + countWords([row.name, row.type, row.defaultValue ?? '', row.description].join(' ')), 0);
  }, 0);
}

function measureFile(path) {
  const source = readFileSync(path, 'utf8');
  const measured = measureContent(source, {mdx: path.endsWith('.mdx')});
  return {...measured, words: measured.words + optionTableWords(source)};
}
const ratio = (ours, reference) => (reference ? (ours / reference).toFixed(2) : '—');

if (args[0] === '--count') {
  for (const file of args.slice(1)) {
    const {words, codeBlocks} = measureFile(file);
    console.log(`${file}\twords ${words}\tcode blocks ${codeBlocks}`);
  }
  process.exit(0);
}

const blog = args.includes('--blog');
const belowIndex = args.indexOf('--below');
const below = belowIndex >= 0 ? Number(args[belowIndex + 1]) : Infinity;
const contentDir = join(root, blog ? 'blog' : 'docs');
const reference = JSON.parse(readFileSync(join(root, 'bench/reference', blog ? 'blog-depth.json' : 'docs-depth.json'), 'utf8'));

const rows = filesUnder(contentDir, isPage)
  .sort()
  .map((path) => {
    const page = relative(contentDir, path);
    return {page, ...measureFile(path), reference: reference.pages[page]};
  });

const shown = rows.filter((row) => !row.reference || row.words / row.reference.words < below);
const table = [
  ['page', 'words', 'code', 'ref words', 'ref code', 'words ratio', 'code ratio'],
  ...shown.map((row) => [
    row.page,
    row.words,
    row.codeBlocks,
    row.reference?.words ?? '—',
    row.reference?.codeBlocks ?? '—',
    ratio(row.words, row.reference?.words),
    ratio(row.codeBlocks, row.reference?.codeBlocks),
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => String(line[column]).length)));
for (const line of table) {
  console.log(line.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  '));
}

const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const compared = rows.filter((row) => row.reference);
console.log(`\n${rows.length} pages: ${sum(rows, 'words')} words, ${sum(rows, 'codeBlocks')} code blocks.`);
if (compared.length) {
  const refWords = compared.reduce((total, row) => total + row.reference.words, 0);
  const refCode = compared.reduce((total, row) => total + row.reference.codeBlocks, 0);
  console.log(
    `${compared.length} with a reference: words ${sum(compared, 'words')} / ${refWords} (${ratio(sum(compared, 'words'), refWords)}), ` +
      `code blocks ${sum(compared, 'codeBlocks')} / ${refCode} (${ratio(sum(compared, 'codeBlocks'), refCode)}).`,
  );
  const thin = compared.filter((row) => row.words / row.reference.words < 0.8);
  console.log(`Under 0.8 of the reference's prose: ${thin.length ? thin.map((row) => row.page).join(', ') : 'none'}.`);
}
if (reference.total) {
  const {codeBlocks, words, source} = reference.total;
  console.log(
    `Whole reference (${source}): words ${sum(rows, 'words')} / ${words} (${ratio(sum(rows, 'words'), words)}), ` +
      `code blocks ${sum(rows, 'codeBlocks')} / ${codeBlocks} (${ratio(sum(rows, 'codeBlocks'), codeBlocks)}).`,
  );
}
