import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, inject, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {startStaticServer} from '../../scripts/lib/static-server.mjs';
import {newContext, openPage, waitForHydration, watchProblems} from './support/browser';
import {reloadUnderWorker, waitForActiveWorker, workerScriptUrl} from './support/serviceWorker';
import {readLocalStorage, storageSuffix} from './support/storage';

/**
 * What a visitor sees when the site is deployed again while they have it open
 * (spec: "when a new worker is waiting, in offline mode a reload popup shows;
 * otherwise it activates at once. An install event unregisters workers and
 * reloads"). Each test serves the build on its own origin, so its worker
 * registration starts clean, and plays the deploy by changing `/sw.js`.
 */

type DeployServer = {
  url: string;
  /** Serves a worker script that differs from the previous one, as a new deploy does. */
  deploy: (version: number) => void;
  /** Makes `/sw.js` answer 404, as a host that lost the file does. */
  loseWorkerScript: () => void;
  close: () => Promise<void>;
};

const OFFLINE_PRECACHE_TIMEOUT = 240_000;

async function startDeployServer(): Promise<DeployServer> {
  const buildDir = inject('buildDir');
  const workerScript = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  let version: number | 'missing' = 1;
  // The appended listener lets a page ask a worker which deploy it came from.
  const versionedScript = (n: number) =>
    `${workerScript}\n;self.addEventListener('message', (event) => {` +
    ` if (event.data === 'deploy-version') event.ports[0].postMessage(${n}); });\n`;
  const server = await startStaticServer({
    dir: buildDir,
    override: (pathname: string) => {
      if (pathname !== '/sw.js') {
        return undefined;
      }
      return version === 'missing'
        ? {status: 404, contentType: 'text/plain', body: 'Not found'}
        : {status: 200, contentType: 'text/javascript', body: versionedScript(version)};
    },
  });
  return {
    url: server.url,
    deploy: (next) => {
      version = next;
    },
    loseWorkerScript: () => {
      version = 'missing';
    },
    close: server.close,
  };
}

/**
 * The deploy version of the registration's active worker, or null while none
 * is active or it gives no answer within 2 s.
 *
 * Each question is an event the worker must handle. The browser activates a
 * waiting worker only once the active one is idle, so asking the old worker
 * over and over while a new one waits can hold the takeover off (on a busy
 * machine it did for the whole 30 s): wait with `waitForControllerChange`,
 * then ask.
 */
function activeWorkerVersion(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.getRegistration())?.active;
    if (!worker) {
      return null;
    }
    return new Promise<number | null>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data as number);
      worker.postMessage('deploy-version', [channel.port2]);
      setTimeout(() => resolve(null), 2000);
    });
  });
}

/**
 * From the next page load on, counts the page's `controllerchange` events (a
 * new worker taking over the open page) in `window.__controllerChanges`,
 * without sending the workers anything.
 */
async function countControllerChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as {__controllerChanges: number};
    counted.__controllerChanges = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      counted.__controllerChanges += 1;
    });
  });
}

async function waitForControllerChange(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__controllerChanges: number}).__controllerChanges), {
      timeout: 30_000,
      interval: 250,
    })
    .toBeGreaterThan(0);
}

function hasWaitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
}

/** Opens `pathname` and waits until version 1's worker is active and controls the page. */
async function openControlledPage(context: BrowserContext, pathname: string): Promise<Page> {
  const {page} = await openPage(context, pathname);
  await waitForActiveWorker(page);
  await reloadUnderWorker(page);
  expect(await activeWorkerVersion(page)).toBe(1);
  return page;
}

const RELOAD_POPUP_TEXT = 'New version available';

describe('service worker updates', () => {
  let server: DeployServer | undefined;
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    await server?.close();
    context = undefined;
    server = undefined;
  });

  it(
    'in offline mode, a new deploy waits behind a reload popup; Refresh activates it and reloads',
    async () => {
      server = await startDeployServer();
      context = await newContext({serviceWorkers: 'allow', baseURL: server.url});
      const page = await openControlledPage(context, '/docs/installation/?offlineMode=true');

      server.deploy(2);
      await page.reload();
      await waitForHydration(page);
      const popup = page.getByText(RELOAD_POPUP_TEXT);
      await popup.waitFor({timeout: 60_000});
      // The visitor has not answered yet: the page still runs on the old worker.
      expect(await hasWaitingWorker(page)).toBe(true);
      expect(await activeWorkerVersion(page)).toBe(1);

      const reloaded = page.waitForEvent('load', {timeout: 60_000});
      await page.getByRole('button', {name: 'Refresh'}).click();
      await reloaded;
      await waitForHydration(page);
      expect(await activeWorkerVersion(page)).toBe(2);
      expect(await hasWaitingWorker(page)).toBe(false);
      expect(await page.getByText(RELOAD_POPUP_TEXT).count()).toBe(0);
      expect(await page.locator('h1').first().textContent()).toBe('Installation');
    },
    OFFLINE_PRECACHE_TIMEOUT,
  );

  it('without offline mode, a new deploy takes over at once, with no popup', async () => {
    server = await startDeployServer();
    context = await newContext({serviceWorkers: 'allow', baseURL: server.url});
    const page = await openControlledPage(context, '/');

    await countControllerChanges(page);
    server.deploy(2);
    await page.reload();
    await waitForHydration(page);
    await waitForControllerChange(page);
    expect(await activeWorkerVersion(page)).toBe(2);
    expect(await hasWaitingWorker(page)).toBe(false);
    expect(await page.getByText(RELOAD_POPUP_TEXT).count()).toBe(0);
  });

  it('installing the app records it, clears the old worker and reloads into offline mode', async () => {
    server = await startDeployServer();
    context = await newContext({serviceWorkers: 'allow', baseURL: server.url});
    const {page} = await openPage(context, '/');
    await waitForActiveWorker(page);
    const scriptParams = async () => {
      const scriptUrl = await workerScriptUrl(page);
      return scriptUrl === null ? null : new URL(scriptUrl).searchParams.get('params');
    };
    expect(JSON.parse((await scriptParams())!)).toMatchObject({offlineMode: false});

    const reloaded = page.waitForEvent('load', {timeout: 30_000});
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await reloaded;
    await waitForHydration(page);

    const suffix = await storageSuffix(page);
    expect(await readLocalStorage(page)).toMatchObject({
      [`docusaurus.pwa.event.appInstalled.fired${suffix}`]: 'true',
    });
    // After the reload the worker is registered again, now with offline mode on.
    await expect
      .poll(async () => JSON.parse((await scriptParams()) ?? '{}') as unknown, {timeout: 30_000})
      .toMatchObject({offlineMode: true});
  });

  it("logs 'registerSW failed' and leaves the page working when the worker script is gone", async () => {
    server = await startDeployServer();
    server.loseWorkerScript();
    context = await newContext({serviceWorkers: 'allow', baseURL: server.url});
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.startsWith('registerSW failed')), {timeout: 30_000})
      .toBe(true);
    expect(problems.errors).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // The page's own code is unaffected: client-side navigation still works.
    await page.getByRole('link', {name: 'Configuration', exact: true}).first().click();
    await page.waitForURL('**/docs/configuration/');
    // The address changes before the new page has loaded; wait for its heading.
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Configuration');
  });
});
