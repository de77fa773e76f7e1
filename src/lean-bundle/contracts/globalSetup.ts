import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {LEAN_BUNDLE_FILE, type LeanBundleReport} from '../report';
import {TWEAK_NAMES} from '../tweaks';

const siteDir = path.resolve(__dirname, '../../..');
const buildDir = path.join(siteDir, 'build');

/** A build with every tweak, whose generated files are still in `.docusaurus/` (the client manifest is written by builds only). */
function hasFullBuild(): boolean {
  const reportFile = path.join(buildDir, LEAN_BUNDLE_FILE);
  if (!fs.existsSync(reportFile) || !fs.existsSync(path.join(siteDir, '.docusaurus', 'client-manifest.json'))) return false;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LeanBundleReport;
  return report.mode === 'on' && TWEAK_NAMES.every((name) => report.tweaks.includes(name));
}

/** Reuses the build in build/ when it has every tweak; builds the site otherwise. */
export default function setup(): void {
  if (hasFullBuild()) return;
  console.log('[contracts] no build with every tweak in build/: building the site (several minutes)');
  const env: NodeJS.ProcessEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  delete env.LEAN_BUNDLE;
  delete env.LEAN_BUNDLE_WITHOUT;
  const result = spawnSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {cwd: siteDir, env, stdio: 'inherit'});
  if (result.status !== 0 || !hasFullBuild()) throw new Error('[contracts] the build failed: the contracts need a build with every tweak.');
}
