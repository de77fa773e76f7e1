import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** Everything a build reads, except generated output and dependencies. */
const SKIP = new Set(['node_modules', 'build', 'build-off', '.docusaurus', '.git', 'test-results', 'bench', '.scratch']);

/**
 * A copy of the site in a temporary folder (dependencies linked, not copied),
 * for tests that must build a variant of it without touching the real one.
 */
export async function copySite(prefix: string): Promise<string> {
  const siteDir = path.resolve('.');
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  for (const entry of await fs.readdir(siteDir)) {
    if (!SKIP.has(entry)) {
      await fs.cp(path.join(siteDir, entry), path.join(scratch, entry), {recursive: true});
    }
  }
  await fs.symlink(path.join(siteDir, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  // Docs with `showLastUpdateTime` read their dates from git: the copy gets a history of one commit.
  const git = (...args: string[]) => run('git', args, {cwd: scratch});
  await git('init', '-q');
  await git('add', '-A');
  await git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'scratch copy');
  return scratch;
}

/**
 * Environment of a scratch build. Only the current docs version is built: the
 * tests that build a copy check what every version shares (links, headers),
 * and the two snapshots would double the build time.
 */
export const SCRATCH_BUILD_ENV: NodeJS.ProcessEnv = {...process.env, NO_UPDATE_NOTIFIER: '1', DOCS_VERSIONS: 'current'};

/** Production build of a site copy; rejects with the build output when it fails. */
export async function buildSite(dir: string): Promise<string> {
  await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
    cwd: dir,
    env: SCRATCH_BUILD_ENV,
    maxBuffer: 64 * 1024 * 1024,
  });
  return path.join(dir, 'build');
}
