import fs from 'node:fs';
import path from 'node:path';
import {chromium, type BrowserServer} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {CHROMIUM_ARGS, findBrowser} from '../../../scripts/lib/find-browser.mjs';
import {findNginx, nginxVersion, startNginx} from '../../../scripts/lib/nginx-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The plain-HTTP listener of the shipped config (it only redirects to HTTPS). */
    httpURL: string;
    /** What `nginx -t` said about the shipped config. */
    nginxTestOutput: string;
    nginxVersion: string;
  }
}

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/**
 * The production stage: the build served by nginx with hosting/nginx.conf as
 * shipped (scripts/lib/nginx-server.mjs lists the three substitutions), over
 * HTTPS with a certificate made for the run. Chromium is told to accept that
 * certificate, so the site is a secure context as in production (service
 * worker included). Tests use the same helpers as the e2e suite: `baseURL`
 * points at nginx.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const nginx = findNginx();
  const server = await startNginx({buildDir, nginx});
  const browserServer: BrowserServer = await chromium.launchServer({
    executablePath: await findBrowser(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });

  project.provide('baseURL', server.url);
  project.provide('httpURL', server.httpUrl);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('buildDir', buildDir);
  project.provide('nginxTestOutput', server.testOutput);
  project.provide('nginxVersion', nginxVersion(nginx));

  return async () => {
    await browserServer.close();
    await server.close();
  };
}
