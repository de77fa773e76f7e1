import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {startStaticServer} from '../../scripts/lib/static-server.mjs';
import {DESKTOP_VIEWPORT, MOBILE_VIEWPORT, newContext, openPage, waitForHydration} from './support/browser';
import {hasTweak, startupScripts} from './support/leanBundle';
import {isNavbarHidden} from './support/shell';

const heading = (page: Page) => page.locator('h1').first().textContent();

describe('mobile navigation (below 996 px)', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext({viewport: MOBILE_VIEWPORT});
  });
  afterEach(async () => {
    await context.close();
  });

  const mobileMenu = (page: Page) => page.locator('.navbar-sidebar');
  const isMenuOpen = (page: Page) =>
    page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));

  it('opens the primary menu with the toggle, its items built then, and closes it with the close button', async () => {
    const {page} = await openPage(context, '/');
    const menu = mobileMenu(page);
    // The menu is there, closed, with its items built only once it opens.
    await menu.waitFor({state: 'attached'});
    expect(await menu.locator('a').filter({hasText: /^Blog$/}).count()).toBe(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => isMenuOpen(page)).toBe(true);
    for (const label of ['Docs', 'API', 'Blog', 'Community']) {
      expect(await menu.getByRole('link', {name: label, exact: true}).first().isVisible()).toBe(true);
    }
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect.poll(() => isMenuOpen(page)).toBe(false);
  });

  it('offers the docs sidebar as a secondary menu, with a way back to the main menu', async () => {
    const {page} = await openPage(context, '/docs/installation/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const back = page.getByRole('button', {name: '← Back to main menu'});
    await expect.poll(() => back.isVisible()).toBe(true);
    expect(await mobileMenu(page).getByRole('link', {name: 'Configuration'}).isVisible()).toBe(true);
    await back.click();
    await expect
      .poll(() => mobileMenu(page).getByRole('link', {name: 'Blog', exact: true}).isVisible())
      .toBe(true);
  });

  it('closes on browser back navigation without leaving the page', async () => {
    const {page} = await openPage(context, '/');
    // Navigate inside the app, so "back" is a history pop the app can handle.
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect.poll(() => heading(page)).toBe('Installation');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => isMenuOpen(page)).toBe(true);
    await page.evaluate(() => window.history.back());
    await expect.poll(() => isMenuOpen(page)).toBe(false);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/installation/');
    expect(await heading(page)).toBe('Installation');
  });

  it('closes when the viewport becomes desktop-sized', async () => {
    const {page} = await openPage(context, '/docs/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => isMenuOpen(page)).toBe(true);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expect.poll(() => isMenuOpen(page)).toBe(false);
  });

  it('moves the docs sidebar between the column and the menu as the window crosses 996 px', async () => {
    const {page} = await openPage(context, '/docs/installation/');
    const column = page.locator('aside.theme-doc-sidebar-container nav.menu');
    // On a phone the column (the server's markup) is hidden, and the menu builds its copy when opened.
    expect(await column.isVisible()).toBe(false);
    await page.locator('.navbar-sidebar__items--show-secondary').waitFor({state: 'attached'});
    expect(await mobileMenu(page).locator('a').filter({hasText: /^Configuration$/}).count()).toBe(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => mobileMenu(page).getByRole('link', {name: 'Configuration'}).isVisible()).toBe(true);
    await page.getByRole('button', {name: 'Close navigation bar'}).click();

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expect.poll(() => column.getByRole('link', {name: 'Configuration'}).isVisible()).toBe(true);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expect.poll(() => column.isVisible()).toBe(false);
  });

  it('closes the menu when a page is chosen from its docs sidebar, not when a category is toggled', async () => {
    const {page} = await openPage(context, '/docs/installation/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const navbar = page.locator('nav.navbar');
    await expect.poll(() => navbar.getAttribute('class')).toContain('navbar-sidebar--show');
    const docsMenu = mobileMenu(page).locator('.theme-doc-sidebar-menu');
    const categorySelector = (label: string) => `button[aria-label$="category '${label}'"]`;
    const categoryButton = (label: string) => docsMenu.locator(categorySelector(label));
    const guides = categoryButton('Guides');
    await guides.click();
    await expect.poll(() => guides.getAttribute('aria-expanded')).toBe('true');
    // The site collapses a category's siblings when one opens (autoCollapseCategories).
    await expect.poll(() => categoryButton('Getting Started').getAttribute('aria-expanded')).toBe('false');
    expect(await navbar.getAttribute('class')).toContain('navbar-sidebar--show');
    const guidesItem = docsMenu.locator('li.theme-doc-sidebar-item-category').filter({has: page.locator(categorySelector('Guides'))});
    await guidesItem.getByRole('link', {name: 'Creating pages', exact: true}).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/creating-pages/');
    await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar-sidebar--show');
  });
});

