#!/usr/bin/env node
/**
 * The production stage alone, against the build in build/ (run `npm run build`
 * first, or use `npm test`, which builds): nginx serves it with
 * hosting/nginx.conf as shipped, and Chromium runs test/production/ against
 * it. Finds (or installs) nginx and Chromium the same way `npm test` does.
 * Extra arguments go to Vitest.
 */
import {findBrowser} from './lib/find-browser.mjs';
import {findNginx, nginxVersion} from './lib/nginx-server.mjs';
import {bin, run} from './lib/run.mjs';

const browser = await findBrowser();
const nginx = findNginx();
console.log(`[production] browser: ${browser}\n[production] ${nginxVersion(nginx)} (${nginx})`);
await run(process.execPath, [bin.vitest, 'run', '--config', 'vitest.production.config.mts', ...process.argv.slice(2)], {
  env: {...process.env, CHROME_PATH: browser, NGINX_PATH: nginx, NO_UPDATE_NOTIFIER: '1'},
});
