import fs from 'node:fs/promises';
import path from 'node:path';
import {apiOptionDocs} from '../../data/apiOptions';
import {buildReleaseTables} from '../api-options/buildTables';
import {createSiteRequire, tableSources} from '../api-options/sources';
import {FROZEN_TABLES_DIR, liveTableImports, pointToFrozenTables} from './frozenImports';
import {pinDocsLinks} from './pinLinks';

/** Written next to the frozen tables: which release they were read from. */
export const FROZEN_FROM_FILE = 'frozen-from.json';

export type FreezeRequest = {
  siteDir: string;
  version: string;
  /** Folder whose `node_modules` holds that release's packages; the site by default. */
  packagesDir?: string;
  docsBasePath: string;
};

export type FreezeReport = {
  pagesChanged: number;
  linksPinned: number;
  tablesWritten: number;
  absentTables: string[];
};

async function listPages(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function readVersionNames(siteDir: string): Promise<string[]> {
  const raw: unknown = JSON.parse(await fs.readFile(path.join(siteDir, 'versions.json'), 'utf8'));
  if (!Array.isArray(raw) || !raw.every((name) => typeof name === 'string')) {
    throw new Error('versions.json must be an array of version names');
  }
  return raw;
}

function installedCoreVersion(siteRequire: NodeRequire): string {
  const manifest: unknown = siteRequire('@docusaurus/core/package.json');
  const version = (manifest as {version?: unknown}).version;
  if (typeof version !== 'string') {
    throw new Error('@docusaurus/core/package.json has no version');
  }
  return version;
}

/** Packages the tables read schemas from, beside the installed plugins, themes and presets. */
const SCHEMA_PACKAGES = ['@docusaurus/utils-validation'];

/**
 * The plugins, themes and presets installed in `packagesDir` (and the other
 * packages the tables read) whose version is not `coreVersion`. npm hoists a
 * package that the install command did not name at its latest release (e.g.
 * `plugin-content-docs`, a dependency of the preset), and its schemas then
 * describe options the release never had.
 */
async function packagesOfOtherReleases(packagesDir: string, coreVersion: string): Promise<string[]> {
  const scopeDir = path.join(packagesDir, 'node_modules', '@docusaurus');
  const installed = await fs.readdir(scopeDir).catch(() => [] as string[]);
  const names = new Set([
    ...SCHEMA_PACKAGES,
    ...installed.filter((name) => /^(plugin|theme|preset)-/.test(name)).map((name) => `@docusaurus/${name}`),
  ]);
  const mismatches: string[] = [];
  for (const name of [...names].sort()) {
    // Read from disk: some packages' `exports` do not expose package.json to require().
    const manifest = await fs.readFile(path.join(packagesDir, 'node_modules', name, 'package.json'), 'utf8').catch(() => null);
    const version: unknown = manifest === null ? undefined : (JSON.parse(manifest) as {version?: unknown}).version;
    if (typeof version === 'string' && version !== coreVersion) {
      mismatches.push(`${name}@${version}`);
    }
  }
  return mismatches;
}

/**
 * Makes a snapshot made by `docs:version` true to its release:
 * - absolute links to the docs point inside the version;
 * - the API option tables are read once from that release's packages, stored
 *   in the version's folder, and its pages import those copies, so upgrading
 *   the site's packages never changes what an old version documents.
 * Runs again safely: pinned links and frozen imports are left as they are.
 */
export async function freezeVersion(request: FreezeRequest): Promise<FreezeReport> {
  const {siteDir, version} = request;
  const versionDir = path.join(siteDir, 'versioned_docs', `version-${version}`);
  const versionNames = await readVersionNames(siteDir);
  if (!versionNames.includes(version)) {
    throw new Error(`${version} is not in versions.json: run \`docusaurus docs:version ${version}\` first`);
  }

  const siteRequire = createSiteRequire(request.packagesDir ?? siteDir);
  const coreVersion = installedCoreVersion(siteRequire);
  if (/^\d+\.\d+\.\d+/.test(version) && coreVersion !== version) {
    throw new Error(
      `The packages in ${request.packagesDir ?? siteDir} are Docusaurus ${coreVersion}, not ${version}: ` +
        'pass --packages <folder> where that release is installed',
    );
  }
  const otherReleases = await packagesOfOtherReleases(request.packagesDir ?? siteDir, coreVersion);
  if (otherReleases.length > 0) {
    throw new Error(
      `The packages in ${request.packagesDir ?? siteDir} mix releases: @docusaurus/core is ${coreVersion} but ` +
        `${otherReleases.join(', ')} ${otherReleases.length === 1 ? 'is' : 'are'} installed. ` +
        `Name every one of them at ${coreVersion} in the install command (see README.md).`,
    );
  }
  const {tables, problems, absent} = buildReleaseTables(tableSources(siteRequire), siteRequire, apiOptionDocs);
  if (problems.length > 0) {
    throw new Error(`Cannot freeze the API option tables of ${version}:\n- ${problems.join('\n- ')}`);
  }
  const available = new Set(tables.map((table) => table.id));

  const pages = await listPages(versionDir);
  const rewritten: {file: string; text: string}[] = [];
  const missingTables: string[] = [];
  let linksPinned = 0;
  for (const page of pages) {
    const file = path.join(versionDir, page);
    const source = await fs.readFile(file, 'utf8');
    for (const id of liveTableImports(source)) {
      if (!available.has(id)) {
        missingTables.push(`${page} shows the "${id}" table, which ${version} does not have`);
      }
    }
    const pinned = pinDocsLinks(source, {version, docsBasePath: request.docsBasePath, versionNames});
    const text = pointToFrozenTables(pinned.text, page);
    linksPinned += pinned.pinned;
    if (text !== source) {
      rewritten.push({file, text});
    }
  }
  if (missingTables.length > 0) {
    throw new Error(`Edit or delete these pages first:\n- ${missingTables.join('\n- ')}`);
  }

  // Every check passed: only now touch the files.
  const tablesDir = path.join(versionDir, FROZEN_TABLES_DIR);
  await fs.rm(tablesDir, {recursive: true, force: true});
  await fs.mkdir(tablesDir, {recursive: true});
  await Promise.all(
    tables.map((table) =>
      fs.writeFile(path.join(tablesDir, `${table.id}.json`), `${JSON.stringify(table, null, 2)}\n`),
    ),
  );
  await fs.writeFile(
    path.join(tablesDir, FROZEN_FROM_FILE),
    `${JSON.stringify({'@docusaurus/core': coreVersion}, null, 2)}\n`,
  );
  await Promise.all(rewritten.map(({file, text}) => fs.writeFile(file, text)));

  return {pagesChanged: rewritten.length, linksPinned, tablesWritten: tables.length, absentTables: absent};
}