describe('navbar on a wide window', () => {
  it('marks the section of the page shown, and names its docs version, as the reader follows links', async () => {
    const context = await newContext({viewport: DESKTOP_VIEWPORT});
    const {page} = await openPage(context, '/docs/installation/');
    const navbar = page.locator('nav.navbar');
    const activeItems = () =>
      navbar.locator('.navbar__items a.navbar__link--active').evaluateAll((links) => links.map((link) => link.textContent));
    const versionLabel = navbar.locator('.dropdown > a.navbar__link').filter({hasText: /^(Canary|3\.7\.0|3\.6\.3)$/});
    expect(await activeItems()).toEqual(['Docs']);
    expect(await versionLabel.textContent()).toBe('Canary');

    await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog/');
    await expect.poll(activeItems).toEqual(['Blog']);

    await navbar.getByRole('link', {name: 'API', exact: true}).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/docs\/(?!3\.)/);
    await expect.poll(activeItems).toEqual(['API']);

    await versionLabel.hover();
    await navbar.locator('.dropdown__menu').getByRole('link', {name: '3.6.3', exact: true}).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/docs\/3\.6\.3\//);
    await expect.poll(() => versionLabel.textContent()).toBe('3.6.3');
    expect(await activeItems()).toEqual(['API']);
    await context.close();
  });
});

describe('keyboard focus', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return {
        text: element?.textContent?.trim(),
        role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(),
        inMain: element?.closest('main') !== null,
        inNavbar: element?.closest('nav.navbar') !== null,
      };
    });

  it('starts at the skip link, which moves focus past the navbar to the main content', async () => {
    const context = await newContext({viewport: DESKTOP_VIEWPORT});
    const {page, problems} = await openPage(context, '/docs/installation/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown on screen once focused.
    const box = await skipLink.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= DESKTOP_VIEWPORT.width).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({inMain: true, inNavbar: false});
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('goes back to the top of the page after a link to another page, so the next Tab reaches the skip link', async () => {
    const context = await newContext({viewport: DESKTOP_VIEWPORT});
    const {page, problems} = await openPage(context, '/docs/installation/');
    const next = page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Configuration', exact: true});
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/configuration/');
    await expect.poll(() => heading(page)).toBe('Configuration');
    // The theme moves focus in an effect that runs after the new page has painted: a reader's
    // next key comes long after, a test's could come first (CI saw Tab reach the sidebar's next link).
    await expect.poll(() => focused(page)).toMatchObject({role: 'region', text: 'Skip to main content'});
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({role: 'a', text: 'Skip to main content'});
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('page start', () => {
  it.each([
    ['a release post', '/blog/releases/3.7/', 'Docusaurus 3.7 | Docusaurus', ['blog-post-page', 'plugin-blog']],
    ['a doc', '/docs/installation/', 'Installation | Docusaurus', ['docs-doc-page', 'plugin-docs']],
  ])(
    "keeps the server's title and <html> classes of %s while the app starts, on a slow phone too",
    async (_label, pathname, title, classes) => {
      const context = await newContext({viewport: MOBILE_VIEWPORT});
      const page = await context.newPage();
      // A slow phone: hydration takes many slices of work, with frames painted between them.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript(() => {
        const seen: [string, string][] = [];
        (window as Window & {headSeen?: typeof seen}).headSeen = seen;
        // What the browser shows: the <title> element's text (the tab's title) and the classes on <html>.
        const note = () => {
          const title = document.querySelector('head > title')?.textContent ?? '';
          const last = seen[seen.length - 1];
          if (!last || last[0] !== title || last[1] !== document.documentElement.className) {
            seen.push([title, document.documentElement.className]);
          }
        };
        new MutationObserver(note).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
      });
      await page.goto(pathname);
      await waitForHydration(page);
      // Long enough for the frames after hydration too.
      await page.waitForTimeout(1000);
      const seen = await page.evaluate(() => (window as Window & {headSeen?: [string, string][]}).headSeen ?? []);
      expect(seen.length, 'the document was watched from its start').toBeGreaterThan(0);
      for (const [seenTitle, seenClasses] of seen) {
        expect(seenTitle).toBe(title);
        for (const name of classes) expect(seenClasses.split(' ')).toContain(name);
      }
      await context.close();
    },
  );
});

describe('hide-on-scroll navbar', () => {
  it('hides when scrolling down and returns when scrolling up', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/docs/configuration/');
    expect(await isNavbarHidden(page)).toBe(false);
    await page.mouse.move(600, 400);
    // A reader scrolls in steps; the theme compares each position with the last.
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(100);
    }
    await expect.poll(() => isNavbarHidden(page)).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => isNavbarHidden(page)).toBe(false);
    await context.close();
  });
});

