import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {SHOWCASE_SITES} from '../../src/data/showcase/sites';
import {sortSites} from '../../src/utils/showcaseFilters';
import {MOBILE_VIEWPORT, newContext, openPage, waitForHydration} from './support/browser';

/** The capabilities the front page shows, each with a picture of its own. */
const CAPABILITIES = ['markdown', 'versioning', 'search', 'theming', 'i18n'] as const;

const capability = (page: Page, id: string) => page.locator(`[data-capability="${id}"]`);

/** Scrolls an image into view and waits until it has loaded; returns its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

/** The element and URL of the page's largest contentful paint, as the browser reports it. */
async function largestPaint(page: Page): Promise<{tag: string; url: string; text: string}> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {element: Element | null; url: string})[];
          const last = entries[entries.length - 1]!;
          resolve({
            tag: last.element?.tagName.toLowerCase() ?? '',
            url: last.url,
            text: last.element?.textContent?.trim().slice(0, 80) ?? '',
          });
        }).observe({type: 'largest-contentful-paint', buffered: true});
      }),
  );
}

describe('front page', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('opens with the logo, the title, both calls to action and the create command', async () => {
    const {page, problems} = await openPage(context, '/');
    const hero = page.locator('header').filter({has: page.locator('h1')});
    const title = hero.getByRole('heading', {level: 1});
    expect(await title.textContent()).toBe('Docusaurus');
    // The logo is drawn inline, so it cannot be a broken image.
    const logo = title.locator('svg');
    expect(await logo.locator('path').count()).toBeGreaterThan(0);
    expect((await logo.boundingBox())!.width).toBeGreaterThan(30);
    expect(await hero.getByRole('link', {name: 'Get started'}).getAttribute('href')).toBe('/docs/installation/');
    expect(await hero.getByRole('link', {name: 'Read the introduction'}).getAttribute('href')).toBe('/docs/');
    expect(await hero.locator('pre').textContent()).toBe('$ npx create-docusaurus@latest my-website classic');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('copies the create command with its button', async () => {
    const copying = await newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const {page} = await openPage(copying, '/');
    const button = page.locator('header').getByRole('button', {name: 'Copy the command'});
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx create-docusaurus@latest my-website classic');
    await copying.close();
  });

  it.each(['light', 'dark'] as const)(
    'shows each capability with its picture, in the %s variant',
    async (mode) => {
      const {page} = await openPage(context, `/?docusaurus-theme=${mode}`);
      const other = mode === 'light' ? 'dark' : 'light';
      for (const id of CAPABILITIES) {
        const section = capability(page, id);
        expect(await section.getByRole('heading', {level: 3}).textContent(), id).not.toBe('');
        expect(await section.getByRole('link').last().getAttribute('href'), id).toMatch(/^\/docs\/.+\/$/);
        const shown = section.locator(`img[src$="/img/home/${id}-${mode}.svg"]`);
        expect(await shown.isVisible(), id).toBe(true);
        expect(await shown.getAttribute('alt'), id).not.toBe('');
        expect(await loadedWidth(shown), id).toBe(640);
        expect(await section.locator(`img[src$="/img/home/${id}-${other}.svg"]`).isVisible(), id).toBe(false);
      }
      await page.close();
    },
  );

  it.each([
    ['the #features anchor', '/#features'],
    ['the /home/anchor/ redirect', '/home/anchor/'],
  ])('opens at the capabilities from %s, with their heading below the navbar', async (_label, address) => {
    const page = await context.newPage();
    await page.goto(address);
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#features');
    await waitForHydration(page);
    const features = page.locator('#features');
    expect(await features.count(), 'one element with id="features"').toBe(1);
    expect(await features.getByRole('heading', {level: 2}).textContent()).toMatch(/^Everything a docs site needs, built in/);
    expect(await page.evaluate(() => window.scrollY), 'scrolled down to the capabilities').toBeGreaterThan(200);
    const navbarBottom = (await page.locator('nav.navbar').boundingBox())!;
    const heading = (await features.getByRole('heading', {level: 2}).boundingBox())!;
    expect(heading.y, 'the heading is not under the navbar').toBeGreaterThanOrEqual(navbarBottom.y + navbarBottom.height);
    expect(heading.y, 'the heading is near the top of the window').toBeLessThan(300);
    await page.close();
  });

  it('shows favourite sites of the showcase data, each with its preview card', async () => {
    const {page} = await openPage(context, '/');
    const strip = page.locator('section').filter({has: page.getByRole('heading', {name: 'Sites built with Docusaurus'})});
    const favourites = sortSites(SHOWCASE_SITES.filter((site) => site.tags.includes('favorite')));
    const links = strip.getByRole('listitem').getByRole('link');
    expect(await links.count()).toBe(6);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      favourites.slice(0, 6).map((site) => site.website),
    );
    for (let index = 0; index < 6; index += 1) {
      const image = links.nth(index).locator('img');
      // The same card the showcase shows, as SVG (the showcase page's responsive PNG sizes are not needed for six).
      expect(await image.getAttribute('src')).toBe(`/img/showcase-strip/${favourites[index]!.slug}.svg`);
      expect(await loadedWidth(image)).toBeGreaterThan(0);
    }
    expect(await strip.getByRole('link', {name: `Browse all ${SHOWCASE_SITES.length} sites in the showcase`}).getAttribute('href')).toBe(
      '/showcase/',
    );
    await page.close();
  });

  it("announces the blog's latest release post, and its latest other posts", async () => {
    const {page} = await openPage(context, '/');
    const news = page.locator('section').filter({has: page.getByRole('heading', {name: 'What’s new'})});
    const release = news.locator('article');
    const releaseHref = await release.getByRole('heading', {level: 3}).getByRole('link').getAttribute('href');

    // The newest post of the blog's release tag.
    const {page: releases} = await openPage(context, '/blog/tags/release/');
    const newest = releases.locator('article').first().getByRole('heading', {level: 2}).getByRole('link');
    expect(releaseHref).toBe(await newest.getAttribute('href'));
    expect(await release.getByRole('heading', {level: 3}).textContent()).toBe(await newest.textContent());
    await releases.close();

    const postLinks = news.getByRole('listitem').getByRole('heading', {level: 3}).getByRole('link');
    expect(await postLinks.count()).toBe(3);
    const dates: number[] = [];
    for (const href of await postLinks.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
      const {page: post} = await openPage(context, href);
      expect(await post.locator('article header h1').count(), href).toBe(1);
      expect(await post.locator('article footer a[href="/blog/tags/release/"]').count(), `${href} is not a release post`).toBe(0);
      dates.push(Date.parse((await post.locator('article header time').getAttribute('datetime'))!));
      await post.close();
    }
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await page.close();
  });

  it('ends with a call to start, with the command', async () => {
    const {page} = await openPage(context, '/');
    const closing = page.locator('main > section').last();
    expect(await closing.getByRole('heading', {level: 2}).isVisible()).toBe(true);
    expect(await closing.locator('pre').textContent()).toContain('npx create-docusaurus@latest');
    expect(await closing.getByRole('link', {name: 'Install Docusaurus'}).getAttribute('href')).toBe('/docs/installation/');
    expect(await closing.getByRole('link', {name: 'Try it in the playground'}).getAttribute('href')).toBe('/docs/playground/');
    await page.close();
  });

  it.each([
    ['phone', MOBILE_VIEWPORT],
    ['desktop', {width: 1280, height: 800}],
  ] as const)('paints text as its largest element on a %s', async (_name, viewport) => {
    const sized = await newContext({viewport});
    const {page} = await openPage(sized, '/');
    const paint = await largestPaint(page);
    // Text has no URL; an image (or a CSS background) would name its file.
    expect(paint.url).toBe('');
    expect(['img', 'image', 'video']).not.toContain(paint.tag);
    expect(paint.text).not.toBe('');
    await sized.close();
  });
});
