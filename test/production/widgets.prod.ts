import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {MOBILE_VIEWPORT, waitForHydration} from '../e2e/support/browser';
import {announcementBar} from '../e2e/support/shell';
import {expectNoProblems, visit} from './support/visit';

/**
 * Every interactive widget of the site, used once, on pages nginx serves with
 * the shipped config: the Content-Security-Policy, the caching headers and
 * HTTPS are the production ones, so anything they break shows up here.
 */
const heading = (page: Page) => page.locator('h1').first().textContent();
const pathname = (page: Page) => new URL(page.url()).pathname;

/** An in-app navigation: the router follows the history change, no new document. */
async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

const LIVE_CODE_PAGE = '/docs/markdown-features/code-blocks/';

/** Edits the greeting live code block and waits for the preview to show the edit, run by the page. */
async function expectLiveCodeRuns(page: Page, text: string): Promise<void> {
  const result = page.locator('.live-greeting');
  await expect.poll(() => result.first().textContent(), {timeout: 20_000}).toMatch(/Hello, reader!|Edited/);
  const playground = page.locator('[class*="playgroundContainer"]').filter({has: result});
  await playground.locator('[contenteditable]').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`function Greeting() {\nreturn <p className="live-greeting">${text}</p>;\n}`);
  await expect.poll(() => playground.locator('.live-greeting').textContent(), {timeout: 20_000}).toBe(text);
}

