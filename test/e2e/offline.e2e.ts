import {describe, expect, it} from 'vitest';
import type {Page, Request} from 'playwright-core';
import {newContext, openPage, waitForHydration} from './support/browser';
import {hasTweak} from './support/leanBundle';
import {reloadUnderWorker, waitForActiveWorker, workerScriptUrl} from './support/serviceWorker';

/** Script URL of the page's service worker, once there is one. */
async function serviceWorkerScript(page: Page): Promise<string> {
  await expect.poll(() => workerScriptUrl(page), {timeout: 30_000}).not.toBeNull();
  return (await workerScriptUrl(page))!;
}

/**
 * Offline mode precaches the whole site before the worker activates: every
 * page of the three docs versions and their code. On a busy two-core machine
 * that takes longer than the default test timeout.
 */
const PRECACHE_TIMEOUT = 240_000;

describe('offline layer (PWA)', () => {
  it('registers /sw.js with its params when offline mode is asked for in the query', async () => {
    const context = await newContext({serviceWorkers: 'allow'});
    const {page} = await openPage(context, '/?offlineMode=true');
    const url = new URL(await serviceWorkerScript(page));
    expect(url.pathname).toBe('/sw.js');
    const params = JSON.parse(url.searchParams.get('params') ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({offlineMode: true});
    expect(params).toHaveProperty('debug');
    await context.close();
  }, PRECACHE_TIMEOUT);

  it('does not turn offline mode on for a plain visit', async () => {
    const context = await newContext({serviceWorkers: 'allow'});
    const {page} = await openPage(context, '/');
    const scriptUrl = await serviceWorkerScript(page);
    const params = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? '{}') as {
      offlineMode?: boolean;
    };
    expect(params.offlineMode).toBe(false);
    await context.close();
  });

  it("registers the worker once the page has loaded, not while the page's own code starts", async () => {
    const context = await newContext({serviceWorkers: 'allow'});
    const {page} = await openPage(context, '/docs/installation/');
    await serviceWorkerScript(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const registration = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/js\/sw-register\.[0-9a-f]{8}\.js$/.test(entry.name));
      return {loaded: navigation.loadEventEnd, registrationCode: registration?.startTime ?? null};
    });
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.registrationCode).not.toBeNull();
    expect(timing.registrationCode!).toBeGreaterThanOrEqual(timing.loaded);
    await context.close();
  });

  it('serves visited and unvisited pages with the network cut, after one offline-mode visit', async () => {
    const context = await newContext({serviceWorkers: 'allow'});
    // The worker's downloads at once, at most (the parallel-precache tweak: several; workbox alone: one).
    let downloading = 0;
    let mostAtOnce = 0;
    context.on('request', (request) => {
      if (request.serviceWorker()) mostAtOnce = Math.max(mostAtOnce, (downloading += 1));
    });
    const settled = (request: Request) => {
      if (request.serviceWorker()) downloading -= 1;
    };
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    const {page} = await openPage(context, '/?offlineMode=true');
    // Installing fills the precache with the whole site: allow it time on a busy machine.
    await waitForActiveWorker(page);
    if (hasTweak('parallel-precache')) expect(mostAtOnce).toBeGreaterThan(1);
    else expect(mostAtOnce).toBe(1);
    await reloadUnderWorker(page);

    await context.setOffline(true);
    await page.goto('/docs/configuration/');
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Configuration');

    // A page that was never built: the cached not-found page answers, with the status of one.
    const unknown = await page.goto('/docs/not-a-page-anywhere/');
    expect(unknown?.status()).toBe(404);
    expect(await page.locator('h1').first().textContent()).toBe('Page Not Found');
    // Its suggestions come from the precached index: a dead address still leads somewhere.
    const lost = await page.goto('/docs/instalation/');
    expect(lost?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('status').textContent(), {timeout: 20_000}).toBe('Pages about "instalation":');
    expect(await page.locator('main ol a').first().getAttribute('href')).toBe('/docs/installation/');
    await context.close();
  }, PRECACHE_TIMEOUT);

  it('keeps offline mode on later online visits without the query, precache kept, until ?offlineMode=false', async () => {
    const context = await newContext({serviceWorkers: 'allow'});
    // Records the script URL each page registers: a registration without offline mode replaces the worker.
    await context.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      const registered: string[] = [];
      (window as unknown as {registeredWorkers: string[]}).registeredWorkers = registered;
      ServiceWorkerContainer.prototype.register = function (url, options) {
        registered.push(String(url));
        return register.call(this, url, options);
      };
    });
    const {page} = await openPage(context, '/?offlineMode=true');
    const registeredOfflineMode = async () => {
      // The page registers its worker once idle.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as {registeredWorkers: string[]}).registeredWorkers.length), {
          timeout: 30_000,
        })
        .toBe(1);
      const url = await page.evaluate(() => (window as unknown as {registeredWorkers: string[]}).registeredWorkers[0]!);
      return (JSON.parse(new URL(url, page.url()).searchParams.get('params') ?? '{}') as {offlineMode?: boolean}).offlineMode;
    };
    const precached = () =>
      page.evaluate(async () => {
        let entries = 0;
        for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
        return entries;
      });
    await waitForActiveWorker(page);
    const filled = await precached();
    expect(filled).toBeGreaterThan(100);

    // A later visit from a plain link: no query, network up, the page loaded in full.
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(await registeredOfflineMode()).toBe(true);
    expect(await precached()).toBeGreaterThanOrEqual(filled);
    await reloadUnderWorker(page);
    await context.setOffline(true);
    await page.goto('/docs/cli/');
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('CLI');

    // The way out.
    await context.setOffline(false);
    await page.goto('/?offlineMode=false');
    await waitForHydration(page);
    expect(await registeredOfflineMode()).toBe(false);
    await context.close();
  }, PRECACHE_TIMEOUT + 120_000);
});

describe('storage unavailable', () => {
  it('renders and works when localStorage throws on access', async () => {
    const context = await newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Installation');

    // The colour toggle still works, it just cannot remember the choice.
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(errors).toEqual([]);
    expect(warnings.some((text) => text.includes('storage is not available'))).toBe(true);
    await context.close();
  });
});
