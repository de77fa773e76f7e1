import type {BrowserContext, Page} from 'playwright-core';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {newContext, openPage, waitForHydration, watchProblems} from './support/browser';
import {startupScripts} from './support/leanBundle';

/**
 * Fault injection: the network or the host failing a part of the site, and
 * storage that throws or holds garbage. Each fault ends in the result the
 * spec documents (its error catalogue), never in a blank or dead page.
 */
const heading = (page: Page) => page.locator('h1').first().textContent();
const pathname = (page: Page) => new URL(page.url()).pathname;

/** An in-app navigation: the router follows the history change, no new document. */
async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

/** The scripts a page's HTML names (the framework's and each of its route chunks). */
async function scriptsOf(context: BrowserContext, path: string): Promise<Set<string>> {
  const html = await (await context.request.get(path)).text();
  return new Set(startupScripts(html));
}

/** Scripts the target page needs that the source page did not load: the code of the route (and its section). */
async function chunksOnlyIn(context: BrowserContext, source: string, target: string): Promise<Set<string>> {
  const [before, after] = await Promise.all([scriptsOf(context, source), scriptsOf(context, target)]);
  const only = new Set([...after].filter((script) => !before.has(script)));
  expect(only.size, `${target} has code of its own`).toBeGreaterThan(0);
  return only;
}

/** The framework's loading error: the error text in a red box, with a Retry button. */
// The framework's loading error: a box with the error message (a paragraph) and the Retry button.
const loadingError = (page: Page) =>
  page.getByRole('button', {name: 'Retry', exact: true}).locator('xpath=ancestor::div[p][1]');

describe('route code that fails to load', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('network cut during an in-app navigation: a warning, one full reload, and the page once the network is back', async () => {
    const source = '/docs/installation/';
    const target = '/blog/2017/12/14/introducing-docusaurus/';
    const chunks = await chunksOnlyIn(context, source, target);
    let networkCut = true;
    await context.route('**/*', (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.resourceType() === 'document') {
        // The reload brings the network back.
        if (url.pathname === target) networkCut = false;
        return route.continue();
      }
      return networkCut && chunks.has(url.pathname) ? route.abort('internetdisconnected') : route.continue();
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(source);
    await waitForHydration(page);

    const reloaded = page.waitForEvent('load');
    await navigateInApp(page, target);
    await reloaded;
    await waitForHydration(page);
    expect(pathname(page)).toBe(target);
    await expect.poll(() => heading(page)).toMatch(/Docusaurus/);
    expect(warnings.length).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
  });

  for (const [what, source, target, shows] of [
    ['a page of the same section', '/docs/installation/', '/docs/configuration/', 'Configuration'],
    ['a page of another section (its route table too)', '/docs/installation/', '/blog/2017/12/14/introducing-docusaurus/', /Docusaurus/],
  ] as const) {
    it(`a 500 for the code of ${what}: one reload, then the error text and a Retry button that recovers`, async () => {
      const chunks = await chunksOnlyIn(context, source, target);
      let broken = true;
      const documentLoads: string[] = [];
      await context.route('**/*', (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (request.resourceType() === 'document') {
          documentLoads.push(url.pathname);
          return route.continue();
        }
        return broken && chunks.has(url.pathname)
          ? route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal Server Error'})
          : route.continue();
      });
      const {page, problems} = await openPage(context, source);
      const reloaded = page.waitForEvent('load');
      await navigateInApp(page, target);
      await reloaded;
      await waitForHydration(page);
      expect(pathname(page)).toBe(target);

      // Not a dead page: the app runs and says what failed, with a way to try again.
      const retry = page.getByRole('button', {name: 'Retry', exact: true});
      await expect.poll(() => retry.isVisible(), {timeout: 20_000}).toBe(true);
      expect((await loadingError(page).textContent())?.replace('Retry', '').trim()).toMatch(/\w/);
      // One reload only: no loop.
      await page.waitForTimeout(1500);
      expect(documentLoads.filter((path) => path === target)).toHaveLength(1);

      broken = false;
      await retry.click();
      await expect.poll(() => heading(page), {timeout: 20_000}).toMatch(shows);
      expect(await retry.count()).toBe(0);
      expect(problems.errors).toEqual([]);
    });
  }
});

