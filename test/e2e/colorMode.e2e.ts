import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, openPage, waitForHydration} from './support/browser';
import {announcementBar} from './support/shell';
import {readLocalStorage, storageSuffix} from './support/storage';

const currentTheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe('colour mode', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext({colorScheme: 'light'});
  });
  afterEach(async () => {
    await context.close();
  });

  it('starts light, flips with the toggle and persists under the suffixed key', async () => {
    const {page, problems} = await openPage(context, '/');
    expect(await currentTheme(page)).toBe('light');

    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    expect(await currentTheme(page)).toBe('dark');

    const suffix = await storageSuffix(page);
    expect(suffix).not.toBe('');
    const stored = await readLocalStorage(page);
    expect(stored[`theme${suffix}`]).toBe('dark');
    expect(stored.theme).toBeUndefined();

    await page.reload();
    await waitForHydration(page);
    expect(await currentTheme(page)).toBe('dark');
    expect(problems.errors).toEqual([]);
  });

  it('reads a stored value other than "dark" as light', async () => {
    const {page} = await openPage(context, '/');
    const suffix = await storageSuffix(page);
    await page.evaluate((key) => localStorage.setItem(key, 'purple'), `theme${suffix}`);
    await page.reload();
    await waitForHydration(page);
    expect(await currentTheme(page)).toBe('light');
    await expect
      .poll(() => page.getByRole('button', {name: /switch between dark and light mode/i}).getAttribute('aria-label'))
      .toMatch(/currently light mode/);
  });

  it('follows the system preference when nothing is stored', async () => {
    const dark = await newContext({colorScheme: 'dark'});
    const {page} = await openPage(dark, '/docs/');
    expect(await currentTheme(page)).toBe('dark');
    await dark.close();
  });

  it('names the mode a page opened in dark shows, not the light mode the server rendered', async () => {
    const dark = await newContext({colorScheme: 'dark'});
    const {page} = await openPage(dark, '/');
    const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
    await expect.poll(() => toggle.getAttribute('aria-label')).toMatch(/currently dark mode/);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-label')).toMatch(/currently light mode/);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await dark.close();
  });

  it('follows a change made in another tab of the same browser, both ways', async () => {
    // The storage event reaches only the other pages of the context, never the page that wrote.
    const {page: first, problems: firstProblems} = await openPage(context, '/');
    const {page: second, problems: secondProblems} = await openPage(context, '/docs/installation/');
    expect(await currentTheme(second)).toBe('light');
    const toggle = (page: Page) => page.getByRole('button', {name: /switch between dark and light mode/i});

    await toggle(first).click();
    expect(await currentTheme(first)).toBe('dark');
    await expect.poll(() => currentTheme(second)).toBe('dark');
    await expect.poll(() => toggle(second).getAttribute('aria-label')).toMatch(/currently dark mode/);

    await toggle(second).click();
    expect(await currentTheme(second)).toBe('light');
    await expect.poll(() => currentTheme(first)).toBe('light');
    await expect.poll(() => toggle(first).getAttribute('aria-label')).toMatch(/currently light mode/);
    expect([...firstProblems.errors, ...firstProblems.consoleErrors]).toEqual([]);
    expect([...secondProblems.errors, ...secondProblems.consoleErrors]).toEqual([]);
  });

  it('migrates old un-suffixed keys to the suffixed ones and removes them', async () => {
    const {page} = await openPage(context, '/');
    const suffix = await storageSuffix(page);
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('docusaurus.announcement.id', 'announcement-3.7');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docs-preferred-version-default', 'current');
    });
    await page.reload();
    await waitForHydration(page);

    const stored = await readLocalStorage(page);
    expect(stored).not.toHaveProperty('theme');
    expect(stored).not.toHaveProperty('docusaurus.announcement.id');
    expect(stored).not.toHaveProperty('docusaurus.announcement.dismiss');
    expect(stored).not.toHaveProperty('docs-preferred-version-default');
    expect(stored[`theme${suffix}`]).toBe('dark');
    expect(stored[`docusaurus.announcement.dismiss${suffix}`]).toBe('true');
    expect(stored[`docs-preferred-version-default${suffix}`]).toBe('current');
    // The migrated preferences take effect on that same visit.
    expect(await currentTheme(page)).toBe('dark');
    await expect.poll(() => announcementBar(page).isVisible()).toBe(false);
  });
});
