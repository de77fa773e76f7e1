import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {FEATURE_REQUESTS} from '../../src/data/featureRequests';
import {newContext, openPage, waitForHydration} from './support/browser';

const TOTAL = FEATURE_REQUESTS.length;
const heading = (page: Page) => page.locator('main h1').first().textContent();
const countText = (page: Page) => page.getByTestId('requests-count').textContent();
const items = (page: Page) => page.getByTestId('feature-request');
const search = (page: Page) => new URL(page.url()).search;
const pathname = (page: Page) => new URL(page.url()).pathname;

/** Marks the window; a full page load would lose the mark. */
async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as Window & {stayedInApp?: boolean}).stayedInApp = true;
  });
  return () => page.evaluate(() => (window as Window & {stayedInApp?: boolean}).stayedInApp === true);
}

const zoom = FEATURE_REQUESTS.find((request) => request.slug === 'image-zoom')!;

describe('feature requests', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('shows the board with every request, most voted first', async () => {
    const {page, problems} = await openPage(context, '/feature-requests/');
    expect(await heading(page)).toBe('Feature requests');
    expect(await countText(page)).toBe(`Showing ${TOTAL} of ${TOTAL} requests`);
    const mostVoted = [...FEATURE_REQUESTS].sort((a, b) => b.votes - a.votes)[0]!;
    expect(await items(page).first().locator('h2').textContent()).toBe(mostVoted.title);
    expect(problems.errors).toEqual([]);
  });

  it('serves a detail URL on a direct load, then goes back to the board', async () => {
    const page = await context.newPage();
    const response = await page.goto(`/feature-requests/${zoom.slug}/`);
    expect(response?.status()).toBe(200);
    // The static HTML already holds the request, before any script runs.
    expect(await response?.text()).toContain(zoom.title);
    await waitForHydration(page);
    expect(await heading(page)).toBe(zoom.title);
    expect(await page.getByTestId('feature-request-detail').textContent()).toContain(`${zoom.votes}`);

    const stayedInApp = await markWindow(page);
    await page.getByRole('link', {name: '← All feature requests'}).click();
    await expect.poll(() => pathname(page)).toBe('/feature-requests/');
    await expect.poll(() => heading(page)).toBe('Feature requests');
    expect(await stayedInApp()).toBe(true);
  });

  it('opens a request from the board without reloading the page', async () => {
    const {page, problems} = await openPage(context, '/feature-requests/');
    const stayedInApp = await markWindow(page);
    const first = items(page).first().locator('h2 a');
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => heading(page)).toBe(title);
    const request = FEATURE_REQUESTS.find((entry) => entry.title === title)!;
    expect(pathname(page)).toBe(`/feature-requests/${request.slug}/`);
    expect(await stayedInApp()).toBe(true);

    // Related requests link to other detail pages, also inside the app.
    const related = page.getByRole('heading', {name: 'Related requests'});
    if (await related.count()) {
      const link = page.locator('article ul a').first();
      const relatedTitle = await link.textContent();
      await link.click();
      await expect.poll(() => heading(page)).toBe(relatedTitle);
      expect(await stayedInApp()).toBe(true);
    }
    expect(problems.errors).toEqual([]);
  });

  it('writes filters and sort to the URL, and a reload keeps them', async () => {
    const {page} = await openPage(context, '/feature-requests/');
    await page.getByLabel('Status').selectOption('done');
    await expect.poll(() => search(page)).toBe('?status=done');
    const done = FEATURE_REQUESTS.filter((request) => request.status === 'done');
    await expect.poll(() => countText(page)).toBe(`Showing ${done.length} of ${TOTAL} requests`);
    const statuses = await items(page).locator('[data-status]').evaluateAll((pills) =>
      pills.map((pill) => pill.getAttribute('data-status')),
    );
    expect(new Set(statuses)).toEqual(new Set(['done']));

    await page.getByLabel('Sort').selectOption('recent');
    await expect.poll(() => search(page)).toBe('?status=done&sort=recent');
    const newestFirst = [...done].sort((a, b) => b.created.localeCompare(a.created)).map((r) => r.title);
    await expect.poll(() => items(page).locator('h2').allTextContents()).toEqual(newestFirst);

    await page.getByLabel('Category').selectOption('performance');
    await expect.poll(() => search(page)).toBe('?status=done&category=performance&sort=recent');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('performance');
    expect(await page.getByLabel('Status').inputValue()).toBe('done');
    expect(await page.getByLabel('Sort').inputValue()).toBe('recent');
    const expected = done.filter((request) => request.category === 'performance').length;
    expect(await countText(page)).toBe(`Showing ${expected} of ${TOTAL} requests`);
  });

  it("keeps the reader's place and keyboard focus when a filter changes", async () => {
    const {page, problems} = await openPage(context, '/feature-requests/');
    const status = page.getByLabel('Status');
    // The filter at the top of the window, the page scrolled below its title.
    await status.evaluate((element) => element.scrollIntoView({block: 'start'}));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo, 'the page was scrolled down to the filters').toBeGreaterThan(100);

    await status.focus();
    await status.selectOption('done');
    await expect.poll(() => search(page)).toBe('?status=done');
    const done = FEATURE_REQUESTS.filter((request) => request.status === 'done');
    await expect.poll(() => countText(page)).toBe(`Showing ${done.length} of ${TOTAL} requests`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(await status.evaluate((element) => element === document.activeElement), 'focus on the filter').toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('returns from a request to the board with the same filters', async () => {
    const {page} = await openPage(context, '/feature-requests/?status=open');
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('open');
    await items(page).first().locator('h2 a').click();
    await expect.poll(() => page.getByTestId('feature-request-detail').count()).toBe(1);
    await page.getByRole('link', {name: '← All feature requests'}).click();
    await expect.poll(() => search(page)).toBe('?status=open');
    expect(await page.getByLabel('Status').inputValue()).toBe('open');
  });

  it('ignores a malformed query string', async () => {
    const {page, problems} = await openPage(context, '/feature-requests/?status=%ZZ&sort=bogus&category[]=x');
    await expect.poll(() => countText(page)).toBe(`Showing ${TOTAL} of ${TOTAL} requests`);
    expect(problems.errors).toEqual([]);
  });

  it('explains that an unknown request does not exist, inside the board', async () => {
    const {page} = await openPage(context, '/feature-requests/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/feature-requests/no-such-request/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => heading(page)).toBe('Feature request not found');
    const message = page.getByTestId('feature-request-not-found');
    expect(await message.textContent()).toContain('no-such-request');
    await message.getByRole('link', {name: `Browse all ${TOTAL} feature requests`}).click();
    await expect.poll(() => heading(page)).toBe('Feature requests');
  });

  it('shows the same message when an unknown request URL is loaded directly', async () => {
    const page = await context.newPage();
    const response = await page.goto('/feature-requests/no-such-request/');
    // No HTML exists for it: the host answers 404 and the app renders the board's message.
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => heading(page)).toBe('Feature request not found');
    expect(await page.getByRole('link', {name: '← All feature requests'}).isVisible()).toBe(true);
  });
});
