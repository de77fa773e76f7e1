import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, openPage} from './support/browser';

/**
 * Theme parts that few pages show (an author's social icons, a doc's
 * last-update line, the unlisted banner) are loaded only by those pages
 * (src/utils/loadWhenNeeded.tsx). The contract: the server's HTML shows them
 * in full, the browser hydrates them without a mismatch and loads their code
 * there, and pages that do not show them never download that code.
 *
 * Each part's code is recognised by its chunk's name; every "not loaded"
 * check has a "loaded" counterpart, so a renamed chunk fails the suite
 * rather than passing it silently.
 */

// The chunk names the lazy imports give (src/theme/*/index.tsx).
const PARTS = {
  socials: /\/author-socials\.[0-9a-f]+\.js$/,
  lastUpdated: /\/last-updated\.[0-9a-f]+\.js$/,
  contentVisibility: /\/content-visibility\.[0-9a-f]+\.js$/,
};

function loadedCode(page: Page, part: RegExp): Promise<boolean> {
  return page.evaluate(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    part.source,
  );
}

let staticContext: BrowserContext;
let context: BrowserContext;
beforeAll(async () => {
  staticContext = await newContext({javaScriptEnabled: false});
  context = await newContext();
});
afterAll(async () => {
  await staticContext.close();
  await context.close();
});

/** The page with JavaScript off (the server's HTML as laid out) and hydrated, with its problems. */
async function openBoth(pathname: string) {
  const staticPage = await staticContext.newPage();
  await staticPage.goto(pathname);
  const {page, problems} = await openPage(context, pathname);
  await page.waitForLoadState('networkidle');
  return {staticPage, page, problems};
}

describe('author socials', () => {
  /** The icon links of the byline, with the height the theme's stylesheet gives their icons. */
  const socialLinks = (page: Page) =>
    page.locator('main article header a[title]:has(svg)').evaluateAll((links) =>
      links.map((link) => ({
        title: link.getAttribute('title'),
        href: link.getAttribute('href'),
        iconHeight: link.querySelector('svg')!.getBoundingClientRect().height,
      })),
    );

  it("shows an author's socials as styled icon links, and loads their code, on that author's post", async () => {
    // The test blog's Core team has a GitHub and an X account; this post has no other author.
    const {staticPage, page, problems} = await openBoth('/tests/blog/front-matter-slug/');
    const expected = [
      {title: 'GitHub', href: 'https://github.com/facebook', iconHeight: 16},
      {title: 'X', href: 'https://x.com/docusaurus', iconHeight: 16},
    ];
    expect(await socialLinks(staticPage)).toEqual(expected);
    expect(await socialLinks(page)).toEqual(expected);
    expect(await loadedCode(page, PARTS.socials)).toBe(true);
    expect(problems).toEqual({errors: [], consoleErrors: []});
  });

  it('loads no icon code for authors without socials, and keeps their empty row at the icons height', async () => {
    const {page, problems} = await openBoth('/blog/releases/3.7/');
    expect(await socialLinks(page)).toEqual([]);
    expect(await loadedCode(page, PARTS.socials)).toBe(false);
    // The row under each name keeps the icons' height, so bylines line up as the theme's do.
    const rowHeights = await page
      .locator('main article header .avatar__intro')
      .evaluateAll((intros) => intros.map((intro) => (intro.lastElementChild as HTMLElement).getBoundingClientRect().height));
    expect(rowHeights.length).toBeGreaterThan(0);
    expect(new Set(rowHeights)).toEqual(new Set([16]));
    expect(problems).toEqual({errors: [], consoleErrors: []});
  });
});

describe('last update line', () => {
  const lastUpdated = (page: Page) => page.locator('.theme-last-updated').allInnerTexts();

  it('shows when and by whom a test doc was last updated, and loads its code there', async () => {
    // The test docs instance shows update times and authors, read from git.
    const {staticPage, page, problems} = await openBoth('/tests/docs/toc/inline-toc/');
    expect(await lastUpdated(staticPage)).toEqual([expect.stringMatching(/^Last updated on \w{3} \d{1,2}, \d{4} by \S.*$/)]);
    expect(await lastUpdated(page)).toEqual(await lastUpdated(staticPage));
    expect(await loadedCode(page, PARTS.lastUpdated)).toBe(true);
    expect(problems).toEqual({errors: [], consoleErrors: []});
  });

  it('is absent, and its code not loaded, on the docs that do not show update times', async () => {
    const {page, problems} = await openBoth('/docs/installation/');
    expect(await lastUpdated(page)).toEqual([]);
    expect(await loadedCode(page, PARTS.lastUpdated)).toBe(false);
    expect(problems).toEqual({errors: [], consoleErrors: []});
  });
});

describe('unlisted banner', () => {
  it("is in the unlisted doc's server HTML with its noindex meta, and its code loads there", async () => {
    const {staticPage, page, problems} = await openBoth('/docs/troubleshooting-dev-server/');
    for (const shown of [staticPage, page]) {
      expect(await shown.locator('.theme-unlisted-banner').textContent()).toMatch(/^Unlisted page\s*This page is unlisted\./);
      expect(await shown.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    }
    expect(await loadedCode(page, PARTS.contentVisibility)).toBe(true);
    expect(problems).toEqual({errors: [], consoleErrors: []});
  });

  it.each(['/tests/blog/2025/02/28/unlisted-post/', '/docs/troubleshooting-dev-server/'])(
    'stays on screen from the first paint through hydration on %s, however late its code arrives',
    async (pathname) => {
      // Its code held back for a second: started by React alone, it once arrived after the
      // first update had reached the banner, which React then replaced with nothing until it came.
      const slowContext = await newContext();
      try {
        await slowContext.route(PARTS.contentVisibility, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await route.continue();
        });
        await slowContext.addInitScript(() => {
          const seen: boolean[] = [];
          Object.assign(window, {bannerSeen: seen});
          new MutationObserver(() => {
            const shown = document.querySelector('.theme-unlisted-banner') !== null;
            if (seen.at(-1) !== shown) seen.push(shown);
          }).observe(document, {childList: true, subtree: true});
        });
        const {page, problems} = await openPage(slowContext, pathname);
        await page.waitForLoadState('networkidle');
        expect(await loadedCode(page, PARTS.contentVisibility)).toBe(true);
        const seen = await page.evaluate(() => (window as unknown as {bannerSeen: boolean[]}).bannerSeen);
        // Absent only until the parser reached it; once shown, never gone.
        expect(seen.slice(seen.indexOf(true))).toEqual([true]);
        expect(problems).toEqual({errors: [], consoleErrors: []});
      } finally {
        await slowContext.close();
      }
    },
  );

  it('appears after a client-side navigation to the unlisted doc', async () => {
    const {page, problems} = await openBoth('/docs/installation/');
    expect(await loadedCode(page, PARTS.contentVisibility)).toBe(false);
    // The link is near the end of a long page. Brought into view, the code blocks above it are
    // laid out at their real heights (content-visibility), and the page, already at its end,
    // moves up under a pointer aimed where the link was. A reader tabbing to it is not affected:
    // the link is activated from the keyboard.
    await page.getByRole('link', {name: 'Troubleshooting the dev server'}).focus();
    await page.keyboard.press('Enter');
    await page.locator('.theme-unlisted-banner').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(problems).toEqual({errors: [], consoleErrors: []});
  });
});
