import {extractOptions, type Extraction} from './extract';
import type {TableSource} from './sources';
import type {OptionRow, OptionsTable} from './types';

/** A row written by hand, for options no installed schema describes. */
export type ManualOption = {
  name: string;
  type: string;
  required?: boolean;
  defaultValue?: string;
  description: string;
};

/** What we write about one table: a description per option, in our words. */
export type TableDocs = {
  descriptions: Readonly<Record<string, string>>;
  manualOptions?: readonly ManualOption[];
};

/**
 * Merges extracted options with their descriptions, and lists every mismatch
 * between the two: an option without description, or a description (or manual
 * row) naming an option the schema does not have.
 */
export function buildTable(
  source: Pick<TableSource, 'id' | 'anchorPrefix'>,
  extraction: Extraction | null,
  docs: TableDocs | undefined,
  {olderRelease = false}: {olderRelease?: boolean} = {},
): {table: OptionsTable; problems: string[]} {
  const problems: string[] = [];
  const where = `[${source.id}]`;
  if (!docs) {
    problems.push(`${where} has no documentation entry`);
  }
  const descriptions = docs?.descriptions ?? {};
  const manualOptions = docs?.manualOptions ?? [];
  const rows: OptionRow[] = [];

  for (const option of extraction?.options ?? []) {
    const description = descriptions[option.name];
    if (description === undefined || description.trim() === '') {
      problems.push(`${where} option "${option.name}" has no description`);
    }
    rows.push({...option, description: description ?? '', origin: 'schema'});
  }

  const schemaNames = new Set(rows.map((row) => row.name));
  for (const name of Object.keys(descriptions)) {
    // Descriptions follow the installed packages; an older release may lack
    // options added since, and its frozen table simply leaves them out.
    if (!schemaNames.has(name) && !olderRelease) {
      problems.push(`${where} documents "${name}", which the schema does not have`);
    }
  }

  if (extraction && manualOptions.length > 0 && !extraction.allowsUnknownKeys) {
    problems.push(`${where} has hand-written rows but its schema rejects unknown options`);
  }
  for (const manual of manualOptions) {
    if (schemaNames.has(manual.name)) {
      problems.push(`${where} writes "${manual.name}" by hand although the schema describes it`);
    }
    if (manual.description.trim() === '') {
      problems.push(`${where} hand-written option "${manual.name}" has no description`);
    }
    rows.push({
      name: manual.name,
      type: manual.type,
      required: manual.required ?? false,
      ...(manual.defaultValue === undefined ? {} : {defaultValue: manual.defaultValue}),
      description: manual.description,
      origin: 'manual',
    });
  }

  return {
    table: {
      id: source.id,
      anchorPrefix: source.anchorPrefix ?? '',
      rows,
      removed: extraction?.removed ?? [],
    },
    problems,
  };
}

/**
 * The tables of a released version, read from that version's packages
 * (`siteRequire` bound to a folder where they are installed). Tables whose
 * package did not exist yet in that release are listed in `absent`.
 */
export function buildReleaseTables(
  sources: readonly TableSource[],
  siteRequire: NodeRequire,
  docsById: Readonly<Record<string, TableDocs>>,
): {tables: OptionsTable[]; problems: string[]; absent: string[]} {
  const tables: OptionsTable[] = [];
  const problems: string[] = [];
  const absent: string[] = [];
  for (const source of sources) {
    if (source.package && !isInstalled(siteRequire, source.package)) {
      absent.push(source.id);
      continue;
    }
    const description = source.load(siteRequire);
    const extraction = description ? extractOptions(description, source) : null;
    const result = buildTable(source, extraction, docsById[source.id], {olderRelease: true});
    tables.push(result.table);
    problems.push(...result.problems);
  }
  return {tables, problems, absent};
}

function isInstalled(siteRequire: NodeRequire, packageName: string): boolean {
  try {
    siteRequire.resolve(packageName);
    return true;
  } catch {
    return false;
  }
}

/** Builds every table; `problems` is empty when docs and schemas agree. */
export function buildTables(
  sources: readonly TableSource[],
  siteRequire: NodeRequire,
  docsById: Readonly<Record<string, TableDocs>>,
): {tables: OptionsTable[]; problems: string[]} {
  const tables: OptionsTable[] = [];
  const problems: string[] = [];
  for (const source of sources) {
    const description = source.load(siteRequire);
    const extraction = description ? extractOptions(description, source) : null;
    const result = buildTable(source, extraction, docsById[source.id]);
    tables.push(result.table);
    problems.push(...result.problems);
  }
  const known = new Set(sources.map((source) => source.id));
  for (const id of Object.keys(docsById)) {
    if (!known.has(id)) {
      problems.push(`[${id}] is documented but no table source has this id`);
    }
  }
  return {tables, problems};
}