describe('URLs', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it.each(['/docs/installation/index.html', '/docs/installation.html', '/docs/installation'])(
    '%s reaches the installation page',
    async (path) => {
      const {page, problems} = await openPage(context, path);
      expect(await heading(page)).toBe('Installation');
      expect(problems.errors).toEqual([]);
    },
  );

  it('shows the not-found page, with status 404, for an unknown path', async () => {
    const page = await context.newPage();
    const response = await page.goto('/this/route/does-not-exist/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await heading(page)).toBe('Page Not Found');
  });

  it("links the not-found page's language menu to the address asked for, not to /404/", async () => {
    const page = await context.newPage();
    await page.goto('/this/route/does-not-exist/?from=old#part');
    await waitForHydration(page);
    // The menu's entries, shown on hover (so hidden to role queries until then).
    const english = page.locator('nav.navbar a.dropdown__link[lang^="en"]');
    expect(await english.count()).toBe(1);
    await expect.poll(() => english.getAttribute('href')).toBe('/this/route/does-not-exist/?from=old#part');
    // On a page that exists, the same link stays where it was.
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(await english.getAttribute('href')).toBe('/docs/installation/');
  });

  it('shows the not-found page on client-side navigation to an unknown route', async () => {
    const {page} = await openPage(context, '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => heading(page)).toBe('Page Not Found');
  });
});

describe('route-change progress bar', () => {
  // The theme's bar (#nprogress) without the lean-bundle tweaks, ours (src/lean-bundle/startup-modules) with them.
  const progressBar = (page: Page) => page.locator('.route-progress, #nprogress .bar');

  it('shows a bar at the top while a page takes long to load, and removes it once the page is there', async () => {
    const context = await newContext({viewport: DESKTOP_VIEWPORT});
    const {page, problems} = await openPage(context, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    // From now on every script the next page needs arrives 1.5 s late.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', {name: 'Changelog', exact: true}).click();
    await expect.poll(() => progressBar(page).isVisible(), {timeout: 1400}).toBe(true);
    const box = await progressBar(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.width).toBeGreaterThan(0);
    await expect.poll(() => heading(page), {timeout: 15_000}).toMatch(/changelog/i);
    await expect.poll(() => progressBar(page).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows no bar for a link within the page', async () => {
    const context = await newContext({viewport: DESKTOP_VIEWPORT});
    const {page} = await openPage(context, '/docs/installation/');
    const seen = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('.route-progress, #nprogress')) resolve(true);
          });
          observer.observe(document.body, {childList: true, subtree: true});
          setTimeout(() => resolve(false), 1000);
        }),
    );
    await page.locator('.table-of-contents a').first().click();
    expect(await seen).toBe(false);
    expect(new URL(page.url()).hash).not.toBe('');
    await context.close();
  });
});

describe('client-side redirects', () => {
  const cases: [from: string, to: string][] = [
    ['/docs/support/', '/community/support/'],
    ['/docs/next/support/', '/community/support/'],
    ['/docs/api/misc/docusaurus-init/', '/docs/api/misc/create-docusaurus/'],
    ['/community/', '/community/support/'],
    ['/home/', '/'],
    ['/home/query/', '/?from=home-redirect'],
    ['/home/anchor/', '/#features'],
  ];

  it.each(cases)('%s lands on %s', async (from, to) => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(from);
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === to);
    await waitForHydration(page);
    expect(await page.locator('main, article').first().isVisible()).toBe(true);
    await context.close();
  });

  it('/home/absolute/ goes to an absolute address on another host', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // The machine has no network: answer for the external host ourselves.
    await context.route('https://github.com/**', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<title>external</title>'}),
    );
    await page.goto('/home/absolute/');
    await page.waitForURL((url) => url.origin === 'https://github.com' && url.pathname.startsWith('/facebook/docusaurus'));
    expect(await page.title()).toBe('external');
    await context.close();
  });
});

