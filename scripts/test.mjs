#!/usr/bin/env node
/**
 * The whole test suite, in the order that fails fastest:
 * types, lint, unit tests, a production build (which itself fails on broken links),
 * the production stage (the build served by nginx with hosting/nginx.conf, a
 * subset of the browser tests against it), then the end-to-end tests in
 * Chromium against that build. Last, the screenshot gallery of that build
 * (test-results/screenshots/, kept by CI as an artifact), for a reviewer to see
 * every page type at a glance.
 */
import {findBrowser} from './lib/find-browser.mjs';
import {findNginx, nginxVersion} from './lib/nginx-server.mjs';
import {bin, run} from './lib/run.mjs';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
const step = (name) => console.log(`\n=== ${name} ===`);
const started = Date.now();

try {
  step('typecheck');
  await run(process.execPath, [bin.tsc, '--noEmit'], {env});

  step('lint');
  await run(process.execPath, [bin.eslint, '.'], {env});

  step('unit tests');
  await run(process.execPath, [bin.vitest, 'run'], {env});

  step('browser and nginx');
  const browser = await findBrowser();
  console.log(browser);
  const nginx = findNginx();
  console.log(`${nginxVersion(nginx)} (${nginx})`);

  step('production build');
  await run(process.execPath, [bin.docusaurus, 'build'], {env});

  step('production stage: nginx with hosting/nginx.conf');
  await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.production.config.mts'], {
    env: {...env, CHROME_PATH: browser, NGINX_PATH: nginx},
  });

  step('end-to-end tests');
  await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.e2e.config.mts'], {
    env: {...env, CHROME_PATH: browser},
  });

  step('screenshot gallery');
  await run(process.execPath, ['scripts/screenshots.mjs'], {env: {...env, CHROME_PATH: browser}});

  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
