import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Locator} from 'playwright-core';
import {newContext, openPage} from './support/browser';

/**
 * The debug pages (/__docusaurus/debug/...) show the build's real data and
 * hydrate like any other page. The crawl holds them to the same bar as every
 * route (no console error, axe); these tests check what they show.
 */
const DEBUG_PAGES = ['', 'config/', 'metadata/', 'registry/', 'routes/', 'content/', 'globalData/'];

/** How many posts a blog's list pages show together (the blog and the changelog have six each). */
async function listedPosts(context: BrowserContext, blogPath: string, listPages: number): Promise<number> {
  const page = await context.newPage();
  let count = 0;
  for (let number = 1; number <= listPages; number += 1) {
    await page.goto(number === 1 ? blogPath : `${blogPath}page/${number}/`);
    count += await page.locator('main article').count();
  }
  await page.close();
  return count;
}

/** A data view's entry by its key. */
const entrySummary = (scope: Locator, key: string) =>
  scope.locator('summary').filter({has: scope.page().locator(`span:text-is("${key}:")`)}).first();

describe('debug pages', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(DEBUG_PAGES)('/__docusaurus/debug/%s hydrates with no error', async (subpath) => {
    const {page, problems} = await openPage(context, `/__docusaurus/debug/${subpath}`);
    // Pages that load data after hydration get the time to do so, and to log what goes wrong.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main h2').first().textContent()).not.toBe('');
    expect(problems).toEqual({errors: [], consoleErrors: []});
    await page.close();
  });

  it('shows how many posts and list pages the main blog and the changelog have', async () => {
    const {page} = await openPage(context, '/__docusaurus/debug/content/');
    const blogPlugin = page.locator('main section').filter({has: page.locator('h3:text-is("docusaurus-plugin-content-blog")')});
    const instance = (id: string) => blogPlugin.locator('section').filter({has: page.locator(`code:text-is("${id}")`)});
    for (const [id, path, listPages] of [
      ['default', '/blog/', 6],
      ['changelog', '/changelog/', 6],
    ] as const) {
      const posts = await listedPosts(context, path, listPages);
      expect(posts, `posts on the list pages of ${path}`).toBeGreaterThan(25);
      expect(await entrySummary(instance(id), 'blogPosts').textContent(), id).toBe(`blogPosts: [${posts} items]`);
      expect(await entrySummary(instance(id), 'blogListPaginated').textContent(), id).toBe(`blogListPaginated: [${listPages} items]`);
    }
    // A folded list opens on a click and shows its entries, folded in turn; the first post opens too.
    await entrySummary(instance('default'), 'blogPosts').click();
    const firstPost = entrySummary(instance('default'), '0');
    expect(await firstPost.textContent()).toMatch(/^0: \{\d+ keys\}$/);
    await firstPost.click();
    await expect.poll(() => instance('default').textContent()).toMatch(/id: "\/[^"]+"/);
    await page.close();
  });

  it('shows the global data of every plugin that has some, unfolded to the third level', async () => {
    const {page} = await openPage(context, '/__docusaurus/debug/globalData/');
    const text = await page.locator('main').textContent();
    expect(text).toMatch(/docusaurus-plugin-content-docs: \{3 keys\}/);
    expect(text).toContain('path: "/docs"');
    expect(text).toContain('manifestUrl: "/search-index/manifest.json"');
    await page.close();
  });

  it('lists the registry as the browser loads it, once the sections of the route table are there', async () => {
    const {page} = await openPage(context, '/__docusaurus/debug/registry/');
    const chunks = page.locator('main li');
    await expect.poll(() => chunks.count(), {timeout: 10_000}).toBeGreaterThan(100);
    const listed = /(\d+) chunks, as this browser loads them/.exec((await page.locator('main').textContent()) ?? '');
    expect(Number(listed?.[1])).toBe(await chunks.count());
    // Every entry names a chunk and the module id it loads.
    expect(await chunks.first().textContent()).toMatch(/^Chunk name: \S+Module id: \S+/);
    await page.close();
  });
});
