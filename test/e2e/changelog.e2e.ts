import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {DESKTOP_VIEWPORT, MOBILE_VIEWPORT, newContext, openPage, waitForHydration} from './support/browser';
import {hasTweak} from './support/leanBundle';

const ENTRIES_PER_PAGE = 20;

const heading = (page: Page) => page.locator('h1').first().textContent();
/** The entries of a changelog list page (one article each). */
const listEntries = (page: Page) => page.locator('main article');
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Blog recent posts navigation'});
/** Visible texts of the section headings and list items inside an element. */
// A heading's text ends with its anchor link, a zero-width space.
const textsOf = async (locator: Locator) => (await locator.allInnerTexts()).map((text) => text.replaceAll('\u200b', '').trim());
const changesIn = (scope: Locator) => textsOf(scope.locator('h2, li'));

let context: BrowserContext;
beforeAll(async () => {
  context = await newContext();
});
afterAll(async () => {
  await context.close();
});

describe('changelog list', () => {
  it('has a sidebar titled "Changelog" that links every entry', async () => {
    const {page, problems} = await openPage(context, '/changelog/');
    await expect.poll(() => sidebar(page).getByText('Changelog', {exact: true}).isVisible()).toBe(true);
    const links = await sidebar(page).getByRole('link').evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    expect(links.length).toBeGreaterThan(5 * ENTRIES_PER_PAGE);
    expect(links.length).toBeLessThanOrEqual(6 * ENTRIES_PER_PAGE);
    expect(links).toContain('/changelog/3.7.0/');
    expect(links).toContain('/changelog/2.0.0-beta.0/');
    expect(links).toContain(`/changelog/${encodeURIComponent('V2 Changelog')}/`);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  // The mobile-menu tweak (src/lean-bundle) builds the menu's panels when it first opens.
  it.runIf(hasTweak('mobile-menu'))("builds the phone menu's entry list when the menu first opens, not while the page starts", async () => {
    const phone = await newContext({viewport: MOBILE_VIEWPORT});
    const {page, problems} = await openPage(phone, '/changelog/');
    await page.locator('.navbar-sidebar__items--show-secondary').waitFor({state: 'attached'});
    expect(await page.locator('.navbar-sidebar a').filter({hasText: /^3\.7\.0$/}).count()).toBe(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => page.locator('.navbar-sidebar').getByRole('link', {name: '3.7.0', exact: true}).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await phone.close();
  });

  it('moves the entry list into the mobile menu on a phone, and back to a column on a wide window', async () => {
    const phone = await newContext({viewport: MOBILE_VIEWPORT});
    const {page, problems} = await openPage(phone, '/changelog/');
    const column = page.locator('aside nav[aria-label="Blog recent posts navigation"]');
    expect(await column.isVisible()).toBe(false);
    const menuLink = page.locator('.navbar-sidebar').getByRole('link', {name: '3.7.0', exact: true});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => menuLink.isVisible()).toBe(true);
    expect(await page.locator('.navbar-sidebar').getByRole('link').filter({hasText: /^\d+\.\d+\.\d+/}).count()).toBeGreaterThan(100);
    await page.getByRole('button', {name: 'Close navigation bar'}).click();

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expect.poll(() => column.getByRole('link', {name: '3.7.0', exact: true}).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await phone.close();
  });

  it('spreads the entries over six pages of 20, the last holding the remainder', async () => {
    const {page: first} = await openPage(context, '/changelog/');
    const total = await sidebar(first).getByRole('link').count();
    await first.close();

    const counts: number[] = [];
    for (const path of ['/changelog/', ...[2, 3, 4, 5, 6].map((n) => `/changelog/page/${n}/`)]) {
      const {page, problems} = await openPage(context, path);
      counts.push(await listEntries(page).count());
      expect(problems.errors).toEqual([]);
      await page.close();
    }
    expect(counts).toEqual([20, 20, 20, 20, 20, total - 5 * ENTRIES_PER_PAGE]);
  });

  it('has no seventh page: /changelog/page/7/ is the not-found page', async () => {
    const page = await context.newPage();
    const response = await page.goto('/changelog/page/7/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await heading(page)).toBe('Page Not Found');
    await page.close();
  });

  it('links page 6 to the newer page 5 and offers no older page', async () => {
    const {page} = await openPage(context, '/changelog/page/6/');
    const pagination = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await expect.poll(() => pagination.getByRole('link', {name: /Newer entries/}).getAttribute('href')).toBe(
      '/changelog/page/5/',
    );
    expect(await pagination.getByRole('link', {name: /Older entries/}).count()).toBe(0);
    await page.close();
  });

  it('brings the twenty summaries of the next page in one script when the visitor pages on', async () => {
    const {page, problems} = await openPage(context, '/changelog/page/2/');
    // Each entry's metadata says whether it has a summary marker: the scripts carrying entries
    // (an entry page's own script, prefetched from a visible sidebar link, carries one).
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    const pagination = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await pagination.getByRole('link', {name: /Older entries/}).click();
    await page.waitForURL('**/changelog/page/3/');
    await expect.poll(() => heading(page)).toBe('Docusaurus changelog, page 3 of 6');
    expect(await listEntries(page).count()).toBe(ENTRIES_PER_PAGE);
    // One module holds a page's summaries (src/plugins/changelog/listSummaries.ts),
    // where the blog plugin alone would load a script per entry.
    const entriesPerScript = (await Promise.all(bodies))
      .map((body) => body.match(/"hasTruncateMarker"/g)?.length ?? 0)
      .filter((count) => count > 1);
    expect(entriesPerScript).toEqual([ENTRIES_PER_PAGE]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('changelog entries', () => {
  it.each(['3.7.0', '2.0.0-beta.0'])('/changelog/%s/ shows the whole entry', async (version) => {
    const {page, problems} = await openPage(context, `/changelog/${version}/`);
    expect(await heading(page)).toBe(version);
    const article = page.locator('main article');
    expect(await article.locator('time').count()).toBe(1);
    expect(await article.getByText('Release team').first().isVisible()).toBe(true);
    // On its own page an entry is not folded: the changes are visible at once.
    expect(await article.locator('details').count()).toBe(0);
    const changes = await changesIn(article.locator('.markdown'));
    expect(changes.length).toBeGreaterThan(1);
    expect(await article.locator('.markdown li').first().isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('renders the "V2 Changelog" entry at its address with a space', async () => {
    const {page, problems} = await openPage(context, '/changelog/V2 Changelog/');
    expect(new URL(page.url()).pathname).toBe('/changelog/V2%20Changelog/');
    expect(await heading(page)).toBe('V2 Changelog');
    expect(await page.locator('main article .markdown li').count()).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('lists the changelog authors on /changelog/authors/', async () => {
    const {page} = await openPage(context, '/changelog/authors/');
    expect(await heading(page)).toBe('Authors');
    const main = page.locator('main');
    for (const name of ['Release team', 'Core team']) {
      expect(await main.getByText(name, {exact: true}).isVisible()).toBe(true);
    }
    await page.close();
  });
});

describe('entry previews in the list', () => {
  it("shows each entry's summary with a link to the entry's page, which has every change", async () => {
    const {page, problems} = await openPage(context, '/changelog/');
    const entry = listEntries(page).filter({has: page.getByRole('heading', {name: '3.7.0', exact: true})});
    expect(await entry.locator('p').first().isVisible()).toBe(true);
    // The list carries the summaries only: no change of the entry is on the page.
    expect(await changesIn(entry.locator('.markdown'))).toEqual([]);
    expect(await page.locator('main article .markdown li').count()).toBe(0);

    await entry.getByRole('link', {name: 'Read more about 3.7.0'}).click();
    await page.waitForURL('**/changelog/3.7.0/');
    // The address changes before the entry's page has loaded and replaced the list; wait for it.
    await page.locator('main article .markdown li').first().waitFor();
    const changes = await changesIn(page.locator('main article .markdown'));
    expect(changes).toContain('New Feature');
    expect(changes.length).toBeGreaterThan(10);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it("keeps every entry's page complete: the summary, then each kind of change", async () => {
    const {page, problems} = await openPage(context, '/changelog/3.7.0/');
    const article = page.locator('main article .markdown');
    const summary = await article.locator('p').first().innerText();
    expect(summary.length).toBeGreaterThan(20);
    const headings = await textsOf(article.locator('h2'));
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings) expect(['Breaking Change', 'New Feature', 'Bug Fix', 'Performance', 'Polish', 'Documentation', 'Dependencies', 'Maintenance']).toContain(heading);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