describe('wrong base URL', () => {
  const banner = (page: Page) => page.getByText('Your Docusaurus site did not load properly');

  it('explains on the home page when the site is served from a folder its base URL does not name', async () => {
    // The build, unchanged, uploaded to /docs-site/ of a host: its pages ask for
    // /assets/..., which that host does not have, so no script runs.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wrong-base-url-'));
    fs.symlinkSync(inject('buildDir'), path.join(root, 'docs-site'), 'dir');
    const server = await startStaticServer({dir: root});
    const context = await newContext({baseURL: server.url});
    try {
      const page = await context.newPage();
      await page.goto('/docs-site/');
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      expect(await page.evaluate(() => 'docusaurus' in window)).toBe(false);
    } finally {
      await context.close();
      await server.close();
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('shows no such banner where the site is served as built', async () => {
    const context = await newContext();
    const {page} = await openPage(context, '/');
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});

describe('prefetching', () => {
  it("names the next page's code in prefetch links ahead of the click, so following the link needs no other script", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const executedBefore = new Set<string>();
    const executedOnClick: string[] = [];
    const phase = {clicked: false};
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      // Scripts the page runs; prefetch links download without running ("other").
      if (request.resourceType() !== 'script') return;
      if (phase.clicked) executedOnClick.push(pathname);
      else executedBefore.add(pathname);
    });
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const next = page.locator('a.pagination-nav__link--next');
    const target = (await next.getAttribute('href'))!;
    // What a link scrolled into view or hovered does (a sidebar link may have done it already):
    // the framework looks each chunk of the route up by name, in the name-to-file table that the
    // route-table compaction rewrites, and adds a prefetch link for it.
    await page.evaluate((path) => (window as unknown as {docusaurus: {prefetch: (to: string) => unknown}}).docusaurus.prefetch(path), target);
    const prefetched = await page.$$eval('link[rel="prefetch"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    const prefetchLinks = new Set(prefetched);
    expect(prefetched.length).toBeGreaterThan(0);

    // The service worker registers once the page is idle, loading its Workbox script then: let
    // that background work finish, so that only what the click needs is counted.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {timeout: 15_000})
      .toBe(true);
    phase.clicked = true;
    await next.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await waitForHydration(page);
    expect(executedOnClick.length).toBeGreaterThan(0);
    expect(executedOnClick.filter((pathname) => !prefetchLinks.has(pathname) && !executedBefore.has(pathname))).toEqual([]);
    await context.close();
  });

  // Routes share chunks (a doc page's parents, vendor code): the route-tables tweak's lookup hands each
  // file out once per page load, where the framework adds one link per route that names it.
  it.runIf(hasTweak('route-tables'))('adds one prefetch link per file, however many routes share it', async () => {
    const {page} = await openPage(await newContext(), '/docs/installation/');
    const prefetch = (path: string) =>
      page.evaluate((to) => (window as unknown as {docusaurus: {prefetch: (to: string) => unknown}}).docusaurus.prefetch(to), path);
    await prefetch('/docs/configuration/');
    await prefetch('/docs/deployment/');
    const prefetched = await page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.length).toBe(new Set(prefetched).size);
    await page.context().close();
  });

  it('prefetches the pages of links in view once the page is idle, with no hover, so following one runs no new script', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const prefetchLinks = () =>
      page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // Links report themselves in view, and the queue drains in idle slices: the list grows, then settles.
    let settled: string[] = [];
    await expect
      .poll(
        async () => {
          const now = await prefetchLinks();
          const same = now.length > 0 && now.length === settled.length;
          settled = now;
          return same;
        },
        {interval: 500, timeout: 15_000},
      )
      .toBe(true);
    const before = new Set(scripts);

    // A sidebar link in view, to a doc page whose content this page does not have.
    const sidebarLink = page.locator('nav.menu a.menu__link[href="/docs/configuration/"]');
    await sidebarLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/configuration/');
    await waitForHydration(page);
    const prefetched = new Set(settled);
    const fetchedOnClick = scripts.filter((pathname) => !before.has(pathname));
    expect(fetchedOnClick.length).toBeGreaterThan(0);
    expect(fetchedOnClick.filter((pathname) => !prefetched.has(pathname))).toEqual([]);
    await context.close();
  });
});

// The route-tables tweak (src/lean-bundle) splits the browser's route table; the framework ships it whole.
describe.runIf(hasTweak('route-tables'))('route table in sections', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  /** The route-table sections a page has run (not merely prefetched), by name. */
  const watchSections = (page: Page) => {
    const ran: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/js\/routes-([\w.-]+?)\.[0-9a-f]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name && request.resourceType() === 'script') ran.push(name);
    });
    return ran;
  };
  /** Client-side navigation, the way the router follows a link. */
  const navigate = (page: Page, to: string) =>
    page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  /** The heading the server renders for a path. */
  const serverHeading = async (path: string) => {
    const html = await (await context.request.get(path)).text();
    return /<h1[^>]*>([^<]*)/.exec(html)?.[1];
  };

  it('has a page run the route table of its own part of the site only, and fetch the others as the visitor goes there', async () => {
    const page = await context.newPage();
    const sections = watchSections(page);
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(sections).toEqual(['docs']);
    const trail: [string, string][] = [
      ['/changelog/3.7.0/', 'changelog'],
      ['/docs/3.6.3/installation/', 'docs-3.6.3'],
      ['/blog/releases/3.7/', 'blog'],
      ['/tests/', 'tests'],
    ];
    for (const [path, section] of trail) {
      const expected = await serverHeading(path);
      expect(expected).toBeTruthy();
      await navigate(page, path);
      await expect.poll(() => heading(page)).toBe(expected);
      expect(sections.at(-1)).toBe(section);
    }
    await page.goBack();
    await expect.poll(() => heading(page)).toBe(await serverHeading('/blog/releases/3.7/'));
    // Each section was fetched once, whatever the order of visits.
    expect(sections).toEqual(['docs', ...trail.map(([, section]) => section)]);
  });

  it('shows the not-found page for an unknown path inside a section, loaded or reached in the browser', async () => {
    for (const path of ['/changelog/no-such-release/', '/docs/3.6.3/no-such-page/']) {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await heading(page)).toBe('Page Not Found');
      await page.close();
    }
    const {page, problems} = await openPage(context, '/');
    await navigate(page, '/blog/no-such-post/');
    await expect.poll(() => heading(page)).toBe('Page Not Found');
    await navigate(page, '/blog/');
    await expect.poll(() => heading(page)).toBe(await serverHeading('/blog/'));
    expect(problems.errors).toEqual([]);
  });

  it("prefetches a section's table when a link into it is about to be followed, without running it", async () => {
    const page = await context.newPage();
    const sections = watchSections(page);
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.evaluate(() => (window as unknown as {docusaurus: {prefetch: (to: string) => unknown}}).docusaurus.prefetch('/changelog/3.7.0/'));
    const prefetched = await page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.some((href) => /\/assets\/js\/routes-changelog\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
    expect(sections).toEqual(['docs']);
  });

  it("names the files of a section's chunks from hashes the section carries, which the runtime leaves out", async () => {
    const text = async (url: string) => (await context.request.get(url)).text();
    const scriptsOf = async (path: string) => startupScripts(await text(path));
    const runtime = await text((await scriptsOf('/')).find((src) => src.includes('/runtime~main.'))!);
    const target = '/changelog/3.7.0/';
    const targetScripts = await scriptsOf(target);
    const section = await text(targetScripts.find((src) => src.includes('/routes-changelog.'))!);
    // The entry's own chunks: named in the changelog section's file, not in the runtime every page loads.
    const sectionOnly = targetScripts.filter((src) => {
      const hash = /^\/assets\/js\/[\w-]+\.([0-9a-f]{8})\.js$/.exec(src)?.[1];
      return hash !== undefined && !src.includes('/routes-') && !runtime.includes(hash) && section.includes(hash);
    });
    expect(sectionOnly.length).toBeGreaterThan(0);

    const {page, problems} = await openPage(context, '/');
    const statuses = new Map<string, number>();
    page.on('response', (response) => statuses.set(new URL(response.url()).pathname, response.status()));
    await navigate(page, target);
    await expect.poll(() => heading(page)).toBe(await serverHeading(target));
    expect(sectionOnly.map((src) => statuses.get(src))).toEqual(sectionOnly.map(() => 200));
    // Once the section is there, prefetching another entry names files that exist.
    await page.evaluate(() => (window as unknown as {docusaurus: {prefetch: (to: string) => unknown}}).docusaurus.prefetch('/changelog/3.6.0/'));
    const prefetched = await page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const entryChunks = prefetched.filter((href) => /^\/assets\/js\/[\w-]+\.[0-9a-f]{8}\.js$/.test(href) && !runtime.includes(href.split('.')[1]!));
    expect(entryChunks.length).toBeGreaterThan(0);
    for (const href of entryChunks) expect((await context.request.get(href)).status()).toBe(200);
    expect(problems.errors).toEqual([]);
  });

  it('lists the routes of every section on the debug routes page', async () => {
    const {page} = await openPage(context, '/__docusaurus/debug/routes/');
    const listed = page.locator('main li > p:first-child code');
    await expect.poll(() => listed.allTextContents(), {timeout: 10_000}).toContain('/changelog/3.7.0/');
    const paths = await listed.allTextContents();
    expect(paths).toContain('/blog/releases/3.7/');
    expect(paths).toContain('/tests/');
    // As the framework generated the table: no group routes of the browser's own.
    expect(paths).not.toContain('/changelog');
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
  });
});

