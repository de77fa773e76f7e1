import fs from 'node:fs';
import path from 'node:path';
import {TWEAKS, type Tweak} from './tweaks';

/**
 * The framework version every tweak was last validated against (README.md,
 * "Validating a tweak"). Raising it is the last step of an upgrade, once each
 * tweak has been checked on the new version (CONTRIBUTING.md, "Upgrading
 * Docusaurus").
 */
export const VALIDATED_FRAMEWORK_VERSION = '3.7.0';

/** `@docusaurus/*` packages with a version line of their own, not the framework's. */
const OWN_VERSION_LINES = new Set(['@docusaurus/responsive-loader']);

export type InstalledPackage = {name: string; version: string};

/** The `@docusaurus/*` packages installed for the site, as Node resolves them from it. */
export function installedFrameworkPackages(siteDir: string): InstalledPackage[] {
  const corePackage = require.resolve('@docusaurus/core/package.json', {paths: [siteDir]});
  const scopeDir = path.dirname(path.dirname(corePackage));
  return fs
    .readdirSync(scopeDir)
    .map((folder) => path.join(scopeDir, folder, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => {
      const {name, version} = JSON.parse(fs.readFileSync(file, 'utf8')) as InstalledPackage;
      return {name, version};
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export class UnvalidatedFrameworkVersionError extends Error {}

/**
 * Throws when an installed framework package is at a version the enabled
 * tweaks were not validated against: they read or rewrite the framework's
 * internals, which any release may change, and some would fail silently.
 */
export function checkFrameworkVersions(installed: readonly InstalledPackage[], enabled: readonly Tweak[] = TWEAKS): void {
  if (enabled.length === 0) return;
  const off = installed.filter(({name, version}) => !OWN_VERSION_LINES.has(name) && version !== VALIDATED_FRAMEWORK_VERSION);
  if (off.length === 0) return;
  const lines = off.map(({name, version}) => {
    const tweaks = enabled.filter((tweak) => tweak.packages.includes(name)).map((tweak) => tweak.name);
    const readers = tweaks.length > 0 ? `read by the ${tweaks.length === 1 ? 'tweak' : 'tweaks'} ${tweaks.join(', ')}` : 'no tweak reads it, but they were validated on one version of the whole framework';
    return `  ${name} ${version} (${readers})`;
  });
  throw new UnvalidatedFrameworkVersionError(
    [
      `lean-bundle: the bundle tweaks (src/lean-bundle) were validated against Docusaurus ${VALIDATED_FRAMEWORK_VERSION}; these packages are installed at another version:`,
      ...lines,
      'The tweaks rewrite files the framework generates or use its internals, which change between versions: on another one they could break the site or fail silently.',
      'Re-validate each tweak as the upgrade guide says (CONTRIBUTING.md, "Upgrading Docusaurus"), then raise VALIDATED_FRAMEWORK_VERSION in src/lean-bundle/versionGate.ts.',
      'Meanwhile, build on the framework\'s own output, without the tweaks: LEAN_BUNDLE=off npm run build',
    ].join('\n'),
  );
}
