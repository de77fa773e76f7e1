import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {FROZEN_FROM_FILE, freezeVersion} from '../freeze';

/** A throw-away site with one snapshot, frozen from this project's installed packages. */
let siteDir = '';

async function write(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
  await fs.writeFile(path.join(siteDir, file), text);
}

async function read(file: string): Promise<string> {
  return fs.readFile(path.join(siteDir, file), 'utf8');
}

const PAGE = [
  '---',
  'id: pwa',
  '---',
  '',
  "import options from '@generated/api-options/default/plugin-pwa.json';",
  '',
  'See the [CLI](/docs/cli/) and the [newer docs](/docs/stable/cli/).',
  '',
  '```md',
  '[code](/docs/cli/)',
  '```',
  '',
].join('\n');

beforeEach(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-freeze-'));
  // A version name that is not a release number skips the package version check.
  await write('versions.json', JSON.stringify(['stable']));
  await write('versioned_docs/version-stable/api/plugins/plugin-pwa.mdx', PAGE);
});

afterEach(async () => {
  await fs.rm(siteDir, {recursive: true, force: true});
});

describe('freezeVersion', () => {
  it('pins links, writes the tables and points the page at them', async () => {
    const report = await freezeVersion({
      siteDir,
      version: 'stable',
      packagesDir: process.cwd(),
      docsBasePath: '/docs',
    });
    expect(report).toMatchObject({pagesChanged: 1, linksPinned: 1, absentTables: []});

    const page = await read('versioned_docs/version-stable/api/plugins/plugin-pwa.mdx');
    expect(page).toContain("import options from '../../_api-options/plugin-pwa.json';");
    expect(page).toContain('See the [CLI](/docs/stable/cli/) and the [newer docs](/docs/stable/cli/).');
    expect(page).toContain('```md\n[code](/docs/cli/)\n```');

    const table = JSON.parse(await read('versioned_docs/version-stable/_api-options/plugin-pwa.json'));
    expect(table.id).toBe('plugin-pwa');
    expect(table.rows.map((row: {name: string}) => row.name)).toContain('offlineModeActivationStrategies');
    const frozenFrom = JSON.parse(await read(`versioned_docs/version-stable/_api-options/${FROZEN_FROM_FILE}`));
    expect(frozenFrom['@docusaurus/core']).toMatch(/^\d+\.\d+\.\d+/);

    // A second run changes nothing.
    const again = await freezeVersion({siteDir, version: 'stable', packagesDir: process.cwd(), docsBasePath: '/docs'});
    expect(again).toMatchObject({pagesChanged: 0, linksPinned: 0});
  }, 60_000);

  it('refuses packages of another release', async () => {
    await write('versions.json', JSON.stringify(['1.0.0']));
    await fs.rename(
      path.join(siteDir, 'versioned_docs/version-stable'),
      path.join(siteDir, 'versioned_docs/version-1.0.0'),
    );
    await expect(
      freezeVersion({siteDir, version: '1.0.0', packagesDir: process.cwd(), docsBasePath: '/docs'}),
    ).rejects.toThrow(/not 1\.0\.0: pass --packages/);
  });

  it('refuses a folder where npm hoisted a package of a newer release', async () => {
    await write('versions.json', JSON.stringify(['3.6.3']));
    await fs.rename(
      path.join(siteDir, 'versioned_docs/version-stable'),
      path.join(siteDir, 'versioned_docs/version-3.6.3'),
    );
    const packagesDir = path.join(siteDir, 'packages');
    const install = async (name: string, version: string) =>
      write(`packages/node_modules/@docusaurus/${name}/package.json`, JSON.stringify({name: `@docusaurus/${name}`, version}));
    await write('packages/package.json', '{}');
    await install('core', '3.6.3');
    await install('plugin-content-blog', '3.6.3');
    await install('plugin-content-docs', '3.10.2');
    await expect(
      freezeVersion({siteDir, version: '3.6.3', packagesDir, docsBasePath: '/docs'}),
    ).rejects.toThrow(
      'mix releases: @docusaurus/core is 3.6.3 but @docusaurus/plugin-content-docs@3.10.2 is installed',
    );
    // Nothing was written.
    await expect(fs.access(path.join(siteDir, 'versioned_docs/version-3.6.3/_api-options'))).rejects.toThrow();
  });

  it('refuses a version that docs:version did not create', async () => {
    await expect(
      freezeVersion({siteDir, version: 'other', packagesDir: process.cwd(), docsBasePath: '/docs'}),
    ).rejects.toThrow(/not in versions\.json/);
  });
});
