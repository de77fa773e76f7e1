import type {BrowserContext, BrowserContextOptions, Page, Response} from 'playwright-core';
import {expect} from 'vitest';
import {newContext, waitForHydration, watchProblems, type PageProblems} from '../../e2e/support/browser';
import {watchCsp, type CspWatch} from '../../e2e/support/csp';

export type Visit = {
  context: BrowserContext;
  page: Page;
  response: Response | null;
  problems: PageProblems;
  csp: CspWatch;
};

/**
 * Opens a path in a fresh context (service worker allowed, as for a visitor)
 * and waits until the app has hydrated, recording errors and CSP violations.
 */
export async function visit(pathname: string, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await newContext({serviceWorkers: 'allow', ...options});
  const page = await context.newPage();
  const problems = watchProblems(page);
  const csp = await watchCsp(context, page);
  const response = await page.goto(pathname);
  await waitForHydration(page);
  return {context, page, response, problems, csp};
}

/**
 * After late work (lazy chunks, diagrams, previews, the service worker's
 * registration) has run: no CSP violation, no uncaught error, no console
 * error. The browser logs a document's own error status (404, 400) as a
 * console error; that one line is the expected answer, not a fault.
 */
export async function expectNoProblems({page, problems, csp, response}: Visit): Promise<void> {
  await page.waitForLoadState('networkidle');
  const documentStatus = response?.status() ?? 200;
  const consoleErrors = problems.consoleErrors.filter(
    (text) => !(documentStatus >= 400 && text === `Failed to load resource: the server responded with a status of ${documentStatus} ()`),
  );
  expect(await csp.violations(), 'CSP violations').toEqual([]);
  expect(problems.errors, 'uncaught errors').toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
}
