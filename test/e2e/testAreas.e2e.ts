import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {examplePages, testPages, testSections} from '../../src/data/testAreas';
import {builtHtml, builtRoutes, robotsDirectives} from './support/builtRoutes';
import {newContext, openPage, waitForHydration, watchProblems, MOBILE_VIEWPORT} from './support/browser';
import {navbar} from './support/shell';

/*
 * The public test areas (/tests/… and the two /examples/ pages).
 *
 * Which routes: every route of the build under test, read from its HTML files
 * (see support/builtRoutes.ts for why the build folder is the source). The
 * list is also checked against routes that must exist, so a page that stops
 * being built fails here instead of silently dropping out of the loop.
 */

const buildDir = inject('buildDir');
const TEST_AREA_PREFIXES = ['tests', 'examples'];
const routes = builtRoutes(buildDir, TEST_AREA_PREFIXES);

/** Routes that must be built, on top of the ones listed on /tests/. */
const REQUIRED_ROUTES = [
  '/tests/',
  ...testSections.map((entry) => entry.path),
  ...testPages.map((entry) => entry.path),
  ...examplePages.map((entry) => entry.path),
  // Docs instance: unlisted index, sidebars, tags, category indexes, visibility.
  '/tests/docs/more-test/',
  '/tests/docs/standalone/',
  '/tests/docs/sidebar-frontmatter/',
  '/tests/docs/tests/number-prefix/',
  '/tests/docs/tests/hidden-title/',
  '/tests/docs/tests/renamed-by-slug/',
  '/tests/docs/tests/markdown-links/',
  '/tests/docs/tests/nested/',
  '/tests/docs/tests/nested/deep-doc/',
  '/tests/docs/toc/heading-levels/',
  '/tests/docs/toc/duplicate-headings/',
  '/tests/docs/toc/inline-toc/',
  '/tests/docs/toc/rich-headings/',
  '/tests/docs/category/tests/',
  '/tests/docs/category/table-of-contents/',
  '/tests/docs/tags/',
  '/tests/docs/tags/visibility/',
  '/tests/docs/visibility/',
  '/tests/docs/visibility/unlisted-doc/',
  '/tests/docs/visibility/unlisted-category/',
  '/tests/docs/visibility/unlisted-category/hidden-child/',
  // Blog instance: pagination, posts, unlisted post, tags, authors, archive.
  '/tests/blog/page/2/',
  '/tests/blog/page/3/',
  '/tests/blog/page/4/',
  '/tests/blog/2025/03/10/welcome-to-the-test-blog/',
  '/tests/blog/2025/02/28/unlisted-post/',
  '/tests/blog/2025/01/27/missing-image/',
  '/tests/blog/front-matter-slug/',
  '/tests/blog/archive/',
  '/tests/blog/tags/',
  '/tests/blog/tags/features/page/2/',
  '/tests/blog/authors/',
  '/tests/blog/authors/core-team/',
  '/tests/blog/authors/core-team/authors/2/',
];

/** Drafts exist in the sources but must not be routable in production. */
const DRAFT_ROUTES = ['/tests/docs/visibility/draft-doc/', '/tests/blog/2025/03/05/draft-post/'];

/**
 * Console errors some pages log on purpose. Any other console error, and any
 * uncaught error on any page, fails the test.
 */
const EXPECTED_CONSOLE_ERRORS: Record<string, RegExp> = {
  // React reports the error the theme's error boundary caught.
  '/tests/pages/crashTest/': /Crash test: this component threw while rendering/,
  // The recoverable hydration mismatch, logged by the framework's root.
  '/tests/pages/hydration-tests/': /^Docusaurus React Root onRecoverableError:/,
  // The figure that is missing on purpose.
  '/tests/blog/2025/01/27/missing-image/': /404/,
};

/** Pages whose content starts with the "About this test" box. */
function hasIntroBox(route: string): boolean {
  if (route === '/tests/pages/layout-no-children/' || route === '/tests/pages/crashTest/') {
    return false; // no content at all / content replaced by the crash screen
  }
  if (route.startsWith('/tests/pages/') || route === '/tests/docs/') {
    return true;
  }
  const isDoc = route.startsWith('/tests/docs/') && !/\/(tags|category)\//.test(route);
  const isPost = /^\/tests\/blog\/(\d{4}\/\d\d\/\d\d\/[^/]+|front-matter-slug)\/$/.test(route);
  return isDoc || isPost;
}

