#!/usr/bin/env node
/**
 * `npm run serve`: serves the production build on http://localhost:3000/ the
 * way hosting/nginx.conf does in production (scripts/lib/static-server.mjs):
 * files keep their addresses (`/tests/embeds/frame.html` is served as it is,
 * so its relative `frame.js` resolves), a folder address gets its slash with
 * the query kept (`/search?q=x` to `/search/?q=x`), unknown paths get the
 * not-found page with status 404, and the files written for the hosting setup
 * and the tests are not served.
 *
 * The framework's `docusaurus serve` does none of these: it rewrites `.html`
 * addresses, drops the query when it adds the slash, and serves every file of
 * the folder. It stays available as `npx docusaurus serve`.
 *
 * Options, named as the framework's command names them: `--port` (3000),
 * `--host` (localhost), `--dir` (build); `--no-open` is accepted and changes
 * nothing, as this command opens no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/static-server.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', short: 'p', default: '3000'},
    host: {type: 'string', default: 'localhost'},
    dir: {type: 'string', default: 'build'},
    'no-open': {type: 'boolean', default: false},
  },
});

const dir = path.resolve(values.dir);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[serve] --port must be a number from 0 to 65535, not "${values.port}".`);
  process.exit(1);
}
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`[serve] ${dir} holds no build (no index.html): run \`npm run build\` first.`);
  process.exit(1);
}

/** The base URL the build was made for, as the route manifest the build wrote records it. */
function builtBaseUrl() {
  try {
    const {baseUrl} = JSON.parse(fs.readFileSync(path.join(dir, '.route-manifest.json'), 'utf8'));
    return typeof baseUrl === 'string' && baseUrl.startsWith('/') && baseUrl.endsWith('/') ? baseUrl : '/';
  } catch {
    return '/';
  }
}

const baseUrl = builtBaseUrl();
const server = await startStaticServer({dir, port, host: values.host, baseUrl});
console.log(`[serve] ${path.relative(process.cwd(), dir) || '.'} at ${server.url}${baseUrl} (Ctrl+C stops)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