describe('site config in the browser', () => {
  /** The scripts a docs page runs to start. */
  async function startupScripts(context: BrowserContext): Promise<string[]> {
    const page = await context.newPage();
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const scriptUrls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Preloaded (by a link) or inserted by a script.
        .filter((entry) => ['script', 'link'].includes((entry as PerformanceResourceTiming).initiatorType) && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name),
    );
    expect(scriptUrls.some((url) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    await page.close();
    return Promise.all(scriptUrls.map(async (url) => (await context.request.get(url)).text()));
  }

  it.runIf(hasTweak('browser-data'))('leaves the plugin versions out of the code every page runs, and lists them on the debug metadata page', async () => {
    const context = await newContext();
    // The sitemap plugin's entry in the metadata's plugin version list.
    expect((await startupScripts(context)).filter((source) => source.includes('"name":"@docusaurus/plugin-sitemap"'))).toEqual([]);
    const {page, problems} = await openPage(context, '/__docusaurus/debug/metadata/');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('@docusaurus/plugin-sitemap@3.7.0');
    expect(await main.textContent()).toContain('Docusaurus version: 3.7.0');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('leaves the plugin options out of the code every page runs, and shows them on the debug config page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const scripts = await startupScripts(context);
    // Options of the PWA plugin, as the site config spells them.
    expect(scripts.filter((source) => source.includes('injectManifestConfig'))).toEqual([]);
    await page.goto('/__docusaurus/debug/config/');
    await waitForHydration(page);
    // The JSON view shows the top levels unfolded, but folds lists of five items or more (the client modules).
    await expect.poll(() => page.locator('main').textContent(), {timeout: 10_000}).toContain('"@docusaurus/theme-mermaid"');
    await page.locator('main summary').filter({hasText: /^clientModules: \[\d+ items\]$/}).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('clientModules/announcementBarReset.ts"');
    await context.close();
  });
});

describe('app start', () => {
  it.runIf(hasTweak('page-assets'))("shows the server-rendered page first, then runs the app's code, whose download started before", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      // The first thing main.js does is put the framework's helpers on window: note when.
      let helpers: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => helpers,
        set(value: unknown) {
          const record = window as unknown as {appStartedAt?: number};
          record.appStartedAt ??= performance.now();
          helpers = value;
        },
      });
    });
    for (const path of ['/', '/docs/api/docusaurus-config/', '/blog/releases/3.7/']) {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        started: (window as unknown as {appStartedAt?: number}).appStartedAt,
        mainRequested: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(timing.painted, path).toBeGreaterThan(0);
      expect(timing.started, path).toBeGreaterThan(timing.painted!);
      expect(timing.mainRequested, path).toBeLessThan(timing.painted!);
    }
    await context.close();
  });

  it.runIf(hasTweak('page-assets'))('starts the app in a tab that is hidden, and in a browser without paint timing', async () => {
    const fakes = {
      hidden: {
        fake: () => Object.defineProperty(Document.prototype, 'visibilityState', {configurable: true, get: () => 'hidden'}),
        inEffect: () => document.visibilityState === 'hidden',
      },
      'no paint timing': {
        fake: () => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {configurable: true, get: () => ['navigation', 'resource']}),
        inEffect: () => !PerformanceObserver.supportedEntryTypes.includes('paint'),
      },
    };
    for (const [name, {fake, inEffect}] of Object.entries(fakes)) {
      const context = await newContext();
      await context.addInitScript(fake);
      const {page, problems} = await openPage(context, '/docs/installation/');
      expect(await page.evaluate(inEffect), name).toBe(true);
      expect(await page.evaluate(() => typeof (window as unknown as {docusaurus?: unknown}).docusaurus), name).toBe('object');
      expect(problems.errors, name).toEqual([]);
      await context.close();
    }
  });
});

