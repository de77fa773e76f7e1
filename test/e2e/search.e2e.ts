import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {MOBILE_VIEWPORT, newContext, openPage, waitForHydration} from './support/browser';

/**
 * Search, as a visitor uses it: the DocSearch modal in the navbar and the
 * search page, both answered by the index built into the site. The tests
 * rely on the docs that exist today (introduction, installation,
 * configuration) and hold as more pages are written.
 */

type ManifestGroup = {language: string; tag: string; head: string};

const searchButton = (page: Page): Locator => page.locator('button.DocSearch-Button');
const modal = (page: Page): Locator => page.locator('.DocSearch-Modal');
const searchInput = (page: Page): Locator => page.locator('.DocSearch-Input');
const hitLinks = (page: Page): Locator => page.locator('.DocSearch-Hits .DocSearch-Hit a');

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await modal(page).waitFor();
  await expect.poll(() => searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await searchInput(page).fill('');
  await searchInput(page).pressSequentially(query, {delay: 20});
}

/** The hit links once the list shows results for `query`. */
async function hitsFor(page: Page, query: string): Promise<string[]> {
  await typeQuery(page, query);
  await hitLinks(page).first().waitFor();
  return hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The search tag the framework printed into a built page. */
async function pageSearchTag(page: Page, href: string): Promise<string> {
  const pathname = new URL(href, 'http://site').pathname;
  const html = await (await page.request.get(pathname)).text();
  const match = /<meta[^>]+name=["']?docsearch:docusaurus_tag["']?[^>]+content=["']?([^"'\s>]+)/.exec(html);
  if (!match) throw new Error(`No search tag in ${pathname}`);
  return match[1]!;
}

describe('search modal', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('keeps the button named "Search" on a narrow screen, where only its icon shows', async () => {
    const mobile = await newContext({viewport: MOBILE_VIEWPORT});
    const {page} = await openPage(mobile, '/docs/installation/');
    // The text is hidden visually (a 1px clipped box) but still names the button.
    const textBox = await page.locator('.DocSearch-Button-Placeholder').boundingBox();
    expect(textBox?.width ?? 0).toBeLessThanOrEqual(1);
    const button = page.getByRole('button', {name: 'Search', exact: true});
    expect(await button.isVisible()).toBe(true);
    // The top bar keeps the search button and the menu toggle; the repository link moves into the menu.
    expect(await page.locator('.navbar .header-repository-link').first().isVisible()).toBe(false);
    await mobile.close();
  });

  it('opens with Ctrl+K and closes with Escape, giving focus back to the search button', async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    await openModal(page);
    expect(await searchInput(page).getAttribute('placeholder')).toBe('Search docs');
    const footer = await page.locator('.DocSearch-Footer').innerText();
    for (const label of ['to select', 'to navigate', 'to close']) {
      expect(footer).toContain(label);
    }

    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    expect(await searchButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // The button opens it too.
    await searchButton(page).click();
    await modal(page).waitFor();
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('closes on a click on its backdrop and gives focus back to the search button, as Escape does', async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    await openModal(page);
    // The backdrop around the modal: a point of the container outside the modal's box.
    const box = (await modal(page).boundingBox())!;
    await page.mouse.click(Math.max(2, box.x - 20), box.y + box.height - 5);
    await modal(page).waitFor({state: 'detached'});
    await expect.poll(() => searchButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    // And the search opens again from the keyboard.
    await page.keyboard.press('Enter');
    await modal(page).waitFor();
    expect(problems.errors).toEqual([]);
  });

  it('credits no search service: the embedded index is the site\'s own', async () => {
    const {page} = await openPage(context, '/docs/installation/');
    await openModal(page);
    await hitsFor(page, 'sidebar');
    expect(await page.locator('.DocSearch-Modal a[href*="algolia"]').count()).toBe(0);
    expect(await page.locator('.DocSearch-Modal').innerText()).not.toMatch(/Search by|Algolia/i);
  });

  it('loads no search code or index with the page; hovering the button fetches what every query needs, a query what it needs', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(requested.filter((path) => path.includes('search-index'))).toEqual([]);

    // Reaching for the search: the manifest and the heads of the page's groups, once each, no part yet.
    await searchButton(page).hover();
    const heads = ['/search-index/en-default.json', '/search-index/en-docs-default-current.json', '/search-index/en-docs-community-current.json'];
    await expect.poll(() => heads.every((head) => requested.includes(head))).toBe(true);
    await page.waitForLoadState('networkidle');
    const index = requested.filter((path) => path.includes('search-index'));
    expect(index.sort()).toEqual(['/search-index/manifest.json', ...heads].sort());

    // A query fetches parts of the index: chunks of its words, then the text of its hits.
    await openModal(page);
    await hitsFor(page, 'sidebar');
    const parts = requested.filter((path) => path.startsWith('/assets/search-index/'));
    expect(parts.some((path) => /\/t\d+\.json$/.test(path))).toBe(true);
    expect(parts.some((path) => /\/p\d+\.json$/.test(path))).toBe(true);
    expect(new Set(parts).size).toBe(parts.length);
    expect(requested.filter((path) => path === '/search-index/manifest.json')).toHaveLength(1);
  });

  it("loads the modal's stylesheet with the modal, and the site's overrides of it still win", async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    const modalRuleCount = (): Promise<number> =>
      page.evaluate(
        () =>
          Array.from(document.styleSheets)
            .flatMap((sheet) => Array.from(sheet.cssRules))
            .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('.DocSearch-Modal')).length,
      );
    expect(await modalRuleCount()).toBe(0);

    await openModal(page);
    expect(await modalRuleCount()).toBeGreaterThan(0);
    const container = await page.locator('.DocSearch-Container').evaluate((element) => getComputedStyle(element).position);
    expect(container).toBe('fixed');
    // Loaded after the site's stylesheet, yet the site's rules keep the modal above the navbar and the logo out.
    const [modalLayer, navbarLayer] = await page.evaluate(() => [
      Number(getComputedStyle(document.querySelector('.DocSearch-Container')!).zIndex),
      Number(getComputedStyle(document.querySelector('.navbar')!).zIndex),
    ]);
    expect(modalLayer).toBeGreaterThan(navbarLayer);
    await typeQuery(page, 'sidebar');
    await hitLinks(page).first().waitFor();
    expect(await page.locator('.DocSearch-Logo').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('opens with "/" and with a letter typed on the focused button, which starts the query', async () => {
    const {page} = await openPage(context, '/docs/installation/');
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});

    await searchButton(page).focus();
    await page.keyboard.press('s');
    await modal(page).waitFor();
    await expect.poll(() => searchInput(page).inputValue()).toBe('s');
  });

  it.each([
    ['a current-version', '/docs/installation/', 'docs-default-current'],
    ['a 3.6.3', '/docs/3.6.3/installation/', 'docs-default-3.6.3'],
  ])('on %s page, lists hits of that version only and loads only the parts of the index its filters need', async (_, path, expectedTag) => {
    const {page, problems} = await openPage(context, path);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index/')) requested.push(new URL(request.url()).pathname);
    });
    const ownTag = await pageSearchTag(page, path);
    expect(ownTag).toBe(expectedTag);

    await openModal(page);
    const hrefs = await hitsFor(page, 'sidebar');
    expect(hrefs.length).toBeGreaterThan(0);

    const tags = await Promise.all([...new Set(hrefs)].map((href) => pageSearchTag(page, href)));
    // Every hit of the main docs comes from the version of the page searched from.
    for (const tag of tags.filter((candidate) => candidate.startsWith('docs-default-'))) {
      expect(tag).toBe(ownTag);
    }
    expect(tags).toContain(ownTag);
    // Other hits are pages outside versioned docs, or other docs instances' current version.
    for (const tag of tags) {
      expect(tag === 'default' || tag.startsWith('docs-')).toBe(true);
    }

    // Nothing of another version of the main docs was fetched: each file of
    // the index belongs to a group, by its head or the folder its head names.
    const manifest = (await (await page.request.get('/search-index/manifest.json')).json()) as {groups: ManifestGroup[]};
    const groupOf = new Map<string, string>();
    for (const group of manifest.groups) {
      const head = (await (await page.request.get(group.head)).json()) as {base: string};
      groupOf.set(group.head, group.tag);
      groupOf.set(head.base, group.tag);
    }
    const tagOf = (url: string): string | undefined => groupOf.get(url) ?? groupOf.get(url.slice(0, url.lastIndexOf('/') + 1));
    const fetchedTags = requested.filter((url) => url !== '/search-index/manifest.json').map(tagOf);
    expect(fetchedTags.length).toBeGreaterThan(0);
    for (const tag of fetchedTags) {
      expect(tag).toBeDefined();
      if (tag!.startsWith('docs-default-')) expect(tag).toBe(ownTag);
    }
    expect(fetchedTags).toContain(ownTag);
    expect(problems.errors).toEqual([]);
  });

  it('tolerates a typo: "sidebr" still finds the pages about sidebars', async () => {
    const {page} = await openPage(context, '/docs/');
    await openModal(page);
    const hrefs = await hitsFor(page, 'sidebr');
    expect(hrefs.length).toBeGreaterThan(0);
    const marked = await page.locator('.DocSearch-Hits mark').allInnerTexts();
    expect(marked.some((word) => /^sidebar/i.test(word))).toBe(true);
  });

  it('navigates to the selected hit and keeps it in recent searches, across reloads; a recent search can become a favourite', async () => {
    const {page, problems} = await openPage(context, '/docs/');
    await openModal(page);
    await hitsFor(page, 'installation');
    // The first hit is active: Enter opens it.
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/installation/');
    await modal(page).waitFor({state: 'detached'});

    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await recent.waitFor();
    expect(await recent.locator('.DocSearch-Hit-title').allInnerTexts()).toContain('Installation');

    await recent.getByTitle('Save this search').first().click();
    const favorites = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await favorites.waitFor();
    expect(await favorites.locator('.DocSearch-Hit-title').allInnerTexts()).toContain('Installation');

    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    await favorites.waitFor();
    expect(await favorites.locator('.DocSearch-Hit-title').allInnerTexts()).toContain('Installation');
    expect(problems.errors).toEqual([]);
  });

  it('says so when nothing matches, suggests earlier groups and links to report the query', async () => {
    const {page} = await openPage(context, '/docs/installation/');
    await openModal(page);
    await hitsFor(page, 'configuration');
    await typeQuery(page, 'zqxjvkw');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const text = await screen.innerText();
    expect(text).toContain('No results for');
    expect(text).toContain('"zqxjvkw"');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    expect(await report.getAttribute('href')).toContain(encodeURIComponent('zqxjvkw'));
  });

  for (const failure of ['HTTP 500', 'aborted request'] as const) {
    it(`shows the error screen when the index cannot be loaded (${failure}), and recovers once it can`, async () => {
      const {page, problems} = await openPage(context, '/docs/installation/');
      let broken = true;
      await context.route('**/assets/search-index/**', (route) => {
        if (!broken) return route.continue();
        return failure === 'HTTP 500'
          ? route.fulfill({status: 500, body: 'Server error'})
          : route.abort('connectionfailed');
      });
      await openModal(page);
      await typeQuery(page, 'sidebar');
      const error = page.locator('.DocSearch-ErrorScreen');
      await error.waitFor();
      expect(await error.innerText()).toContain('Unable to fetch results');
      expect(await error.innerText()).toContain('You might want to check your network connection.');

      broken = false;
      await typeQuery(page, 'sidebars');
      await hitLinks(page).first().waitFor();
      expect(problems.errors).toEqual([]);
    });
  }

  it('opens even when the stored recent and favourite searches hold garbage, and cleans them', async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    await page.evaluate(() => {
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__docusaurus', '{not json');
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__docusaurus', JSON.stringify([{objectID: 1}, 'x', null]));
    });
    await searchButton(page).click();
    await modal(page).waitFor();
    expect((await hitsFor(page, 'sidebar')).length).toBeGreaterThan(0);
    const stored = await page.evaluate(() => [
      localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__docusaurus'),
      localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__docusaurus'),
    ]);
    expect(stored).toEqual([null, '[]']);
    expect(problems.errors).toEqual([]);
  });

  it('shows the error screen, not a stuck spinner, when the index manifest fails and a query is pasted at once', async () => {
    await context.route('**/search-index/manifest.json', (route) => route.fulfill({status: 500, body: 'Server error'}));
    const {page, problems} = await openPage(context, '/docs/installation/');
    await openModal(page);
    await searchInput(page).fill('sidebar category');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    expect(await error.innerText()).toContain('Unable to fetch results');
    expect(problems.errors).toEqual([]);
  });

  for (const withWorkers of [true, false]) {
    it(`searches ${withWorkers ? 'in a worker' : 'on the main thread where workers cannot start'}`, async () => {
      // A browser without workers, as some embedded views are.
      if (!withWorkers) await context.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
      const {page, problems} = await openPage(context, '/docs/installation/');
      let started = 0;
      page.on('worker', () => (started += 1));
      await openModal(page);
      expect((await hitsFor(page, 'sidebar')).length).toBeGreaterThan(0);
      expect(started).toBe(withWorkers ? 1 : 0);
      expect(problems.errors).toEqual([]);
    });
  }

  it("fetches no hit's page before it is opened, and opens a clicked hit within the app", async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    const prefetched = () => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The framework's Link prefetches the page a link points to once it scrolls into view, some of them when the browser is idle.
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
    };
    await settle();
    const before = await prefetched();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await openModal(page);
    const hrefs = await hitsFor(page, 'sidebar');
    expect(hrefs.length).toBeGreaterThan(3);
    await settle();
    expect(await prefetched()).toEqual(before);

    const target = new URL(hrefs[1]!, page.url());
    await hitLinks(page).nth(1).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
    await modal(page).waitFor({state: 'detached'});
    await page.locator('main h1').first().waitFor();
    expect(documents, 'a full page load').toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('shows a screenful of hits once their text is in, then the rest below them, the search box keeping its focus and query', async () => {
    // A window whose modal shows about three hits: it waits for the text of four (modalLayout.ts).
    const short = await newContext({viewport: {width: 1280, height: 300}});
    try {
      const {page, problems} = await openPage(short, '/docs/installation/');
      // The first six text packs asked for arrive at once; every later one a second and a half later.
      let packs = 0;
      await short.route(/\/assets\/search-index\/[^/]+\/p\d+\.json$/, async (route) => {
        packs += 1;
        if (packs > 6) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await openModal(page);
      // The list as first shown, taken the moment it appears.
      await page.evaluate(() => {
        const shown = window as unknown as {firstList?: string[]};
        new MutationObserver(() => {
          const links = Array.from(document.querySelectorAll('.DocSearch-Hits .DocSearch-Hit a'));
          if (!shown.firstList && links.length > 0) shown.firstList = links.map((link) => link.getAttribute('href') ?? '');
        }).observe(document.body, {childList: true, subtree: true});
      });
      await searchInput(page).fill('deploy');
      const first: string[] = await page
        .waitForFunction(() => (window as unknown as {firstList?: string[]}).firstList ?? null)
        .then((handle) => handle.jsonValue() as Promise<string[]>);
      expect(first.length).toBeGreaterThanOrEqual(1);

      await expect.poll(() => hitLinks(page).count(), {timeout: 10_000}).toBeGreaterThan(first.length);
      const all = await hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // What was on screen stays where it was: the later hits come below it.
      expect(all.slice(0, first.length)).toEqual(first);
      expect(packs).toBeGreaterThan(6);
      expect(await searchInput(page).inputValue()).toBe('deploy');
      expect(await searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
      expect(problems.errors).toEqual([]);
    } finally {
      await short.close();
    }
  });

  it('"See all {count} results" opens the search page with the same hits and a version filter', async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    await openModal(page);
    const modalHrefs = await hitsFor(page, 'sidebar');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    const count = Number(/\d+/.exec(await seeAll.innerText())![0]);
    expect(count).toBeGreaterThanOrEqual(new Set(modalHrefs).size);

    await seeAll.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/search\/?$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('sidebar');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Search results for "sidebar"');

    const found = page.getByText(/^(One document found|\d+ documents found)$/);
    await found.waitFor();
    const shown = await found.innerText();
    expect(shown === 'One document found' ? 1 : Number(/\d+/.exec(shown)![0])).toBe(count);

    const pageHrefs = await page
      .locator('main article h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of modalHrefs) {
      expect(pageHrefs).toContain(href);
    }

    const version = page.getByLabel('Docs version');
    expect(await version.isVisible()).toBe(true);
    expect(await version.locator('option:checked').innerText()).toBe('Canary');
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

/** The search page's own query field (the navbar's search button is named "Search" too). */
const searchPageInput = (page: Page): Locator => page.locator('main').getByLabel('Search', {exact: true});

describe('search page', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('searches as the query is typed and keeps it in the address', async () => {
    const {page} = await openPage(context, '/search/');
    expect(await page.locator('h1').first().textContent()).toBe('Search the documentation');
    await searchPageInput(page).pressSequentially('installation', {delay: 20});
    await page.locator('main article h2 a').first().waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('installation');
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles).toContain('Installation');
  });

  it('is one page to search engines: indexable, with the same canonical URL whatever the query', async () => {
    for (const path of ['/search/', '/search/?q=sidebar', '/search/?q=%3Cb%3E&version=3.6.3']) {
      const {page} = await openPage(context, path);
      expect(await page.locator('meta[name="robots"]').count(), path).toBe(0);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(/^https?:\/\/[^/]+\/search\/$/);
    }
    const sitemap = await (await context.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>https?:\/\/[^/]+\/search\/<\/loc>/);
    // The embedded index does not list the search page among its own results.
    const {page} = await openPage(context, '/search/?q=search%20the%20documentation');
    await page.getByText(/^(No results were found|One document found|\d+ documents found)$/).waitFor();
    const links = await page.locator('main article h2 a').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links.filter((pathname) => pathname === '/search/')).toEqual([]);
  });

  it('takes at most 512 characters of a very long query, from the address or pasted, and the next query is answered at once', async () => {
    // An address stays under the 8 KB request line that nginx accepts; a paste can be any size.
    const fromAddress = `sidebar ${'category '.repeat(600)}`;
    const {page, problems} = await openPage(context, `/search/?q=${encodeURIComponent(fromAddress)}`);
    await page.getByText(/^(No results were found|One document found|\d+ documents found)$/).waitFor();
    expect(await searchPageInput(page).getAttribute('maxlength')).toBe('512');
    expect(await searchPageInput(page).inputValue()).toBe(fromAddress.slice(0, 512));
    // A 100 kB paste is cut at the same length, and a new query still gets its own results.
    await searchPageInput(page).fill(`versioning ${'category '.repeat(12_000)}`);
    expect((await searchPageInput(page).inputValue()).length).toBe(512);
    await searchPageInput(page).fill('installation');
    await expect.poll(() => page.locator('main article h2').allInnerTexts()).toContain('Installation');
    expect(problems.errors).toEqual([]);
  });

  for (const payload of ['<img src=x onerror="window.__searchXss=1">', '"><script>window.__searchXss=1</script>']) {
    it(`shows a query as text, never as markup: ${payload}`, async () => {
      const {page, problems} = await openPage(context, `/search/?q=${encodeURIComponent(payload)}`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(`Search results for "${payload}"`);
      await page.getByText(/^(No results were found|One document found|\d+ documents found)$/).waitFor();
      expect(await page.evaluate(() => 'searchXss' in window || '__searchXss' in window)).toBe(false);
      expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
      expect(await searchPageInput(page).inputValue()).toBe(payload);
      expect(problems.errors).toEqual([]);
    });
  }
});

describe('search offline', () => {
  it('still answers with the network cut, after one visit in offline mode', async () => {
    const context = await newContext({serviceWorkers: 'allow'});
    const {page} = await openPage(context, '/?offlineMode=true');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker precaches everything on install, the index included; once it
    // controls the page, the precache is complete.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {timeout: 30_000})
      .toBe(true);
    // The index's parts are precached in one bundle per folder, which the worker answers them from.
    const precachedIndex = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.filter((url) => url.startsWith('/assets/search-index/')).map((url) => url.split('/').pop());
    });
    expect(precachedIndex.length).toBeGreaterThan(0);
    expect(new Set(precachedIndex)).toEqual(new Set(['offline.json']));

    await context.setOffline(true);
    await page.goto('/docs/configuration/');
    await waitForHydration(page);
    await openModal(page);
    const hrefs = await hitsFor(page, 'sidebar');
    expect(hrefs.length).toBeGreaterThan(0);
    await context.close();
    // Installing fills the precache with the whole site: allow it time on a busy machine.
  }, 240_000);
});
