import {Joi} from '@docusaurus/utils-validation';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiOptionDocs} from '../../../data/apiOptions';
import {buildTable, buildTables} from '../buildTables';
import {describeSchema, extractOptions} from '../extract';
import {createSiteRequire, tableSources} from '../sources';
import type {OptionsTable} from '../types';

const schema = Joi.object({
  path: Joi.string().default('notes'),
  limit: Joi.number(),
});
const extraction = extractOptions(describeSchema(schema));

describe('buildTable completeness checks', () => {
  it('merges descriptions into the extracted rows when both agree', () => {
    const {table, problems} = buildTable({id: 'fixture'}, extraction, {
      descriptions: {path: 'Where notes live.', limit: 'How many.'},
    });
    expect(problems).toEqual([]);
    expect(table.rows[0]).toEqual({
      name: 'path',
      type: 'string',
      required: false,
      defaultValue: "'notes'",
      description: 'Where notes live.',
      origin: 'schema',
    });
  });

  it('reports a schema option that has no description', () => {
    const {problems} = buildTable({id: 'fixture'}, extraction, {descriptions: {path: 'Where notes live.'}});
    expect(problems).toEqual(['[fixture] option "limit" has no description']);
  });

  it('reports a description of an option the schema does not have', () => {
    const {problems} = buildTable({id: 'fixture'}, extraction, {
      descriptions: {path: 'Where.', limit: 'How many.', colour: 'Made up.'},
    });
    expect(problems).toEqual(['[fixture] documents "colour", which the schema does not have']);
  });

  it('refuses hand-written rows for a schema that rejects unknown keys', () => {
    const {problems} = buildTable({id: 'fixture'}, extraction, {
      descriptions: {path: 'Where.', limit: 'How many.'},
      manualOptions: [{name: 'quality', type: 'number', description: 'Passed on.'}],
    });
    expect(problems).toEqual(['[fixture] has hand-written rows but its schema rejects unknown options']);
  });

  it('accepts hand-written rows when the schema passes unknown keys on', () => {
    const open = extractOptions(describeSchema(schema.unknown()));
    const {table, problems} = buildTable({id: 'fixture'}, open, {
      descriptions: {path: 'Where.', limit: 'How many.'},
      manualOptions: [{name: 'quality', type: 'number', defaultValue: '85', description: 'Passed on.'}],
    });
    expect(problems).toEqual([]);
    expect(table.rows.at(-1)).toMatchObject({name: 'quality', origin: 'manual', defaultValue: '85'});
  });

  it('reports a hand-written row that duplicates a schema option', () => {
    const open = extractOptions(describeSchema(schema.unknown()));
    const {problems} = buildTable({id: 'fixture'}, open, {
      descriptions: {path: 'Where.', limit: 'How many.'},
      manualOptions: [{name: 'path', type: 'string', description: 'Again.'}],
    });
    expect(problems).toEqual(['[fixture] writes "path" by hand although the schema describes it']);
  });

  it('reports a table without documentation entry', () => {
    expect(buildTable({id: 'fixture'}, extraction, undefined).problems).toContain(
      '[fixture] has no documentation entry',
    );
  });
});

describe('the real tables of the installed packages', () => {
  let tables: OptionsTable[] = [];
  let problems: string[] = [];

  beforeAll(() => {
    const siteRequire = createSiteRequire(process.cwd());
    ({tables, problems} = buildTables(tableSources(siteRequire), siteRequire, apiOptionDocs));
  }, 60_000);

  const table = (id: string): OptionsTable => {
    const found = tables.find((candidate) => candidate.id === id);
    if (!found) {
      throw new Error(`No table ${id}`);
    }
    return found;
  };
  const row = (id: string, name: string) => table(id).rows.find((candidate) => candidate.name === name);

  it('describes every schema option, and nothing the schemas lack', () => {
    expect(problems).toEqual([]);
  });

  it('reads the docs plugin defaults from its schema', () => {
    expect(row('plugin-content-docs', 'routeBasePath')).toMatchObject({type: 'string', defaultValue: "'docs'"});
    expect(row('plugin-content-docs', 'sidebarPath')).toMatchObject({type: 'false | string'});
    expect(row('plugin-content-docs', 'id')).toMatchObject({defaultValue: "'default'"});
    expect(table('plugin-content-docs').removed).toContain('homePageId');
  });

  it('reads the site config schema of the core package', () => {
    expect(row('site-config', 'url')).toMatchObject({required: true, type: 'string'});
    expect(row('site-config', 'onBrokenLinks')).toMatchObject({defaultValue: "'throw'"});
    expect(row('site-config', 'future.experimental_faster.rspackBundler')).toMatchObject({defaultValue: 'false'});
  });

  it('builds one table per navbar item type', () => {
    expect(row('navbar-item-doc', 'docId')).toMatchObject({required: true});
    expect(row('navbar-item-locale-dropdown', 'queryString')).toBeDefined();
    expect(row('navbar-item-link', 'position')).toMatchObject({defaultValue: "'left'"});
  });

  it('shows hand-written rows only where the schema has none', () => {
    expect(table('plugin-ideal-image').rows.map((option) => option.origin)).toContain('manual');
    expect(table('plugin-rsdoctor').rows.every((option) => option.origin === 'manual')).toBe(true);
    expect(table('plugin-debug').rows).toEqual([]);
  });
});