describe("route chunks in the page's HTML", () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  /** The scripts a page's HTML loads, by path, in document order. */
  const htmlScripts = async (path: string) => {
    const html = await (await context.request.get(path)).text();
    return startupScripts(html);
  };
  const isEntry = (pathname: string) => /\/(?:runtime~)?main\.[0-9a-f]+\.js$/.test(pathname);

  it('lists every script a page needs to start, so the runtime adds none of its own', async () => {
    for (const path of ['/', '/docs/installation/', '/docs/api/docusaurus-config/', '/blog/', '/blog/releases/3.7/', '/changelog/', '/showcase/', '/search/?q=config']) {
      const listed = await htmlScripts(path);
      expect(listed.filter(isEntry), path).toHaveLength(2);
      // The entry script comes last, so the chunks have registered when it starts the first render.
      expect(isEntry(listed.at(-1)!), path).toBe(true);
      const page = await context.newPage();
      await page.addInitScript(() => {
        // When the app has hydrated: the scripts it needed to start were requested before.
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hasHydrated !== 'true') return;
          Object.assign(window, {hydratedAt: performance.now()});
          observer.disconnect();
        }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
      });
      await page.goto(path);
      await waitForHydration(page);
      const {requestedToStart, prefetched} = await page.evaluate(() => {
        const {hydratedAt} = window as unknown as {hydratedAt: number};
        const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname).filter((pathname) => pathname.endsWith('.js'));
        return {
          requestedToStart: paths(
            performance
              .getEntriesByType('resource')
              .filter((entry) => ['script', 'link'].includes((entry as PerformanceResourceTiming).initiatorType) && entry.startTime < hydratedAt)
              .map((entry) => entry.name),
          ),
          prefetched: paths(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href)),
        };
      });
      expect([...new Set(requestedToStart.filter((pathname) => listed.includes(pathname)))].sort(), path).toEqual([...listed].sort());
      // Prefetches of what a later page may need are not code the page runs to start, and the
      // service worker's registration is lazy code started on purpose once the page is idle.
      const unlisted = requestedToStart.filter(
        (pathname) => !listed.includes(pathname) && !prefetched.includes(pathname) && !/\/sw-register\.[0-9a-f]+\.js$/.test(pathname),
      );
      expect(unlisted, path).toEqual([]);
      await page.close();
    }
  });

  it('lists only chunks that the browser loads for that page when it gets there by a link', async () => {
    for (const target of ['/changelog/', '/docs/installation/']) {
      const page = await context.newPage();
      const requested = new Set<string>();
      let navigating = false;
      page.on('request', (request) => {
        if (navigating && request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await waitForHydration(page);
      const home = new Set(await htmlScripts('/'));
      const expected = await page.evaluate(async (path) => {
        const html = await (await fetch(path)).text();
        return new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent ?? '';
      }, target);
      navigating = true;
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      await expect.poll(() => heading(page)).toBe(expected);
      expect(requested.size, target).toBeGreaterThan(0);
      const chunks = (await htmlScripts(target)).filter((pathname) => !isEntry(pathname));
      expect(chunks.length, target).toBeGreaterThan(0);
      expect(chunks.filter((pathname) => !home.has(pathname) && !requested.has(pathname)), target).toEqual([]);
      await page.close();
    }
  });
});
