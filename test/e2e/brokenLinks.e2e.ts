import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';

const run = promisify(execFile);
const siteDir = path.resolve('.');

/** Everything a build reads, except generated output and dependencies. */
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'bench']);

describe('build-time link checking', () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await fs.rm(scratch, {recursive: true, force: true});
  });

  it('fails the build when a page links to a route that does not exist', async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'site-broken-link-'));
    for (const entry of await fs.readdir(siteDir)) {
      if (!SKIP.has(entry)) {
        await fs.cp(path.join(siteDir, entry), path.join(scratch, entry), {recursive: true});
      }
    }
    await fs.symlink(path.join(siteDir, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    // Pages that show their last update date read it from Git history.
    const git = (...args: string[]) => run('git', args, {cwd: scratch});
    await git('init', '-q');
    await git('add', '-A');
    await git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'scratch copy');
    const page = path.join(scratch, 'docs/installation.mdx');
    await fs.appendFile(page, '\n\nSee the [missing guide](/docs/this-guide-does-not-exist/).\n');

    const error = await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
      cwd: scratch,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => null,
      (failure: {stdout: string; stderr: string}) => failure,
    );
    expect(error, 'the build should have failed').not.toBeNull();
    const output = `${error!.stdout}\n${error!.stderr}`;
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toContain('/docs/this-guide-does-not-exist/');
  }, 900_000);
});
