import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {BrowserContext} from 'playwright-core';
import {newContext, openPage, waitForHydration} from './support/browser';
import {announcementBar} from './support/shell';
import {readLocalStorage, storageSuffix} from './support/storage';

describe('announcement bar', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('announces 3.7 with a link to the release notes', async () => {
    const {page} = await openPage(context, '/');
    const bar = announcementBar(page);
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', {name: '3.7'}).getAttribute('href')).toBe('/blog/releases/3.7/');
  });

  it('closes, stays closed after reload, and comes back when its id changes', async () => {
    const {page} = await openPage(context, '/');
    await announcementBar(page).getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => announcementBar(page).isVisible()).toBe(false);

    const suffix = await storageSuffix(page);
    const stored = await readLocalStorage(page);
    expect(stored[`docusaurus.announcement.dismiss${suffix}`]).toBe('true');
    expect(stored[`docusaurus.announcement.id${suffix}`]).toBe('announcement-3.7');

    await page.reload();
    await waitForHydration(page);
    expect(await announcementBar(page).isVisible()).toBe(false);

    // A visitor who dismissed an earlier announcement sees the new one.
    await page.evaluate(
      (key) => localStorage.setItem(key, 'announcement-3.6'),
      `docusaurus.announcement.id${suffix}`,
    );
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => announcementBar(page).isVisible()).toBe(true);
    expect((await readLocalStorage(page))[`docusaurus.announcement.dismiss${suffix}`]).toBe('false');
  });
});
