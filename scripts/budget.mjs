#!/usr/bin/env node
/**
 * The page-weight budget check (bench/budget.json, scripts/lib/budget.mjs):
 * serves the build with nginx and the shipped hosting/nginx.conf, loads one
 * page of each type as a first visit in Chromium (scripts/lib/first-visit.mjs,
 * the benchmark's measure) and fails when a page is over a ceiling. About half
 * a minute; `npm test` runs it right after the production build.
 *
 * `npm run budget` checks build/; E2E_BUILD_DIR names another build.
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import {budgetReport, compareWithBudget, readBudget} from './lib/budget.mjs';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {measureFirstVisit} from './lib/first-visit.mjs';
import {startNginx} from './lib/nginx-server.mjs';

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const budget = readBudget();
const server = await startNginx({buildDir});
const browser = await chromium.launch({executablePath: await findBrowser(), args: [...CHROMIUM_ARGS, '--ignore-certificate-errors']});
const measured = {};
try {
  for (const [type, {path: pagePath}] of Object.entries(budget.pages)) {
    measured[type] = await measureFirstVisit(browser, `${server.url}${pagePath}`);
  }
} finally {
  await browser.close();
  await server.close();
}

const {table, failures} = budgetReport(compareWithBudget(budget, measured));
console.log(`Page weight of ${path.relative(process.cwd(), buildDir) || '.'} against bench/budget.json (first visit, nginx with hosting/nginx.conf):\n\n${table}\n`);
if (failures.length > 0) {
  console.error(
    `Over budget:\n${failures.map((line) => `  - ${line}`).join('\n')}\n\n` +
      'Make the page lighter (code only some pages use belongs in a chunk loaded there), ' +
      'or raise the ceiling in bench/budget.json in a commit that says why.',
  );
  process.exit(1);
}
console.log('Every page is within its budget.');