/** Text of the first h1, or null at once when the page has none (no waiting). */
const heading = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent ?? null);

describe('test areas: the route list', () => {
  it('is read from the build and holds every route that must exist', () => {
    expect(routes.length).toBeGreaterThanOrEqual(REQUIRED_ROUTES.length);
    expect(routes.filter((route) => route.endsWith('.html/'))).toEqual([]);
    for (const route of REQUIRED_ROUTES) {
      expect(routes, `${route} should be built`).toContain(route);
    }
  });
});

describe('test areas: every route renders', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(routes)('%s', async (route) => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    expect(await heading(page)).not.toBe('Page Not Found');
    expect(await page.title()).not.toMatch(/^Page Not Found/);
    expect(await page.locator('nav.navbar').first().isVisible()).toBe(true);
    expect(await page.locator('footer.footer').isVisible()).toBe(true);
    if (hasIntroBox(route)) {
      expect(await page.getByText('About this test', {exact: true}).first().isVisible()).toBe(true);
    }

    expect(problems.errors).toEqual([]);
    const allowed = EXPECTED_CONSOLE_ERRORS[route];
    const unexpected = problems.consoleErrors.filter((message) => !allowed?.test(message));
    expect(unexpected).toEqual([]);

    if (route !== '/examples/markdownPageExample/') {
      // The tag is in the live document too, not only in the server HTML.
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/\bnoindex\b/);
    }
    await page.close();
  });
});

describe('test areas: kept out of search engines', () => {
  it('every route carries a robots noindex meta tag in the HTML the server sends', () => {
    const indexable = routes.filter((route) => route !== '/examples/markdownPageExample/');
    for (const route of indexable) {
      const directives = robotsDirectives(builtHtml(buildDir, route) ?? '');
      expect(directives.some((content) => /\bnoindex\b/.test(content)), `${route}: ${directives.join(' | ')}`).toBe(
        true,
      );
    }
  });

  it('no route of the test areas, nor the noindex example, is in the sitemap', () => {
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    // The markdown page example is an ordinary page: its presence proves the parsing works.
    expect(paths).toContain('/examples/markdownPageExample/');
    expect(paths.filter((pathname) => pathname.startsWith('/tests/'))).toEqual([]);
    expect(paths).not.toContain('/examples/noIndex/');
  });

  it('the test blog advertises no feed in the pages of the site', () => {
    for (const route of ['/tests/blog/', '/tests/']) {
      expect(builtHtml(buildDir, route)).not.toMatch(/href="?\/tests\/blog\/(rss|atom)\.xml/);
    }
  });
});

describe('test areas: drafts', () => {
  it.each(DRAFT_ROUTES)('%s is not built and shows the not-found page', async (route) => {
    expect(builtHtml(buildDir, route)).toBeNull();
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await heading(page)).toBe('Page Not Found');
    await context.close();
  });

  it('the draft doc is dropped from the sidebar that lists it', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/docs/visibility/');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    expect(await sidebar.getByText('Visibility', {exact: true}).isVisible()).toBe(true);
    expect(await sidebar.getByText('Draft doc').count()).toBe(0);
    // Unlisted entries are hidden too, unless they are the current page.
    expect(await sidebar.getByText('Unlisted doc').count()).toBe(0);
    expect(await sidebar.getByText('Unlisted category').count()).toBe(0);
    await context.close();
  });
});

describe('test areas: navbar', () => {
  it('has a Tests item, active on the test pages only', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/pages/seo/');
    const tests = navbar(page).getByRole('link', {name: 'Tests', exact: true});
    expect(await tests.getAttribute('href')).toBe('/tests/');
    expect(await tests.getAttribute('class')).toContain('navbar__link--active');
    await page.goto('/docs/');
    await waitForHydration(page);
    expect(await navbar(page).getByRole('link', {name: 'Tests', exact: true}).getAttribute('class')).not.toContain(
      'navbar__link--active',
    );
    await context.close();
  });
});

