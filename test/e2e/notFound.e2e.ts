import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, openPage, waitForHydration} from './support/browser';

/**
 * The not-found page finds the page: the words of the address the reader
 * asked for, searched with the site's own index. Each dead address below is
 * one a reader meets (a typo, a guess, a renamed page, an old version, a
 * link from an old post) with the page it should lead to, among the first
 * three suggestions.
 */
const LOST: {address: string; leadsTo: string; why: string}[] = [
  {address: '/docs/instalation/', leadsTo: '/docs/installation/', why: 'a typo'},
  {address: '/docs/typescript/', leadsTo: '/docs/typescript-support/', why: 'a guess'},
  {address: '/docs/sidebars/', leadsTo: '/docs/sidebar/', why: 'a plural'},
  {address: '/docs/swizzle/', leadsTo: '/docs/swizzling/', why: 'the verb for the page'},
  {address: '/docs/deploy/', leadsTo: '/docs/deployment/', why: 'a stem'},
  {address: '/docs/markdown-features/admonition/', leadsTo: '/docs/markdown-features/admonitions/', why: 'a singular'},
  {address: '/docs/api/plugins/plugin-content-blog/', leadsTo: '/docs/api/plugins/@docusaurus/plugin-content-blog/', why: 'the package scope left out'},
  {address: '/docs/i18n/crowdin-tutorial/', leadsTo: '/docs/i18n/crowdin/', why: 'an extra word'},
  {address: '/blog/docusaurus-2021-recap/', leadsTo: '/blog/2022/01/24/docusaurus-2021-recap/', why: 'a post without its date'},
  {address: '/docs/docs-versioning/', leadsTo: '/docs/versioning/', why: 'a longer name'},
  {address: '/docs/api/docusaurus.config.js/', leadsTo: '/docs/api/docusaurus-config/', why: 'the file name'},
  {address: '/docs/getting-started/', leadsTo: '/docs/category/getting-started/', why: 'a category without its prefix'},
  {address: '/docs/static-assets-folder/', leadsTo: '/docs/static-assets/', why: 'an extra word'},
  {address: '/docs/markdownFeatures/codeBlocks/', leadsTo: '/docs/markdown-features/code-blocks/', why: 'camel case'},
  {address: '/docs/search_engine_optimization/', leadsTo: '/docs/seo/', why: 'snake case, the long name'},
  {address: '/changelog/3.7/', leadsTo: '/changelog/3.7.0/', why: 'a short release number'},
  {address: '/docs/advanced/routes/', leadsTo: '/docs/advanced/routing/', why: 'a near word'},
  {address: '/docs/mermaid-diagrams/', leadsTo: '/docs/markdown-features/diagrams/', why: 'the feature by its tool'},
  {address: '/docs/3.6.3/math/', leadsTo: '/docs/3.6.3/markdown-features/math-equations/', why: 'a short name in an older version'},
  {address: '/community/contribute/', leadsTo: '/community/contributing/', why: 'the verb'},
  {address: '/docs/pwa/', leadsTo: '/docs/api/plugins/@docusaurus/plugin-pwa/', why: 'the plugin by its acronym'},
  {address: '/docs/2.4.3/installation/', leadsTo: '/docs/installation/', why: 'an archived version'},
  {address: '/docs/3.5.0/cli/', leadsTo: '/docs/cli/', why: 'a version this site never had'},
  {address: '/docs/using-themes/', leadsTo: '/docs/api/themes/', why: 'a page of the version 2 docs'},
];

/** The suggestions' links, once the search has answered. */
async function suggestions(page: Page): Promise<string[]> {
  const status = page.getByRole('status');
  await expect.poll(() => status.textContent(), {timeout: 20_000}).not.toMatch(/^Searching/);
  return page.locator('main ol a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

describe('the not-found page', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(LOST)('leads $address ($why) to $leadsTo', async ({address, leadsTo}) => {
    const page = await context.newPage();
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Page Not Found');
    const found = await suggestions(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.slice(0, 3), `first suggestions for ${address}`).toContain(leadsTo);
    await page.close();
  });

  it('offers the same page in the current docs for an address naming an archived or unknown version', async () => {
    for (const [address, current] of [
      ['/docs/2.4.3/installation/', '/docs/installation/'],
      ['/docs/3.5.0/cli/', '/docs/cli/'],
      ['/docs/2.0.0-beta.14/deployment/', '/docs/deployment/'],
    ] as const) {
      const {page} = await openPage(context, address);
      const offer = page.getByRole('link', {name: current});
      await offer.waitFor();
      expect(await offer.getAttribute('href')).toBe(current);
      await page.close();
    }
    // Not when the version has the page, nor when the page exists nowhere.
    const {page} = await openPage(context, '/docs/2.4.3/no-such-page-anywhere/');
    await suggestions(page);
    expect(await page.getByText('This page is in the current docs').count()).toBe(0);
  });

  it('holds a search box with the words of the address, a link to the docs home, and works from the keyboard', async () => {
    const {page, problems} = await openPage(context, '/docs/markdownFeatures/codeBlocks/');
    await suggestions(page);
    const box = page.getByRole('searchbox', {name: 'Search the docs'});
    expect(await box.inputValue()).toBe('markdown features code blocks');
    expect(await page.getByRole('link', {name: 'Go to the documentation home'}).getAttribute('href')).toBe('/docs/');
    // The status line is announced when the suggestions arrive.
    expect(await page.getByRole('status').getAttribute('role')).toBe('status');
    expect(await page.getByRole('status').textContent()).toBe('Pages about "markdown features code blocks":');

    // Tab reaches the first suggestion before the search box; Enter follows it.
    await page.locator('main h1').click();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('ol') !== null && document.activeElement?.tagName === 'A');
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/markdown-features/code-blocks/');
    expect(problems.errors).toEqual([]);
  });

  it('sends the search box to the search page', async () => {
    const {page} = await openPage(context, '/docs/static-assets-folder/');
    await suggestions(page);
    const box = page.getByRole('searchbox', {name: 'Search the docs'});
    await box.fill('static assets');
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/search\/?\?q=static\+assets$/);
    await page.locator('main article').first().waitFor();
  });

  it('says so when the address has no word to search, and when nothing matches', async () => {
    const {page} = await openPage(context, '/docs/2022/');
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await page.getByRole('searchbox', {name: 'Search the docs'}).inputValue()).toBe('');
    const other = await openPage(context, '/docs/zqxjvkw-qpfmzz/');
    await suggestions(other.page);
    expect(await other.page.getByRole('status').textContent()).toContain('No page matches');
    expect(other.problems.errors).toEqual([]);
  });

  it('loads no search code or index on other pages', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('search-index') || path.includes('search-client'))).toEqual([]);
    await page.close();
  });
});
