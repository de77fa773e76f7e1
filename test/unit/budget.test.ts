import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {budgetReport, compareWithBudget, readBudget} from '../../scripts/lib/budget.mjs';
import {WEIGHED_PAGES} from '../../scripts/lib/first-visit.mjs';

/** The page-weight budget the test command holds every build to (bench/budget.json). */
const committed = readBudget();

let scratch: string | undefined;
afterEach(() => {
  if (scratch) fs.rmSync(scratch, {recursive: true, force: true});
  scratch = undefined;
});

function budgetFile(pages: unknown): string {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  const file = path.join(scratch, 'budget.json');
  fs.writeFileSync(file, JSON.stringify({pages}));
  return file;
}

describe('bench/budget.json', () => {
  it('caps every page type the benchmark weighs, at a path it weighs it at', () => {
    expect(Object.keys(committed.pages).sort()).toEqual(WEIGHED_PAGES.map(({type}) => type).sort());
  });

  it('holds the doc page’s JS to the 148,500 B gzip -9 set for the bundle work', () => {
    expect(committed.pages.doc!.jsGzip9Bytes).toBeLessThanOrEqual(148_500);
  });
});

describe('readBudget', () => {
  const valid = Object.fromEntries(WEIGHED_PAGES.map(({type, ours}) => [type, {path: ours[0], jsGzip9Bytes: 100_000, servedBytes: 150_000}]));

  it('refuses a budget that leaves a page type out, names a path not weighed, or caps in part bytes', () => {
    const withoutDoc = Object.fromEntries(Object.entries(valid).filter(([type]) => type !== 'doc'));
    expect(() => readBudget(budgetFile(withoutDoc))).toThrow(/no budget for the page type "doc"/);
    expect(() => readBudget(budgetFile({...valid, doc: {...valid.doc, path: '/docs/'}}))).toThrow(/"doc": \/docs\/ is not a path/);
    expect(() => readBudget(budgetFile({...valid, home: {...valid.home, servedBytes: 1.5}}))).toThrow(/"home": servedBytes must be a whole number/);
    expect(() => readBudget(budgetFile({...valid, footer: valid.home}))).toThrow(/"footer" is not a page type/);
    expect(readBudget(budgetFile(valid)).pages.doc!.path).toBe('/docs/installation/');
  });
});

describe('compareWithBudget and budgetReport', () => {
  const budget = {
    pages: {
      home: {path: '/', jsGzip9Bytes: 120_000, servedBytes: 140_000},
      doc: {path: '/docs/installation/', jsGzip9Bytes: 148_500, servedBytes: 180_000},
    },
  };

  it('passes pages at or under their ceilings', () => {
    const rows = compareWithBudget(budget, {
      home: {jsGzip9Bytes: 120_000, servedBytes: 139_000},
      doc: {jsGzip9Bytes: 148_000, servedBytes: 175_000},
    });
    expect(budgetReport(rows).failures).toEqual([]);
    expect(rows.map(({over}) => over)).toEqual([0, -1000, -500, -5000]);
  });

  it('names each measure of each page that is over, by how much', () => {
    const {failures, table} = budgetReport(
      compareWithBudget(budget, {
        home: {jsGzip9Bytes: 119_000, servedBytes: 140_001},
        doc: {jsGzip9Bytes: 151_063, servedBytes: 180_000},
      }),
    );
    expect(failures).toEqual([
      'home (/): served (HTML, CSS, JS) 140,001 B, ceiling 140,000 B, 1 B over',
      'doc (/docs/installation/): JS, gzip -9 151,063 B, ceiling 148,500 B, 2,563 B over',
    ]);
    expect(table).toContain('| doc | /docs/installation/ | JS, gzip -9 | 151,063 | 148,500 | 2,563 OVER |');
  });

  it('refuses to pass a page it has no measurement of', () => {
    expect(() => compareWithBudget(budget, {home: {jsGzip9Bytes: 1, servedBytes: 1}})).toThrow(/no measurement of doc/);
  });
});
