import {describe, expect, it} from 'vitest';
import {newContext, openPage} from './support/browser';

/**
 * Addresses a visitor can type that the host answers with a page the app
 * would route differently: the app takes over the page the server sent with
 * no hydration error (React #418, logged as a console error), and a path it
 * cannot decode never stops it from starting.
 */
const heading = (page: import('playwright-core').Page) => page.locator('h1').first().textContent();

type Address = {address: string; status: number; shows: string; showsAt: string};

const ADDRESSES: Address[] = [
  // The host serves the folder's own page: the address bar is set to that page.
  {address: '/docs/index.html', status: 200, shows: 'Introduction', showsAt: '/docs/'},
  {address: '/docs/3.7.0/index.html', status: 200, shows: 'Introduction', showsAt: '/docs/3.7.0/'},
  {address: '/docs//installation/', status: 200, shows: 'Installation', showsAt: '/docs/installation/'},
  // No file under another case: the host answers 404, and so does the app.
  {address: '/DOCS/INSTALLATION/', status: 404, shows: 'Page Not Found', showsAt: '/DOCS/INSTALLATION/'},
  {address: '/docs/Installation/', status: 404, shows: 'Page Not Found', showsAt: '/docs/Installation/'},
  // An unknown request has no file either: the board's own message follows the not-found page.
  {
    address: '/feature-requests/no-such-request/',
    status: 404,
    shows: 'Feature request not found',
    showsAt: '/feature-requests/no-such-request/',
  },
];

describe('unusual addresses', () => {
  it.each(ADDRESSES.map((entry) => [entry.address, entry] as const))(
    '%s: the page the host sent, taken over with no hydration error',
    async (_address, {address, status, shows, showsAt}) => {
      const context = await newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      const response = await page.goto(address);
      expect(response?.status()).toBe(status);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await expect.poll(() => heading(page)).toBe(shows);
      expect(new URL(page.url()).pathname).toBe(showsAt);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('starts the app on a path with invalid percent-encoding, and shows the not-found page', async () => {
    const context = await newContext();
    const {page, problems} = await openPage(context, '/docs/%E0%A4%A/');
    expect(await heading(page)).toBe('Page Not Found');
    // What was typed stays readable in the address.
    expect(await page.evaluate(() => decodeURI(window.location.pathname))).toBe('/docs/%E0%A4%A/');
    // The app works: a link click is a client-side navigation.
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect.poll(() => heading(page)).toBe('Introduction');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('stays on the page when a fragment with invalid percent-encoding is typed in the address bar', async () => {
    const context = await newContext();
    const {page, problems} = await openPage(context, '/docs/installation/');
    // Typing a new fragment is a history change the router follows, as is going back.
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A';
    });
    await page.evaluate(() => {
      window.location.hash = 'requirements';
    });
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.location.hash)).not.toBe('#requirements');
    // Give the router's scroll to the fragment its turn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await heading(page)).toBe('Installation');
    expect(await page.getByText('This page crashed.').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the query string and fragment when it sets the address to the page the host sent', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/docs//installation/?ref=x#requirements');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/docs/installation/?ref=x#requirements');
    await context.close();
  });
});
