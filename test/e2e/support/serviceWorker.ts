import {expect} from 'vitest';
import type {Page} from 'playwright-core';
import {waitForHydration} from './browser';

/**
 * Script URL of the page's service worker, whatever its state (installing,
 * waiting, active), or null while none is registered. One read: between two
 * reads the registration can be swapped for a new one, which leaves no worker
 * on the old object for a moment.
 */
export function workerScriptUrl(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
    return worker?.scriptURL ?? null;
  });
}

/** Resolves once the worker has installed (in offline mode: precache filled) and activated. */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** A worker controls the pages loaded after it activated: loads this one again, under it. */
export async function reloadUnderWorker(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {timeout: 30_000})
    .toBe(true);
}
