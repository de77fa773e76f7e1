import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, openPage} from './support/browser';

/** Every page of the advanced, i18n and migration sections, with the title a reader sees. */
const pages: [path: string, title: string][] = [
  ['/docs/advanced/', 'Advanced Guides'],
  ['/docs/advanced/architecture/', 'Architecture'],
  ['/docs/advanced/plugins/', 'Plugins'],
  ['/docs/advanced/routing/', 'Routing'],
  ['/docs/advanced/ssg/', 'Static site generation (SSG)'],
  ['/docs/advanced/client/', 'Client architecture'],
  ['/docs/i18n/introduction/', 'Internationalization'],
  ['/docs/i18n/tutorial/', 'Translating a site to French'],
  ['/docs/i18n/git/', 'Translating with Git'],
  ['/docs/i18n/crowdin/', 'Translating with Crowdin'],
  ['/docs/migration/', 'Upgrading Docusaurus'],
  ['/docs/migration/v3/', 'Upgrading to Docusaurus v3'],
  ['/docs/migration/v2/', 'Migrating from v1 to v2'],
  ['/docs/migration/v2/automated/', 'Automated migration'],
  ['/docs/migration/v2/manual/', 'Manual migration'],
  ['/docs/migration/v2/versioned-sites/', 'Migrating a versioned site'],
  ['/docs/migration/v2/translated-sites/', 'Migrating a translated site'],
];

const heading = (page: Page) => page.locator('article h1').first().textContent();
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
const pagination = (page: Page) => page.getByRole('navigation', {name: 'Docs pages'});

/** Label and target of the "Previous" or "Next" link under a doc, or null when there is none. */
async function paginationLink(page: Page, direction: 'prev' | 'next') {
  const link = pagination(page).locator(`a.pagination-nav__link--${direction}`);
  if ((await link.count()) === 0) {
    return null;
  }
  return {
    label: await link.locator('.pagination-nav__label').textContent(),
    href: await link.getAttribute('href'),
  };
}

let context: BrowserContext;
beforeAll(async () => {
  context = await newContext();
});
afterAll(async () => {
  await context.close();
});

describe('advanced, i18n and migration docs', () => {
  it.each(pages)('%s renders "%s" without errors', async (path, title) => {
    const {page, problems} = await openPage(context, path);
    expect(await heading(page)).toBe(title);
    expect(await page.title()).toMatch(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| `));
    expect(problems.errors).toEqual([]);
    // Hydration mismatches are reported as console errors.
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });
});

describe('docs sidebar', () => {
  it('lists the three sections, each linking to its overview page', async () => {
    const {page} = await openPage(context, '/docs/advanced/routing/');
    const expected: [label: string, href: string][] = [
      ['Advanced Guides', '/docs/advanced/'],
      ['Internationalization', '/docs/i18n/introduction/'],
      ['Migrating', '/docs/migration/'],
    ];
    for (const [label, href] of expected) {
      const link = sidebar(page).getByRole('link', {name: label, exact: true});
      expect(await link.isVisible(), `${label} is visible`).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    await page.close();
  });

  it('expands the nested v1 to v2 category and marks the current page', async () => {
    const {page} = await openPage(context, '/docs/migration/v2/manual/');
    const current = sidebar(page).locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Manual migration');
    for (const label of ['Upgrading to v3', 'From v1 to v2', 'Automated migration', 'Translated sites']) {
      expect(await sidebar(page).getByRole('link', {name: label, exact: true}).isVisible(), label).toBe(true);
    }
    await page.close();
  });
});

describe('previous and next links', () => {
  it('follow the sidebar order inside a section', async () => {
    const {page} = await openPage(context, '/docs/advanced/plugins/');
    expect(await paginationLink(page, 'prev')).toEqual({label: 'Architecture', href: '/docs/advanced/architecture/'});
    expect(await paginationLink(page, 'next')).toEqual({label: 'Routing', href: '/docs/advanced/routing/'});
    await page.close();
  });

  it('cross from one section to the next and navigate there', async () => {
    const {page} = await openPage(context, '/docs/i18n/introduction/');
    expect(await paginationLink(page, 'prev')).toEqual({label: 'Client architecture', href: '/docs/advanced/client/'});
    expect(await paginationLink(page, 'next')).toEqual({label: 'Tutorial', href: '/docs/i18n/tutorial/'});
    await pagination(page).locator('a.pagination-nav__link--next').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/i18n/tutorial/');
    await expect.poll(() => heading(page)).toBe('Translating a site to French');
    await page.close();
  });

  it('enter and leave a nested category through its overview page', async () => {
    const {page} = await openPage(context, '/docs/migration/v2/');
    expect(await paginationLink(page, 'prev')).toEqual({label: 'Upgrading to v3', href: '/docs/migration/v3/'});
    expect(await paginationLink(page, 'next')).toEqual({
      label: 'Automated migration',
      href: '/docs/migration/v2/automated/',
    });
    await page.close();
  });

  it('end on the last migration page', async () => {
    const {page} = await openPage(context, '/docs/migration/v2/translated-sites/');
    expect(await paginationLink(page, 'prev')).toEqual({
      label: 'Versioned sites',
      href: '/docs/migration/v2/versioned-sites/',
    });
    expect(await paginationLink(page, 'next')).toBeNull();
    await page.close();
  });
});
