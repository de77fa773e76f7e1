import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {OptionsTable} from '../../api-options/types';
import {FROZEN_FROM_FILE} from '../freeze';
import {FROZEN_TABLES_DIR, LIVE_TABLES_MODULE} from '../frozenImports';
import {admonitions} from '../../../../config/markdown';
import {DEFAULT_ADMONITION_KEYWORDS, leavesVersion, mdxReferences, type MdxReferences} from '../mdxReferences';

/**
 * Checks the committed docs snapshots (`versioned_docs/`) against what
 * `docs:freeze` promises: each version documents its own release and links
 * inside itself.
 */
const siteDir = process.cwd();
const versionNames: string[] = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));

function versionDir(version: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${version}`);
}

function pagesOf(version: string): string[] {
  return fs
    .readdirSync(versionDir(version), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

const references = new Map<string, MdxReferences>();

/** Imports and links of a versioned page, read from its MDX syntax tree (code examples excluded). */
function referencesOf(version: string, page: string): MdxReferences {
  const found = references.get(path.join(version, page));
  if (!found) {
    throw new Error(`${page} of ${version} was not parsed`);
  }
  return found;
}

// Parsing every page as MDX takes a while on a loaded machine: once, up front.
beforeAll(() => {
  const admonitionKeywords = [...DEFAULT_ADMONITION_KEYWORDS, ...admonitions.keywords];
  for (const version of versionNames) {
    for (const page of pagesOf(version)) {
      const source = fs.readFileSync(path.join(versionDir(version), page), 'utf8');
      references.set(path.join(version, page), mdxReferences(source, {admonitionKeywords}));
    }
  }
}, 180_000);

function frozenTable(version: string, id: string): OptionsTable {
  return JSON.parse(fs.readFileSync(path.join(versionDir(version), FROZEN_TABLES_DIR, `${id}.json`), 'utf8'));
}

function frozenTableIds(version: string): string[] {
  return fs
    .readdirSync(path.join(versionDir(version), FROZEN_TABLES_DIR))
    .filter((file) => file.endsWith('.json') && file !== FROZEN_FROM_FILE)
    .map((file) => file.replace(/\.json$/, ''));
}

function rowNames(version: string, id: string): string[] {
  return frozenTable(version, id).rows.map((row) => row.name);
}

function compareReleases(left: string, right: string): number {
  const parts = (name: string) => name.split('.').map(Number);
  const [a, b] = [parts(left), parts(right)];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

describe('versions.json', () => {
  it('lists the released versions newest first', () => {
    expect(versionNames).toEqual(expect.arrayContaining(['3.7.0', '3.6.3']));
    expect(versionNames).toEqual([...versionNames].sort((left, right) => compareReleases(right, left)));
  });
});

describe.each(versionNames)('docs snapshot %s', (version) => {
  it('has option tables read from the packages of that very release', () => {
    const frozenFrom = JSON.parse(
      fs.readFileSync(path.join(versionDir(version), FROZEN_TABLES_DIR, FROZEN_FROM_FILE), 'utf8'),
    );
    expect(frozenFrom).toEqual({'@docusaurus/core': version});
  });

  it('never shows the tables generated from the installed packages', () => {
    const pagesWithLiveTables = pagesOf(version).filter((page) =>
      referencesOf(version, page).imports.some((specifier) => specifier.startsWith(LIVE_TABLES_MODULE)),
    );
    expect(pagesWithLiveTables).toEqual([]);
  });

  it('imports only frozen tables that exist', () => {
    const imports = pagesOf(version).flatMap((page) =>
      referencesOf(version, page)
        .imports.filter((specifier) => specifier.endsWith('.json'))
        .map((specifier) => path.resolve(path.dirname(path.join(versionDir(version), page)), specifier)),
    );
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter((file) => !fs.existsSync(file))).toEqual([]);
    expect(imports.filter((file) => !file.startsWith(path.join(versionDir(version), FROZEN_TABLES_DIR)))).toEqual([]);
  });

  it('has no link that leaves the version for the unversioned docs or another version', () => {
    const leaking = pagesOf(version).flatMap((page) =>
      referencesOf(version, page)
        .links.filter((url) => leavesVersion(url, {version, docsBasePath: '/docs'}))
        .map((url) => `${page} -> ${url}`),
    );
    expect(leaking).toEqual([]);
  });

  it('has no relative file link that leaves the version folder', () => {
    const leaking = pagesOf(version).flatMap((page) =>
      referencesOf(version, page)
        .links.filter((url) => /^\.\.?\//.test(url) && /\.mdx?(?:#|$)/.test(url))
        .filter((url) => {
          const target = path.resolve(path.dirname(path.join(versionDir(version), page)), url.replace(/#.*$/, ''));
          return !target.startsWith(`${versionDir(version)}${path.sep}`);
        })
        .map((url) => `${page} -> ${url}`),
    );
    expect(leaking).toEqual([]);
  });
});

describe('docs snapshot 3.6.3 is true to its release', () => {
  it('has no SVGR plugin: no page, no sidebar entry, no table, no option', () => {
    expect(fs.existsSync(path.join(versionDir('3.6.3'), 'api/plugins/plugin-svgr.mdx'))).toBe(false);
    const sidebars = fs.readFileSync(path.join(siteDir, 'versioned_sidebars/version-3.6.3-sidebars.json'), 'utf8');
    expect(sidebars).not.toContain('plugin-svgr');
    const ids = frozenTableIds('3.6.3');
    expect(ids).not.toContain('plugin-svgr');
    expect(ids.flatMap((id) => rowNames('3.6.3', id)).filter((name) => /svgr/i.test(name))).toEqual([]);
  });

  it('has no blog sidebar_label and only the author socials of 3.6', () => {
    const blogFields = rowNames('3.6.3', 'blog-front-matter');
    expect(blogFields).toContain('title_meta');
    expect(blogFields).not.toContain('sidebar_label');
    expect(blogFields.filter((name) => name.startsWith('authors.socials.')).sort()).toEqual(
      ['github', 'linkedin', 'stackoverflow', 'twitter', 'x'].map((platform) => `authors.socials.${platform}`),
    );
  });

  it('has no className on footer columns and links', () => {
    expect(rowNames('3.6.3', 'footer-column')).not.toContain('className');
    expect(rowNames('3.6.3', 'footer-link')).not.toContain('className');
  });

  it('does not claim React 19 support or the svgr preset option', () => {
    const text = pagesOf('3.6.3')
      .map((page) => fs.readFileSync(path.join(versionDir('3.6.3'), page), 'utf8'))
      .join('\n');
    expect(text).not.toMatch(/supports React 18 and React 19/);
    expect(text).not.toMatch(/plugin-svgr\/\)/);
    expect(text).not.toMatch(/\| `svgr` \|/);
  });
});

describe('docs snapshot 3.7.0 keeps the 3.7 additions', () => {
  it('documents the SVGR plugin, blog sidebar_label and footer className', () => {
    expect(frozenTableIds('3.7.0')).toContain('plugin-svgr');
    expect(rowNames('3.7.0', 'blog-front-matter')).toContain('sidebar_label');
    expect(rowNames('3.7.0', 'blog-front-matter')).toContain('authors.socials.bluesky');
    expect(rowNames('3.7.0', 'footer-column')).toContain('className');
  });
});