describe('crash test page', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('server-renders its content, then shows the crash screen with the cause chain', async () => {
    expect(builtHtml(buildDir, '/tests/pages/crashTest/')).toContain('This text is what the server rendered.');

    const {page, problems} = await openPage(context, '/tests/pages/crashTest/');
    const main = page.locator('main');
    await expect.poll(() => heading(page)).toBe('This page crashed.');
    expect(await page.title()).toBe('Page Error');
    expect(await page.getByRole('button', {name: 'Try again'}).isVisible()).toBe(true);
    const text = await main.innerText();
    const chain = [
      'Crash test: this component threw while rendering, on purpose.',
      'The crash test asks for a failure whenever it renders in a browser.',
      'Nothing is wrong with the site: this error is the test itself.',
    ];
    const positions = chain.map((message) => text.indexOf(message));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text.match(/Cause:/g)).toHaveLength(2);
    expect(await page.getByText('About this test').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('"Try again" renders the page again, which crashes again, without an uncaught error', async () => {
    const {page, problems} = await openPage(context, '/tests/pages/crashTest/');
    await expect.poll(() => heading(page)).toBe('This page crashed.');
    const caughtBefore = problems.consoleErrors.length;
    await page.getByRole('button', {name: 'Try again'}).click();
    // A second report of the caught error proves the page rendered again.
    await expect.poll(() => problems.consoleErrors.length).toBeGreaterThan(caughtBefore);
    expect(await heading(page)).toBe('This page crashed.');
    expect(problems.errors).toEqual([]);
  });

  it('leaves the rest of the site working: the navbar leads to a working page', async () => {
    const {page} = await openPage(context, '/tests/pages/crashTest/');
    await expect.poll(() => heading(page)).toBe('This page crashed.');
    await navbar(page).getByRole('link', {name: 'Tests', exact: true}).click();
    await expect.poll(() => heading(page)).toBe('Test areas');
    expect(new URL(page.url()).pathname).toBe('/tests/');
    await expect.poll(() => page.title()).toBe('Test areas | Docusaurus');
  });
});

describe('error boundary tests page', () => {
  it('catches a crash in the nearest boundary and recovers with Retry', async () => {
    const context = await newContext();
    const {page, problems} = await openPage(context, '/tests/pages/error-boundary-tests/');
    const alerts = page.getByRole('alert');
    expect(await page.getByText('The inner component renders normally.').isVisible()).toBe(true);

    await page.getByRole('button', {name: 'Crash the inner component', exact: true}).click();
    const inner = alerts.filter({hasText: 'The inner boundary caught an error'});
    await expect.poll(() => inner.isVisible()).toBe(true);
    expect(await inner.innerText()).toContain('The inner component threw while rendering.');
    // Only the inner part is replaced.
    expect(await page.getByText('The outer component renders normally.').isVisible()).toBe(true);
    expect(await heading(page)).toBe('Error boundaries');

    await inner.getByRole('button', {name: 'Retry without fixing'}).click();
    await expect.poll(() => inner.isVisible()).toBe(true);
    expect(await page.getByText('Successful retries so far: 0').isVisible()).toBe(true);

    await inner.getByRole('button', {name: 'Retry', exact: true}).click();
    await expect.poll(() => page.getByText('The inner component renders normally.').isVisible()).toBe(true);
    expect(await alerts.count()).toBe(0);
    expect(await page.getByText('Successful retries so far: 1').isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('sends a crash of the fallback itself to the outer boundary, whose Retry restores both', async () => {
    const context = await newContext();
    const {page, problems} = await openPage(context, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Crash the inner component and its fallback'}).click();
    const outer = page.getByRole('alert').filter({hasText: 'The outer boundary caught an error'});
    await expect.poll(() => outer.isVisible()).toBe(true);
    expect(await outer.innerText()).toContain('The fallback of the inner boundary threw too.');
    expect(await page.getByText('The outer component renders normally.').count()).toBe(0);

    await outer.getByRole('button', {name: 'Retry', exact: true}).click();
    await expect.poll(() => page.getByText('The outer component renders normally.').isVisible()).toBe(true);
    expect(await page.getByText('The inner component renders normally.').isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("recovers through the theme's ready-made fallback and its Try again button", async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Crash the component below'}).click();
    const message = page.getByText("The component with the theme's fallback threw while rendering.");
    await expect.poll(() => message.isVisible()).toBe(true);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect
      .poll(() => page.getByText("The component with the theme's fallback renders normally.").isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('hydration tests page', () => {
  it('logs the recoverable mismatch once, without an uncaught error, and shows each case as described', async () => {
    const serverHtml = builtHtml(buildDir, '/tests/pages/hydration-tests/') ?? '';
    // On the server, all three cases render their server text.
    expect(serverHtml.match(/>the server<\/strong>/g)).toHaveLength(3);

    const context = await newContext();
    const {page, problems} = await openPage(context, '/tests/pages/hydration-tests/');
    const box = (name: string) => page.locator(`[data-hydration-case="${name}"]`).innerText();
    await expect.poll(() => box('two-pass')).toBe('Rendered for: the browser');
    await expect.poll(() => box('mismatch')).toBe('Rendered for: the browser');
    expect(await box('suppressed')).toBe('Rendered for: the server');
    expect(await box('browser-only')).toBe('Browser-only content: rendered in the browser.');

    const recoverable = problems.consoleErrors.filter((message) =>
      message.startsWith('Docusaurus React Root onRecoverableError:'),
    );
    expect(recoverable).toHaveLength(1);
    expect(problems.errors).toEqual([]);

    // Not fatal: the page is still a working app.
    await navbar(page).getByRole('link', {name: 'Tests', exact: true}).click();
    await expect.poll(() => heading(page)).toBe('Test areas');
    await context.close();
  });
});

describe('link tests page', () => {
  type Row = {label: string; href: string; target: string | null; rel: string | null; expected: string};

  async function readRows(page: Page): Promise<Row[]> {
    return page.locator('main table tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        const link = cells[1].querySelector('a');
        return {
          label: link?.textContent ?? '',
          href: link?.getAttribute('href') ?? '',
          target: link?.getAttribute('target') ?? null,
          rel: link?.getAttribute('rel') ?? null,
          expected: cells[2].textContent ?? '',
        };
      }),
    );
  }

  it('every link has the address the table promises', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/pages/link-tests/');
    const rows = await readRows(page);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const origin = new URL(page.url()).origin;
    for (const row of rows) {
      const resolved = new URL(row.href, page.url());
      const actual = resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
      expect(actual, row.label).toBe(row.expected);
    }
    await context.close();
  });

  it('internal links navigate without a reload and land on a real page and heading', async () => {
    const context = await newContext();
    const {page, problems} = await openPage(context, '/tests/pages/link-tests/');
    const internal = (await readRows(page)).filter(
      (row) => row.href.startsWith('/tests/') || row.href.startsWith('../') || row.href.startsWith('#'),
    );
    expect(internal.length).toBeGreaterThanOrEqual(8);
    const listHeading = await heading(page);
    for (const row of internal.filter((candidate) => !candidate.href.startsWith('/tests/files/'))) {
      await page.evaluate(() => {
        (window as Window & {linkTestMarker?: boolean}).linkTestMarker = true;
      });
      await page.getByRole('link', {name: row.label, exact: true}).click();
      const expected = new URL(row.expected, page.url());
      await page.waitForURL((url) => url.pathname === expected.pathname && url.search === expected.search);
      if (expected.pathname !== '/tests/pages/link-tests/') {
        // The address changes before the target has loaded; wait until the list page is gone.
        await expect.poll(() => heading(page), {message: row.label}).not.toBe(listHeading);
      }
      expect(await heading(page), row.label).not.toBe('Page Not Found');
      // Still the same document: the router handled the click.
      expect(await page.evaluate(() => (window as Window & {linkTestMarker?: boolean}).linkTestMarker), row.label).toBe(
        true,
      );
      if (expected.hash) {
        expect(await page.locator(expected.hash).count(), row.label).toBe(1);
      }
      if (expected.pathname !== '/tests/pages/link-tests/') {
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/tests/pages/link-tests/');
      }
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('file links serve the files, and links to other hosts open in a new tab', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/pages/link-tests/');
    const rows = await readRows(page);
    const files = rows.filter((row) => /\.txt$/.test(row.href));
    expect(files).toHaveLength(2);
    for (const row of files) {
      const response = await context.request.get(new URL(row.href, page.url()).href);
      expect(response.status(), row.label).toBe(200);
      expect(await response.text(), row.label).toMatch(/^Sample (static )?file/);
    }
    // Links that leave the app: another host, and the pathname:// escape.
    const newTab = rows.filter((row) => row.href.startsWith('https://') || row.label.includes('pathname://'));
    expect(newTab).toHaveLength(2);
    for (const row of newTab) {
      expect(row.target, row.label).toBe('_blank');
      expect(row.rel, row.label).toContain('noopener');
    }
    await context.close();
  });
});

describe('analytics test page', () => {
  it('lists a page view for the first page, each new page, a query change and a hash change', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/pages/analytics/');
    const kinds = () => page.locator('main table tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
    await expect.poll(kinds).toEqual(['initial']);

    await page.getByRole('link', {name: 'Go to the SEO test page'}).click();
    await expect.poll(() => heading(page)).toBe('SEO metadata');
    // A visitor who leaves before the new title is written never saw that page's title.
    await expect.poll(() => page.title()).toBe('SEO metadata | Docusaurus');
    await page.goBack();
    await expect.poll(kinds).toEqual(['page', 'page', 'initial']);

    await page.getByRole('link', {name: "Add a query to this page's address"}).click();
    await page.getByRole('link', {name: 'Jump to the table with a hash link'}).click();
    await expect.poll(kinds).toEqual(['hash', 'query', 'page', 'page', 'initial']);
    const newest = page.locator('main table tbody tr').first();
    expect(await newest.innerText()).toContain('/tests/pages/analytics/?campaign=test-areas#page-views');
    // The visit to the SEO page carries that page's title, not the title of the page it left.
    const seoView = page.locator('main table tbody tr[data-kind="page"]').last();
    await expect.poll(() => seoView.innerText()).toContain('SEO metadata | Docusaurus');
    expect(await page.locator('main table tbody tr[data-kind="initial"]').innerText()).toContain('Analytics | Docusaurus');

    await page.getByRole('button', {name: 'Clear the table'}).click();
    await expect.poll(kinds).toEqual([]);
    await context.close();
  });
});

describe('navbar dropdown tests page', () => {
  it('opens a dropdown on hover and with Enter, and closes it on a click elsewhere', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/tests/pages/navbar-dropdown-tests/');
    const dropdown = page.locator('main .dropdown').first();
    const label = dropdown.getByRole('button', {name: 'Mixed items'});
    const menu = dropdown.locator('.dropdown__menu');
    expect(await menu.isVisible()).toBe(false);

    await label.hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.move(5, 700);
    await expect.poll(() => menu.isVisible()).toBe(false);

    await label.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('.dropdown__link--active').innerText()).toBe('This page (active item)');
    await page.mouse.click(5, 700);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });
});

describe('test docs', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('shows anotherSidebar on the doc that asks for it in front matter', async () => {
    const {page} = await openPage(context, '/tests/docs/sidebar-frontmatter/');
    const items = await page.locator('.theme-doc-sidebar-menu .menu__link').allInnerTexts();
    expect(items).toEqual(['Sidebar from front matter', 'More test', 'Back to the overview']);
    expect(await page.locator('.menu__link--active').innerText()).toBe('Sidebar from front matter');
  });

  it('shows breadcrumbs through nested categories', async () => {
    const {page} = await openPage(context, '/tests/docs/tests/nested/deep-doc/');
    const crumbs = await page.locator('nav.theme-doc-breadcrumbs li').allInnerTexts();
    expect(crumbs.map((crumb) => crumb.trim()).filter(Boolean)).toEqual(['Tests', 'Nested category', 'Deep doc']);
  });

  it('gives duplicate headings numbered ids, and keeps explicit ids', async () => {
    const {page} = await openPage(context, '/tests/docs/toc/duplicate-headings/');
    const ids = await page.locator('article h2, article h3').evaluateAll((headings) => headings.map((h) => h.id));
    expect(ids).toEqual(['example', 'details', 'example-1', 'details-1', 'example-2', 'stable-anchor']);
    const tocTargets = await page.locator('.table-of-contents a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(tocTargets).toEqual(ids.map((id) => `#${id}`));
  });

  it('lists h2 to h6 in the table of contents when front matter asks for it', async () => {
    const {page} = await openPage(context, '/tests/docs/toc/heading-levels/');
    const entries = await page.locator('.table-of-contents a').allInnerTexts();
    expect(entries).toContain('Level 6: the deepest heading');
    expect(entries).toHaveLength(7);
  });

  it('renders inline tables of contents with their own level ranges', async () => {
    const {page} = await openPage(context, '/tests/docs/toc/inline-toc/');
    // Inline lists are the top-level `ul.table-of-contents` inside the article.
    const inline = await page
      .locator('article ul.table-of-contents:not(ul ul)')
      .evaluateAll((lists) => lists.map((list) => Array.from(list.querySelectorAll('a')).map((a) => a.textContent)));
    expect(inline).toEqual([
      ['Installing', 'From npm', 'From a template', 'Configuring', 'Site options', 'Plugin options'],
      ['Installing', 'Configuring'],
      ['From npm', 'From a template', 'Template variants', 'Site options', 'Plugin options'],
    ]);
  });
});

describe('test blog', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  const postTitles = (page: Page) => page.locator('article header h2').allInnerTexts();

  it('paginates three posts per page over four pages, without the unlisted post', async () => {
    const seen: string[] = [];
    for (const route of ['/tests/blog/', '/tests/blog/page/2/', '/tests/blog/page/3/', '/tests/blog/page/4/']) {
      const {page} = await openPage(context, route);
      const titles = await postTitles(page);
      expect(titles, route).toHaveLength(3);
      seen.push(...titles);
      await page.close();
    }
    expect(seen[0]).toBe('Welcome to the test blog');
    expect(seen.at(-1)).toBe('How the test blog paginates');
    expect(seen).not.toContain('An unlisted post');
    expect(builtHtml(buildDir, '/tests/blog/page/5/')).toBeNull();
  });

  it('leaves the unlisted post out of the archive but serves it with its banner', async () => {
    const {page} = await openPage(context, '/tests/blog/archive/');
    expect(await page.locator('main').innerText()).not.toContain('An unlisted post');
    await page.goto('/tests/blog/2025/02/28/unlisted-post/');
    await waitForHydration(page);
    // The banner's code is a chunk of its own (src/theme/ContentVisibility), which the page loads
    // with its own scripts; rarelyShownThemeParts.e2e.ts holds that it never blinks out. Polled here
    // so that this test only asks whether the banner shows.
    await expect.poll(() => page.getByText('Unlisted page', {exact: true}).isVisible()).toBe(true);
  });

  it('renders the post with missing images, keeping the alternative text and social image', async () => {
    const route = '/tests/blog/2025/01/27/missing-image/';
    const {page} = await openPage(context, route);
    expect(await heading(page)).toBe('A post whose images are missing');
    const figure = page.locator('article img[alt="Figure that is missing on purpose"]');
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/img\/tests\/this-social-card-does-not-exist\.png$/,
    );
  });

  it('shows authors from the file, inline authors and author pages as described', async () => {
    const {page} = await openPage(context, '/tests/blog/2025/03/03/several-authors/');
    const authorNames = () => page.locator('article header .avatar__name').allInnerTexts();
    expect(await authorNames()).toEqual(['Core team', 'Quality team', 'Docs team']);
    const nameLinks = await page
      .locator('article header .avatar__name')
      .evaluateAll((names) => names.map((name) => name.querySelector('a')?.getAttribute('href') ?? null));
    // Docs team has no author page, so its name links nowhere.
    expect(nameLinks).toEqual(['/tests/blog/authors/core-team/', '/tests/blog/authors/quality-team/', null]);

    await page.goto('/tests/blog/2025/02/24/inline-authors/');
    await waitForHydration(page);
    expect(await authorNames()).toEqual(['Accessibility reviewers', 'Release checklist']);
  });

  it('wraps the long title instead of overflowing on a phone-sized screen', async () => {
    const mobile = await newContext({viewport: MOBILE_VIEWPORT});
    const {page} = await openPage(mobile, '/tests/blog/2025/02/03/long-title/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await mobile.close();
  });
});
