/**
 * The page-weight budget (bench/budget.json): for each page type the benchmark
 * weighs (scripts/lib/first-visit.mjs), a ceiling for what a first visit
 * downloads, in two measures: the JS at gzip -9, and the HTML, CSS and JS as
 * nginx serves them. A change that makes a page heavier than its ceiling
 * fails the test command; a ceiling moves only with a commit that says why.
 */
import fs from 'node:fs';
import path from 'node:path';
import {WEIGHED_PAGES} from './first-visit.mjs';

export const BUDGET_FILE = path.resolve('bench/budget.json');

/** The measures a budget caps, with how the report names them. */
export const BUDGET_MEASURES = [
  {key: 'jsGzip9Bytes', label: 'JS, gzip -9'},
  {key: 'servedBytes', label: 'served (HTML, CSS, JS)'},
];

/**
 * @typedef {{path: string, jsGzip9Bytes: number, servedBytes: number}} PageBudget
 * @typedef {{pages: Record<string, PageBudget>}} Budget
 */

/**
 * The budget file, checked against the weighed page types: one entry for
 * each, at a path the benchmark weighs it at, with whole-byte ceilings.
 * @returns {Budget}
 */
export function readBudget(file = BUDGET_FILE) {
  /** @type {Budget} */
  const budget = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = [];
  const types = new Set(WEIGHED_PAGES.map(({type}) => type));
  for (const {type, ours} of WEIGHED_PAGES) {
    const page = budget.pages?.[type];
    if (!page) {
      problems.push(`no budget for the page type "${type}"`);
      continue;
    }
    if (!ours.includes(page.path)) problems.push(`"${type}": ${page.path} is not a path the benchmark weighs it at (${ours.join(', ')})`);
    for (const {key} of BUDGET_MEASURES) {
      if (!Number.isInteger(page[key]) || page[key] <= 0) problems.push(`"${type}": ${key} must be a whole number of bytes`);
    }
  }
  for (const type of Object.keys(budget.pages ?? {})) {
    if (!types.has(type)) problems.push(`"${type}" is not a page type the benchmark weighs`);
  }
  if (problems.length > 0) throw new Error(`${path.relative(process.cwd(), file)}: ${problems.join('; ')}`);
  return budget;
}

/**
 * Each measure of each page against its ceiling.
 * @param {Budget} budget
 * @param {Record<string, {jsGzip9Bytes: number, servedBytes: number}>} measured  by page type
 */
export function compareWithBudget(budget, measured) {
  return Object.entries(budget.pages).flatMap(([type, page]) =>
    BUDGET_MEASURES.map(({key, label}) => {
      const value = measured[type]?.[key];
      if (value === undefined) throw new Error(`budget: no measurement of ${type} (${page.path})`);
      return {type, path: page.path, measure: label, value, ceiling: page[key], over: value - page[key]};
    }),
  );
}

const bytes = (value) => value.toLocaleString('en-US');

/** The comparison as a table, and a line for each ceiling passed. */
export function budgetReport(rows) {
  const lines = [
    '| Page type | Path | Measure | Bytes | Ceiling | Margin |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({type, path: pagePath, measure, value, ceiling, over}) =>
        `| ${type} | ${pagePath} | ${measure} | ${bytes(value)} | ${bytes(ceiling)} | ${over > 0 ? `${bytes(over)} OVER` : bytes(-over)} |`,
    ),
  ];
  const failures = rows
    .filter(({over}) => over > 0)
    .map(({type, path: pagePath, measure, value, ceiling, over}) => `${type} (${pagePath}): ${measure} ${bytes(value)} B, ceiling ${bytes(ceiling)} B, ${bytes(over)} B over`);
  return {table: lines.join('\n'), failures};
}
