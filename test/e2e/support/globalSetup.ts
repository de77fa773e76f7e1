import fs from 'node:fs';
import path from 'node:path';
import {chromium, type BrowserServer} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {CHROMIUM_ARGS, findBrowser} from '../../../scripts/lib/find-browser.mjs';
import {startStaticServer} from '../../../scripts/lib/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    buildDir: string;
  }
}

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const executablePath = await findBrowser();
  const browserServer: BrowserServer = await chromium.launchServer({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const server = await startStaticServer({dir: buildDir});

  project.provide('baseURL', server.url);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('buildDir', buildDir);

  return async () => {
    await server.close();
    await browserServer.close();
  };
}
