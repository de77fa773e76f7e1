import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, openPage, waitForHydration} from './support/browser';

/** Community pages in sidebar order, with the heading each one shows. */
const PAGES = [
  {path: '/community/support/', label: 'Support', heading: 'Support'},
  {path: '/community/team/', label: 'Team', heading: 'Team'},
  {path: '/community/resources/', label: 'Community resources', heading: 'Community resources'},
  {path: '/community/contributing/', label: 'Contributing', heading: 'Contributing'},
  {path: '/community/release-process/', label: 'Release process', heading: 'Release process'},
  {path: '/community/canary/', label: 'Canary releases', heading: 'Canary releases'},
];

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-menu');

describe('community section', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(PAGES)('$path renders with the community sidebar', async ({path, label, heading}) => {
    const {page, problems} = await openPage(context, path);
    expect(await page.locator('article h1').first().textContent()).toBe(heading);
    const links = sidebar(page).locator('a.menu__link');
    expect(await links.allTextContents()).toEqual(PAGES.map((entry) => entry.label));
    const active = sidebar(page).locator('a.menu__link--active');
    expect(await active.textContent()).toBe(label);
    expect(await active.getAttribute('aria-current')).toBe('page');
    // The navbar's Community item is highlighted on every community page.
    const navbarItem = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community', exact: true});
    expect(await navbarItem.getAttribute('class')).toContain('navbar__link--active');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('moves between community pages in the app through the sidebar', async () => {
    const {page} = await openPage(context, '/community/support/');
    await page.evaluate(() => {
      (window as Window & {stayedInApp?: boolean}).stayedInApp = true;
    });
    await sidebar(page).getByRole('link', {name: 'Canary releases'}).click();
    await page.waitForURL('**/community/canary/');
    await expect.poll(() => page.locator('article h1').first().textContent()).toBe('Canary releases');
    expect(await page.evaluate(() => (window as Window & {stayedInApp?: boolean}).stayedInApp)).toBe(true);
    await page.close();
  });
});

describe('redirects from the former docs pages', () => {
  const cases: [from: string, to: string][] = [
    ['/docs/support/', '/community/support/'],
    ['/docs/team/', '/community/team/'],
    ['/docs/resources/', '/community/resources/'],
    ['/docs/next/team/', '/community/team/'],
    ['/docs/next/resources/', '/community/resources/'],
    ['/community/', '/community/support/'],
  ];

  it.each(cases)('%s lands on %s', async (from, to) => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await waitForHydration(page);
    expect(await sidebar(page).isVisible()).toBe(true);
    await context.close();
  });
});
