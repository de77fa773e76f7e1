import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {leanBundle} from '../index';
import {TWEAKS} from '../tweaks';
import {checkFrameworkVersions, installedFrameworkPackages, UnvalidatedFrameworkVersionError, VALIDATED_FRAMEWORK_VERSION} from '../versionGate';

const siteDir = path.resolve(__dirname, '../../..');
const sites = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-bundle-gate-'));
afterAll(() => fs.rmSync(sites, {recursive: true, force: true}));

/** A site whose node_modules holds these framework packages, at these versions. */
function fakeSite(name: string, versions: Record<string, string>): string {
  const dir = path.join(sites, name);
  for (const [pkg, version] of Object.entries(versions)) {
    const pkgDir = path.join(dir, 'node_modules', pkg);
    fs.mkdirSync(pkgDir, {recursive: true});
    fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({name: pkg, version, main: 'index.js'}));
    fs.writeFileSync(path.join(pkgDir, 'index.js'), '');
  }
  return dir;
}

describe('version gate', () => {
  it('passes the packages installed in this repository', () => {
    const installed = installedFrameworkPackages(siteDir);
    expect(installed.map(({name}) => name)).toContain('@docusaurus/core');
    expect(() => checkFrameworkVersions(installed)).not.toThrow();
  });

  it('stops the build when @docusaurus/core is installed at 3.8.0, naming the tweaks, the upgrade guide and the way out', () => {
    const site = fakeSite('core-3.8', {'@docusaurus/core': '3.8.0', '@docusaurus/theme-classic': VALIDATED_FRAMEWORK_VERSION});
    let message = '';
    try {
      leanBundle({mode: 'on', siteDir: site});
    } catch (error) {
      expect(error).toBeInstanceOf(UnvalidatedFrameworkVersionError);
      message = (error as Error).message;
    }
    expect(message).toContain('@docusaurus/core 3.8.0');
    expect(message).toContain(`validated against Docusaurus ${VALIDATED_FRAMEWORK_VERSION}`);
    for (const tweak of TWEAKS.filter(({packages}) => packages.includes('@docusaurus/core'))) {
      expect(message).toContain(tweak.name);
    }
    expect(message).toContain('CONTRIBUTING.md, "Upgrading Docusaurus"');
    expect(message).toContain('LEAN_BUNDLE=off npm run build');
    // The package at the validated version is not reported.
    expect(message).not.toContain('@docusaurus/theme-classic');
  });

  it('names only the tweaks that read the package, and still stops for a package no tweak reads', () => {
    expect(() =>
      checkFrameworkVersions([{name: '@docusaurus/theme-common', version: '3.10.0'}]),
    ).toThrow(/@docusaurus\/theme-common 3\.10\.0 \(read by the tweaks tabs, mobile-menu\)/);
    expect(() => checkFrameworkVersions([{name: '@docusaurus/plugin-sitemap', version: '3.8.0'}])).toThrow(/no tweak reads it/);
  });

  it('lets a build without the tweaks through, on any version', () => {
    const site = fakeSite('core-3.9', {'@docusaurus/core': '3.9.0'});
    expect(leanBundle({mode: 'off', siteDir: site}).plugins).toHaveLength(1);
  });

  it('ignores the packages with a version line of their own', () => {
    expect(() => checkFrameworkVersions([{name: '@docusaurus/responsive-loader', version: '1.7.1'}])).not.toThrow();
  });
});