describe('widgets, served by nginx with the shipped config', () => {
  it.each(['/docs/playground/', '/docs/3.7.0/playground/', '/docs/3.6.3/playground/'])(
    'the MDX playground at %s compiles what the visitor types',
    async (path) => {
      const opened = await visit(path);
      const status = opened.page.getByTestId('playground-status');
      await expect.poll(() => status.textContent(), {timeout: 30_000}).toBe('Preview up to date');
      await opened.page.getByRole('textbox', {name: 'MDX source'}).fill('## Typed in production\n\n:::tip\n\nIt compiles.\n\n:::');
      const preview = opened.page.getByTestId('playground-preview');
      await expect.poll(() => preview.locator('h2').textContent(), {timeout: 20_000}).toBe('Typed in production');
      expect(await preview.locator('.theme-admonition-tip').count()).toBe(1);
      expect(await opened.page.getByTestId('playground-error').count()).toBe(0);
      await expectNoProblems(opened);
      await opened.context.close();
    },
  );

  it('live code blocks run on a first load, after an in-app navigation, and on a second in-app visit', async () => {
    // Loaded directly: the page has its own policy, with eval.
    const direct = await visit(LIVE_CODE_PAGE);
    await expectLiveCodeRuns(direct.page, 'Edited on a first load');
    await expectNoProblems(direct);
    await direct.context.close();

    // Reached inside the app from a page whose policy forbids eval: the page reloads itself once.
    const opened = await visit('/docs/installation/');
    const {page} = opened;
    let reloaded = page.waitForEvent('load');
    await navigateInApp(page, LIVE_CODE_PAGE);
    await reloaded;
    await waitForHydration(page);
    expect(pathname(page)).toBe(LIVE_CODE_PAGE);
    await expectLiveCodeRuns(page, 'Edited after a navigation');

    // Away and back inside the app: this document already allows eval.
    await navigateInApp(page, '/docs/installation/');
    await expect.poll(() => heading(page)).toBe('Installation');
    await navigateInApp(page, LIVE_CODE_PAGE);
    await expectLiveCodeRuns(page, 'Edited on a second visit');

    // A later full load of a strict page, then the live code page again inside the app.
    await page.goto('/docs/configuration/');
    await waitForHydration(page);
    reloaded = page.waitForEvent('load');
    await navigateInApp(page, LIVE_CODE_PAGE);
    await reloaded;
    await waitForHydration(page);
    await expectLiveCodeRuns(page, 'Edited after another full load');
    expect(opened.problems.errors).toEqual([]);
    await opened.context.close();
  }, 180_000);

  it('the colour mode toggle flips the theme and remembers it', async () => {
    const opened = await visit('/');
    const {page} = opened;
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the announcement bar closes and stays closed', async () => {
    const opened = await visit('/');
    const {page} = opened;
    await announcementBar(page).getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => announcementBar(page).isVisible()).toBe(false);
    await page.reload();
    await waitForHydration(page);
    expect(await announcementBar(page).isVisible()).toBe(false);
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the mobile menu opens, offers the docs sidebar and goes back to the main menu', async () => {
    const opened = await visit('/docs/installation/', {viewport: MOBILE_VIEWPORT});
    const {page} = opened;
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const back = page.getByRole('button', {name: '← Back to main menu'});
    await expect.poll(() => back.isVisible()).toBe(true);
    const menu = page.locator('.navbar-sidebar');
    expect(await menu.getByRole('link', {name: 'Configuration'}).isVisible()).toBe(true);
    await back.click();
    await expect.poll(() => menu.getByRole('link', {name: 'Blog', exact: true}).isVisible()).toBe(true);
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the docs sidebar opens a category and follows a link inside the app', async () => {
    const opened = await visit('/docs/installation/');
    const {page} = opened;
    const sidebar = page.locator('.theme-doc-sidebar-menu').first();
    const guides = sidebar.locator(`button[aria-label$="category 'Guides'"]`);
    await guides.click();
    await expect.poll(() => guides.getAttribute('aria-expanded')).toBe('true');
    await sidebar.getByRole('link', {name: 'Creating pages', exact: true}).click();
    await expect.poll(() => pathname(page)).toBe('/docs/creating-pages/');
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the version dropdown opens another docs version', async () => {
    const opened = await visit('/docs/cli/');
    const {page} = opened;
    const dropdown = page
      .locator('nav.navbar .dropdown')
      .filter({has: page.locator('a.navbar__link', {hasText: /^(Canary|3\.7\.0|3\.6\.3)$/})});
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('link', {name: '3.7.0', exact: true}).click();
    await expect.poll(() => pathname(page)).toBe('/docs/3.7.0/cli/');
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the search modal opens with Ctrl+K, finds pages and opens the chosen one', async () => {
    const opened = await visit('/docs/installation/');
    const {page} = opened;
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.locator('.DocSearch-Input').pressSequentially('configuration', {delay: 20});
    const hit = page.locator('.DocSearch-Hits .DocSearch-Hit a').first();
    await hit.waitFor();
    const href = await hit.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe(new URL(href!, page.url()).pathname);
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the search page searches as the visitor types', async () => {
    const opened = await visit('/search/');
    const {page} = opened;
    await page.locator('main').getByLabel('Search', {exact: true}).pressSequentially('installation', {delay: 20});
    await page.locator('main article h2 a').first().waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('installation');
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('tabs switch, and code blocks copy their code', async () => {
    const opened = await visit('/docs/installation/', {permissions: ['clipboard-read', 'clipboard-write']});
    const {page} = opened;
    const group = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'Yarn'})}).first();
    await group.getByRole('tab', {name: 'Yarn'}).click();
    const panel = group.locator('[role="tabpanel"]:not([hidden])');
    await expect.poll(() => panel.textContent()).toBe('yarn create docusaurus my-website classic');
    await panel.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('yarn create docusaurus my-website classic');
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the showcase filters by tag and keeps the filter in the address', async () => {
    const opened = await visit('/showcase/');
    const {page} = opened;
    const before = await page.getByTestId('showcase-count').textContent();
    await page.getByRole('checkbox', {name: /^Open source \(/}).check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('tags')).toEqual(['opensource']);
    await expect.poll(() => page.getByTestId('showcase-count').textContent()).not.toBe(before);
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the feature-requests board filters and opens a request inside the app', async () => {
    const opened = await visit('/feature-requests/');
    const {page} = opened;
    await page.getByLabel('Status').selectOption('done');
    await expect.poll(() => new URL(page.url()).search).toBe('?status=done');
    const first = page.locator('main li h2 a, main article h2 a').first();
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => heading(page)).toBe(title);
    await expectNoProblems(opened);
    await opened.context.close();
  });

  it('the mobile table of contents opens', async () => {
    const opened = await visit('/docs/configuration/', {viewport: MOBILE_VIEWPORT});
    const {page} = opened;
    const toggle = page.getByRole('button', {name: 'On this page'});
    await toggle.click();
    await expect.poll(() => page.locator('.theme-doc-toc-mobile a').first().isVisible()).toBe(true);
    await expectNoProblems(opened);
    await opened.context.close();
  });
});