describe('parts of the site the host fails to serve', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext({serviceWorkers: 'allow'});
  });
  afterEach(async () => {
    await context.close();
  });

  const searchError = async (page: Page) => {
    const text = await page.getByText('Unable to fetch results').first();
    await expect.poll(() => text.isVisible(), {timeout: 20_000}).toBe(true);
    expect(await page.getByText('You might want to check your network connection.').first().isVisible()).toBe(true);
  };

  for (const [part, pattern] of [
    ['the search index', '**/assets/search-index/**'],
    ['the search manifest', '**/search-index/manifest.json'],
  ] as const) {
    it(`${part} answering 500: the search page shows the search error, and the page keeps working`, async () => {
      await context.route(pattern, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
      const {page, problems} = await openPage(context, '/search/?q=sidebar');
      await searchError(page);
      await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
      await expect.poll(() => heading(page)).toBe('Introduction');
      expect(problems.errors).toEqual([]);
    });

    it(`${part} answering 500: the search modal shows the search error`, async () => {
      await context.route(pattern, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
      const {page, problems} = await openPage(context, '/docs/installation/');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal').waitFor();
      await page.locator('.DocSearch-Input').pressSequentially('sidebar', {delay: 20});
      await searchError(page);
      expect(problems.errors).toEqual([]);
    });
  }

  it('the service worker script answering 500: the page works, and the failure is logged as "registerSW failed"', async () => {
    await context.route('**/sw.js*', (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    const {page, problems} = await openPage(context, '/docs/installation/');
    await expect.poll(() => problems.consoleErrors.some((text) => text.startsWith('registerSW failed')), {timeout: 20_000}).toBe(true);
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(problems.errors).toEqual([]);
  });

  it('the web app manifest answering 500: the page works', async () => {
    await context.route('**/manifest.json', (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    const {page, problems} = await openPage(context, '/');
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect.poll(() => heading(page)).toBe('Introduction');
    expect(problems.errors).toEqual([]);
  });
});

/** The storage suffix of this build, read from the colour-mode script of a page's HTML. */
async function storageSuffixOf(context: BrowserContext): Promise<string> {
  const html = await (await context.request.get('/')).text();
  const suffix = /getItem\(["']theme([^"']*)["']\)/.exec(html)?.[1];
  expect(suffix, 'the storage suffix in the colour-mode script').toBeDefined();
  return suffix!;
}

/** Pages that between them read every stored preference: colour mode, announcement, versions, tabs, colour generator. */
const STORAGE_READERS = ['/', '/docs/installation/', '/docs/3.7.0/cli/', '/community/support/', '/docs/styling-layout/', '/blog/'];

describe('storage that throws', () => {
  it('gives one warning per page load and then behaves as with no storage, on every kind of page', async () => {
    const context = await newContext();
    // Some browsers hand out storage whose every call throws (denied permission, private modes).
    await context.addInitScript(() => {
      for (const name of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        Storage.prototype[name] = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const warningsPerLoad: string[][] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warningsPerLoad.at(-1)?.push(message.text());
    });
    for (const path of STORAGE_READERS) {
      warningsPerLoad.push([]);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    // In-app navigation and the preferences a visitor sets, on the last page loaded.
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect.poll(() => heading(page)).toBe('Introduction');

    for (const [index, warnings] of warningsPerLoad.entries()) {
      const storageWarnings = warnings.filter((text) => /storage/i.test(text));
      expect(storageWarnings, STORAGE_READERS[index]).toHaveLength(1);
      expect(storageWarnings[0], STORAGE_READERS[index]).toContain('storage is not available');
    }
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('storage holding garbage', () => {
  const GARBAGE = ['', 'null', 'undefined', '{"broken": ', '[1,2', 'NaN', '\u0000\uffff', 'x'.repeat(100_000)];

  it('under every key the site and its libraries read: every page renders as for a first visit', async () => {
    const context = await newContext();
    const suffix = await storageSuffixOf(context);
    const suffixed = [
      'theme',
      'docusaurus.announcement.dismiss',
      'docusaurus.announcement.id',
      'docs-preferred-version-default',
      'docs-preferred-version-community',
      'docs-preferred-version-docs-tests',
      'docusaurus.pwa.event.appInstalled.fired',
      'docusaurus.tab.npm2yarn',
      'docusaurus.tab.package-manager',
    ].map((key) => `${key}${suffix}`);
    // Keys of older versions of the site, which the storage migration reads once.
    const legacy = ['theme', 'docusaurus.announcement.dismiss', 'docusaurus.announcement.id', 'docs-preferred-version-default'];
    const session = ['docusaurus.colorGenerator.light', 'docusaurus.colorGenerator.dark'].map((key) => `${key}${suffix}`);

    for (const garbage of GARBAGE) {
      const page = await context.newPage();
      await page.goto('/404.html');
      await page.evaluate(
        ({local, sessionKeys, value}) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const key of local) localStorage.setItem(key, value);
          for (const key of sessionKeys) sessionStorage.setItem(key, value);
        },
        {local: [...suffixed, ...legacy], sessionKeys: session, value: garbage},
      );
      const problems = watchProblems(page);
      for (const path of STORAGE_READERS) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.locator('h1').count(), `${path} with ${JSON.stringify(garbage.slice(0, 12))}`).toBeGreaterThan(0);
      }
      // A stored colour mode other than "dark" counts as light.
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      // A preferred version the site does not have is dropped: the Docs link opens the latest docs.
      expect(await page.getByRole('link', {name: 'Docs', exact: true}).first().getAttribute('href')).toBe('/docs/');
      expect(problems.errors, JSON.stringify(garbage.slice(0, 12))).toEqual([]);
      expect(problems.consoleErrors, JSON.stringify(garbage.slice(0, 12))).toEqual([]);
      await page.close();
    }
    await context.close();
  }, 240_000);

  it('under the search history keys of DocSearch: the modal opens and searches', async () => {
    const context = await newContext();
    for (const garbage of GARBAGE) {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto('/404.html');
      await page.evaluate((value) => {
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__docusaurus', value);
        localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__docusaurus', value);
      }, garbage);
      await page.goto('/docs/installation/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal').waitFor();
      await page.locator('.DocSearch-Input').pressSequentially('sidebar', {delay: 20});
      await page.locator('.DocSearch-Hits .DocSearch-Hit a').first().waitFor();
      expect(problems.errors, JSON.stringify(garbage.slice(0, 12))).toEqual([]);
      await page.close();
    }
    await context.close();
  }, 120_000);
});
