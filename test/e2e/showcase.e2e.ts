import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {SHOWCASE_SITES} from '../../src/data/showcase/sites';
import {SHOWCASE_TAGS, type ShowcaseTagId} from '../../src/data/showcase/tags';
import {sortSites} from '../../src/utils/showcaseFilters';
import {newContext, openPage} from './support/browser';

const TOTAL = SHOWCASE_SITES.length;
const countWith = (predicate: (tags: readonly ShowcaseTagId[]) => boolean) =>
  SHOWCASE_SITES.filter((site) => predicate(site.tags)).length;

const cards = (page: Page) => page.getByTestId('showcase-card');
const countText = (page: Page) => page.getByTestId('showcase-count').textContent();
const tagBox = (page: Page, tag: ShowcaseTagId) =>
  page.getByRole('checkbox', {name: new RegExp(`^${SHOWCASE_TAGS[tag].label} \\(`)});
const operator = (page: Page, value: 'AND' | 'OR') => page.getByRole('radio', {name: new RegExp(`^${value}:`)});
const search = (page: Page) => new URL(page.url()).search;

describe('showcase', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('lists every site, favourites first, with a preview image that keeps its space', async () => {
    const {page, problems} = await openPage(context, '/showcase/');
    expect(await countText(page)).toBe(`Showing ${TOTAL} of ${TOTAL} sites`);
    expect(await cards(page).count()).toBe(TOTAL);
    const favourites = countWith((tags) => tags.includes('favorite'));
    const marks = await cards(page).evaluateAll((items) =>
      items.map((item) => item.textContent?.includes('Favourite') ?? false),
    );
    expect(marks.slice(0, favourites).every(Boolean)).toBe(true);
    expect(marks.slice(favourites).some(Boolean)).toBe(false);

    // The box is sized before the image arrives (2:1), so nothing shifts.
    const box = await cards(page).first().locator('div').first().boundingBox();
    expect(box && Math.round(box.width / box.height)).toBe(2);
    const image = cards(page).first().locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const firstSlug = sortSites(SHOWCASE_SITES)[0]!.slug;
    expect(await image.getAttribute('src')).toMatch(new RegExp(`/assets/ideal-img/${firstSlug}\\.[0-9a-f]+\\.\\d+\\.png$`));
    expect(problems.errors).toEqual([]);
  });

  it("has its components' own stylesheets from the first paint, and from a link on another page", async () => {
    const previewRatio = async (page: Page) => {
      const box = await cards(page).first().locator('div').first().boundingBox();
      return box && Math.round(box.width / box.height);
    };
    const cardStylesheets = (page: Page) =>
      page.evaluate(
        () => Array.from(document.querySelectorAll('link[rel="stylesheet"]')).filter((link) => link.getAttribute('href')!.includes('/css-ShowcaseCard.')).length,
      );

    // The page's HTML links them: the cards are laid out before any script runs.
    const noScript = await newContext({javaScriptEnabled: false});
    const staticPage = await noScript.newPage();
    await staticPage.goto('/showcase/');
    expect(await previewRatio(staticPage)).toBe(2);
    await noScript.close();

    // Hydration finds them linked and adds none.
    const {page: direct} = await openPage(context, '/showcase/');
    expect(await cardStylesheets(direct)).toBe(1);

    // A page without the showcase does not load them; following a link there does, before the cards show.
    const {page, problems} = await openPage(context, '/docs/installation/');
    expect(await cardStylesheets(page)).toBe(0);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('a[href="/showcase/"]').first().click();
    await cards(page).first().waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await previewRatio(page)).toBe(2);
    expect(await cardStylesheets(page)).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('lets the browser pick each preview size and load the previews away from the screen only when scrolled near', async () => {
    const {page, problems} = await openPage(context, '/showcase/');
    const images = cards(page).locator('img');
    const attributes = await images.evaluateAll((items) =>
      items.map((img) => ({loading: img.getAttribute('loading'), srcset: img.getAttribute('srcset') ?? ''})),
    );
    expect(attributes.length).toBe(TOTAL);
    expect(attributes.every((item) => item.loading === 'lazy')).toBe(true);
    // Every size the ideal-image loader made, by width.
    expect(attributes.every((item) => /^\/assets\/ideal-img\/\S+ \d+w(,\/assets\/ideal-img\/\S+ \d+w)+$/.test(item.srcset))).toBe(true);

    const last = images.last();
    expect(await last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('serves every size of the first previews as a palette PNG', async () => {
    const {page} = await openPage(context, '/showcase/');
    const srcsets = await cards(page).locator('img').evaluateAll((items) => items.slice(0, 3).map((img) => img.getAttribute('srcset') ?? ''));
    const files = srcsets.flatMap((srcset) => srcset.split(',').map((candidate) => candidate.trim().split(' ')[0]!));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const body = await (await context.request.get(file)).body();
      // PNG signature, then the IHDR chunk: its colour type byte (offset 25) is 3 for an indexed palette.
      expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect({file, colourType: body[25]}).toEqual({file, colourType: 3});
    }
  });

  it('narrows with AND, widens with OR, and keeps the state in the URL across a reload', async () => {
    const {page, problems} = await openPage(context, '/showcase/');
    await operator(page, 'AND').check();
    await tagBox(page, 'opensource').check();
    await tagBox(page, 'i18n').check();

    const andCount = countWith((tags) => tags.includes('opensource') && tags.includes('i18n'));
    const orCount = countWith((tags) => tags.includes('opensource') || tags.includes('i18n'));
    expect(andCount).toBeLessThan(orCount);

    await expect.poll(() => countText(page)).toBe(`Showing ${andCount} of ${TOTAL} sites`);
    expect(search(page)).toBe('?tags=opensource&tags=i18n&operator=AND');
    const andTags = await cards(page).locator('ul[aria-label="Tags"]').allTextContents();
    expect(andTags.every((text) => text.includes('Open source') && text.includes('i18n'))).toBe(true);

    await operator(page, 'OR').check();
    await expect.poll(() => countText(page)).toBe(`Showing ${orCount} of ${TOTAL} sites`);
    expect(search(page)).toBe('?tags=opensource&tags=i18n');

    await page.reload();
    await expect.poll(() => countText(page)).toBe(`Showing ${orCount} of ${TOTAL} sites`);
    expect(await tagBox(page, 'opensource').isChecked()).toBe(true);
    expect(await tagBox(page, 'i18n').isChecked()).toBe(true);
    expect(await operator(page, 'OR').isChecked()).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it("keeps the reader's place and keyboard focus when a tag is ticked from the keyboard", async () => {
    const {page, problems} = await openPage(context, '/showcase/');
    const box = tagBox(page, 'i18n');
    await box.evaluate((element) => element.scrollIntoView({block: 'start'}));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo, 'the page was scrolled down to the tags').toBeGreaterThan(100);

    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => search(page)).toBe('?tags=i18n');
    await expect.poll(() => countText(page)).toBe(`Showing ${countWith((tags) => tags.includes('i18n'))} of ${TOTAL} sites`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(await box.evaluate((element) => element === document.activeElement), 'focus on the tag').toBe(true);

    // The next Space unticks the same tag: the keyboard never left it.
    await page.keyboard.press('Space');
    await expect.poll(() => search(page)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(problems.errors).toEqual([]);
  });

  it('restores a shared AND link on a direct load', async () => {
    const {page} = await openPage(context, '/showcase/?tags=meta&tags=versioning&operator=AND');
    const expected = countWith((tags) => tags.includes('meta') && tags.includes('versioning'));
    await expect.poll(() => countText(page)).toBe(`Showing ${expected} of ${TOTAL} sites`);
    expect(await operator(page, 'AND').isChecked()).toBe(true);
  });

  it('filters by name as the visitor types, in the URL too', async () => {
    const {page} = await openPage(context, '/showcase/');
    await page.getByLabel('Search by name').fill('react');
    const expected = SHOWCASE_SITES.filter((site) => site.title.toLowerCase().includes('react'));
    await expect.poll(() => countText(page)).toBe(`Showing ${expected.length} of ${TOTAL} sites`);
    const titles = await cards(page).locator('h2').allTextContents();
    expect(titles.length).toBe(expected.length);
    expect(titles.every((title) => title.toLowerCase().includes('react'))).toBe(true);
    expect(search(page)).toBe('?name=react');

    await page.reload();
    await expect.poll(() => page.getByLabel('Search by name').inputValue()).toBe('react');
  });

  it('says so when nothing matches, and clears the filters on request', async () => {
    const {page} = await openPage(context, '/showcase/?name=no-site-has-this-name');
    await expect.poll(() => countText(page)).toBe(`Showing 0 of ${TOTAL} sites`);
    expect(await page.getByRole('heading', {name: 'No site matches these filters'}).isVisible()).toBe(true);
    await page.getByRole('button', {name: 'Clear all filters'}).click();
    await expect.poll(() => countText(page)).toBe(`Showing ${TOTAL} of ${TOTAL} sites`);
    expect(search(page)).toBe('');
  });

  it.each([
    ['broken escapes', '/showcase/?tags=%ZZ&operator=%00&name=%E0%A4%A'],
    ['unknown and repeated values', '/showcase/?tags[]=opensource&tags=__proto__&operator=XOR&operator=AND'],
    ['a very long name', `/showcase/?name=${'x'.repeat(3000)}`],
    ['empty pairs', '/showcase/?&&==&tags'],
  ])('survives a malformed query string: %s', async (_label, path) => {
    const {page, problems} = await openPage(context, path);
    await expect.poll(() => countText(page)).toMatch(new RegExp(`^Showing \\d+ of ${TOTAL} sites$`));
    expect(await page.locator('h1').first().textContent()).toBe('Sites built with Docusaurus');
    expect(problems.errors).toEqual([]);
  });

  it('links to the submission discussion and loads nothing from other hosts', async () => {
    const page = await context.newPage();
    const siteOrigin = new URL(inject('baseURL')).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== siteOrigin) {
        foreign.push(request.url());
      }
    });
    await page.goto('/showcase/');
    const cta = page.getByRole('link', {name: 'Add your site'});
    expect(await cta.getAttribute('href')).toBe('https://github.com/facebook/docusaurus/discussions/7826');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  it('is reachable from the navbar, after Blog', async () => {
    const {page} = await openPage(context, '/');
    const labels = await page
      .getByRole('navigation', {name: 'Main'})
      .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
      .allTextContents();
    const blog = labels.indexOf('Blog');
    expect(blog).toBeGreaterThanOrEqual(0);
    expect(labels[blog + 1]).toBe('Showcase');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Showcase'}).click();
    await page.waitForURL('**/showcase/');
  });
});
