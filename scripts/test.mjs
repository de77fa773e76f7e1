#!/usr/bin/env node
/**
 * The whole test suite, in the order that fails fastest:
 * types, lint, unit tests, the docs' code examples (checked with the real
 * tools, test/examples), a production build (which itself fails on broken links),
 * its page weight against bench/budget.json (half a minute: one first visit of
 * each page type behind nginx), the contract tests of the bundle tweaks on that
 * build, the production stage
 * (the build served by nginx with hosting/nginx.conf, a subset of the browser
 * tests against it), the end-to-end tests in Chromium against that build, then
 * a build with hosted search configured (placeholder ALGOLIA_* values, into
 * build-hosted/) and its tests with the hosted service's answers recorded,
 * a build without the tweaks (LEAN_BUNDLE=off, into build-off/) and the
 * end-to-end smoke test of every page type against that one.
 * Last, the screenshot gallery of the main build (test-results/screenshots/,
 * kept by CI as an artifact), for a reviewer to see every page type at a glance.
 * `LEAN_BUNDLE=off npm test` runs every stage on a build without the tweaks.
 */
import {findBrowser} from './lib/find-browser.mjs';
import {findNginx, nginxVersion} from './lib/nginx-server.mjs';
import {bin, run} from './lib/run.mjs';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
// `LEAN_BUNDLE=off npm test`, during a framework upgrade the tweaks are not
// validated for yet (CONTRIBUTING.md): every stage runs on the build without
// them, and the stages about the tweaks are left out. Otherwise the suite
// makes its own choices, whatever the shell had set.
const tweaksOff = process.env.LEAN_BUNDLE === 'off';
delete env.LEAN_BUNDLE;
delete env.LEAN_BUNDLE_WITHOUT;
if (tweaksOff) env.LEAN_BUNDLE = 'off';
const OFF_BUILD_DIR = 'build-off';
const HOSTED_BUILD_DIR = 'build-hosted';
/**
 * Placeholders for the hosted search: the build must use them as given
 * (test/hosted-search/ checks the requests carry them); no request leaves the
 * test browser. The current docs suffice to check a page's version filter.
 */
const HOSTED_SEARCH_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_API_KEY: 'test-search-key',
  ALGOLIA_INDEX_NAME: 'docusaurus-test',
  DOCS_VERSIONS: 'current',
};
const SMOKE_TEST = 'test/e2e/pageTypes.e2e.ts';
const step = (name) => console.log(`\n=== ${name} ===`);
const started = Date.now();

try {
  step('typecheck');
  await run(process.execPath, [bin.tsc, '--noEmit'], {env});

  step('lint');
  await run(process.execPath, [bin.eslint, '.'], {env});

  step('unit tests');
  await run(process.execPath, [bin.vitest, 'run'], {env});

  step('code examples of the docs, the community pages and the blog');
  await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.examples.config.mts'], {env});

  step('browser and nginx');
  const browser = await findBrowser();
  console.log(browser);
  const nginx = findNginx();
  console.log(`${nginxVersion(nginx)} (${nginx})`);

  step(tweaksOff ? 'production build without the bundle tweaks (LEAN_BUNDLE=off)' : 'production build');
  await run(process.execPath, [bin.docusaurus, 'build'], {env});

  if (!tweaksOff) {
    // The budget is the shipped site's: a build without the tweaks is heavier by design.
    step('page weight budget (bench/budget.json)');
    await run(process.execPath, ['scripts/budget.mjs'], {env: {...env, CHROME_PATH: browser, NGINX_PATH: nginx}});

    step('contract tests of the bundle tweaks');
    await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.contracts.config.mts'], {env});
  }

  step('production stage: nginx with hosting/nginx.conf');
  await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.production.config.mts'], {
    env: {...env, CHROME_PATH: browser, NGINX_PATH: nginx},
  });

  step('end-to-end tests');
  await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.e2e.config.mts'], {
    env: {...env, CHROME_PATH: browser},
  });

  step('build with hosted search configured, and its tests (answers of the hosted service recorded)');
  await run(process.execPath, [bin.docusaurus, 'build', '--out-dir', HOSTED_BUILD_DIR], {env: {...env, ...HOSTED_SEARCH_ENV}});
  await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.hosted.config.mts'], {
    env: {...env, CHROME_PATH: browser, E2E_BUILD_DIR: HOSTED_BUILD_DIR},
  });

  if (!tweaksOff) {
    step('production build without the bundle tweaks (LEAN_BUNDLE=off)');
    await run(process.execPath, [bin.docusaurus, 'build', '--out-dir', OFF_BUILD_DIR], {env: {...env, LEAN_BUNDLE: 'off'}});

    step('end-to-end smoke test of every page type, without the bundle tweaks');
    await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.e2e.config.mts', SMOKE_TEST], {
      env: {...env, CHROME_PATH: browser, E2E_BUILD_DIR: OFF_BUILD_DIR},
    });
  }

  step('screenshot gallery');
  await run(process.execPath, ['scripts/screenshots.mjs'], {env: {...env, CHROME_PATH: browser}});

  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
