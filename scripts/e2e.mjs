#!/usr/bin/env node
/**
 * End-to-end tests against the production build in build/ (run `npm run build`
 * first, or use `npm test`, which builds). Extra arguments go to Vitest, e.g.
 * `npm run test:e2e -- test/e2e/navigation.e2e.ts`.
 */
import {findBrowser} from './lib/find-browser.mjs';
import {bin, run} from './lib/run.mjs';

const browser = await findBrowser();
console.log(`[e2e] browser: ${browser}`);
await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.e2e.config.mts', ...process.argv.slice(2)], {
  env: {...process.env, CHROME_PATH: browser, NO_UPDATE_NOTIFIER: '1'},
});
