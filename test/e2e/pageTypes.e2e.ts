import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext} from 'playwright-core';
import {MOBILE_VIEWPORT, newContext, openPage, watchProblems, waitForHydration} from './support/browser';

/**
 * One page of every type the site has, loaded, hydrated and left by a
 * client-side navigation, without an error. It runs on every build; CI also
 * runs it on the build without the bundle tweaks (LEAN_BUNDLE=off), whose
 * pages must work the same on the framework's own output.
 */
const PAGE_TYPES: ReadonlyArray<{type: string; path: string; heading: RegExp}> = [
  {type: 'home', path: '/', heading: /Docusaurus/},
  {type: 'doc', path: '/docs/installation/', heading: /^Installation$/},
  {type: 'API doc', path: '/docs/api/docusaurus-config/', heading: /docusaurus\.config/},
  {type: 'doc of an older version', path: '/docs/3.6.3/installation/', heading: /^Installation$/},
  {type: 'generated category index', path: '/docs/category/guides/', heading: /^Guides$/},
  {type: 'doc with tabs, diagrams and live code', path: '/docs/markdown-features/tabs/', heading: /^Tabs$/},
  {type: 'community doc', path: '/community/support/', heading: /^Support$/},
  {type: 'blog list', path: '/blog/', heading: /^Docusaurus blog$/},
  {type: 'blog post', path: '/blog/releases/3.7/', heading: /^Docusaurus 3\.7$/},
  {type: 'blog tag', path: '/blog/tags/release/', heading: /release/i},
  {type: 'changelog list', path: '/changelog/', heading: /changelog/i},
  {type: 'changelog entry', path: '/changelog/3.7.0/', heading: /^3\.7\.0$/},
  {type: 'showcase', path: '/showcase/', heading: /^Sites built with Docusaurus$/},
  {type: 'feature requests', path: '/feature-requests/', heading: /^Feature requests$/},
  {type: 'versions', path: '/versions/', heading: /^Docusaurus documentation versions$/},
  {type: 'search', path: '/search/?q=config', heading: /Search/},
  {type: 'test area', path: '/tests/docs/', heading: /^Test docs$/},
  {type: 'not found', path: '/no/such/page/', heading: /^Page Not Found$/},
];

let context: BrowserContext;
beforeAll(async () => {
  context = await newContext();
});
afterAll(async () => {
  await context.close();
});

describe('every page type', () => {
  for (const {type, path, heading} of PAGE_TYPES) {
    it(`shows the ${type} page (${path}) without an error, and leaves it by a link`, async () => {
      const {page, problems} = await openPage(context, path);
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading);
      // Client-side navigation from here: the logo leads home through the router.
      await page.locator('.navbar__brand').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/Docusaurus/);
      expect(problems.errors).toEqual([]);
      // The not-found page is the host's answer to an unknown path, sent with status 404, which
      // Chromium logs for the document itself; nothing else may be logged.
      const expectedConsoleErrors = type === 'not found' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
      expect(problems.consoleErrors).toEqual(expectedConsoleErrors);
      await page.close();
    });
  }

  it('reaches a page of each section by client-side navigation from the home page, on a phone too', async () => {
    for (const viewport of [undefined, MOBILE_VIEWPORT]) {
      const phoneOrDesktop = await newContext(viewport ? {viewport} : {});
      const page = await phoneOrDesktop.newPage();
      const problems = watchProblems(page);
      await page.goto('/');
      await waitForHydration(page);
      for (const path of ['/docs/installation/', '/blog/releases/3.7/', '/changelog/3.7.0/', '/showcase/', '/docs/3.6.3/installation/']) {
        const before = await page.title();
        // The router follows history changes as it follows its links.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect.poll(() => page.title(), {message: path}).not.toBe(before);
        expect(await page.locator('h1').first().isVisible(), path).toBe(true);
      }
      expect(problems.errors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await phoneOrDesktop.close();
    }
  });
});
