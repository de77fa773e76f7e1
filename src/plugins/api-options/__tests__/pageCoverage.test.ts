import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiOptionDocs} from '../../../data/apiOptions';
import {buildTables} from '../buildTables';
import {createSiteRequire, tableSources} from '../sources';
import type {OptionsTable} from '../types';

/**
 * Pages may split a table into sections with `only={[…]}`. A top-level option
 * that no section lists would silently vanish from the reference: this test
 * reads each page and checks that its sections cover the whole table.
 */
const SPLIT_TABLES = [
  {page: 'docs/api/docusaurus.config.mdx', importName: 'siteConfig', tableId: 'site-config'},
  {page: 'docs/api/themes/configuration.mdx', importName: 'themeConfig', tableId: 'theme-config'},
];

function sectionsOf(source: string, importName: string): string[] {
  const usage = new RegExp(`table=\\{${importName}\\}\\s*only=\\{\\[([^\\]]*)\\]\\}`, 'g');
  return [...source.matchAll(usage)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? ''),
  );
}

describe('pages that split an option table', () => {
  let tables: OptionsTable[] = [];
  beforeAll(() => {
    const siteRequire = createSiteRequire(process.cwd());
    ({tables} = buildTables(tableSources(siteRequire), siteRequire, apiOptionDocs));
  }, 60_000);

  it.each(SPLIT_TABLES)('$page shows every top-level option of $tableId', ({page, importName, tableId}) => {
    const source = fs.readFileSync(path.join(process.cwd(), page), 'utf8');
    const table = tables.find((candidate) => candidate.id === tableId);
    const topLevel = (table?.rows ?? []).map((row) => row.name).filter((name) => !/[.[]/.test(name));
    expect(topLevel.length).toBeGreaterThan(5);
    expect([...sectionsOf(source, importName)].sort()).toEqual([...topLevel].sort());
  });
});
