import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {afterAll, inject} from 'vitest';

let browser: Browser | undefined;

/** The shared browser server of this test run (launched once in globalSetup). */
async function connectedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export const DESKTOP_VIEWPORT = {width: 1280, height: 800};
export const MOBILE_VIEWPORT = {width: 390, height: 844};

/** A fresh, isolated context (own storage) whose relative URLs hit the served build. */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await (await connectedBrowser()).newContext({
    baseURL: inject('baseURL'),
    viewport: DESKTOP_VIEWPORT,
    ...options,
  });
  return context;
}

export type PageProblems = {errors: string[]; consoleErrors: string[]};

/** Records uncaught errors and console errors, which most tests expect to stay empty. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = {errors: [], consoleErrors: []};
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.consoleErrors.push(message.text());
    }
  });
  return problems;
}

/** Opens a path in a new page and waits until React has hydrated it. */
export async function openPage(
  context: BrowserContext,
  pathname: string,
): Promise<{page: Page; problems: PageProblems}> {
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(pathname);
  await waitForHydration(page);
  return {page, problems};
}

/**
 * The theme adds `navbar-sidebar--show` classes and other interactive state
 * only after hydration; the framework marks the html element once the client
 * has taken over, which is the signal tests wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
    timeout: 30_000,
  });
}
