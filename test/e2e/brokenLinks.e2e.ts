import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {copySite, SCRATCH_BUILD_ENV} from './support/scratchSite';

const run = promisify(execFile);

describe('build-time link checking', () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await fs.rm(scratch, {recursive: true, force: true});
  });

  it('fails the build when a page links to a route that does not exist', async () => {
    scratch = await copySite('site-broken-link-');
    const page = path.join(scratch, 'docs/installation.mdx');
    await fs.appendFile(page, '\n\nSee the [missing guide](/docs/this-guide-does-not-exist/).\n');

    const error = await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
      cwd: scratch,
      env: SCRATCH_BUILD_ENV,
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
