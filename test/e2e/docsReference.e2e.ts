import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {MOBILE_VIEWPORT, newContext, openPage, waitForHydration} from './support/browser';

/** The rules of @docusaurus/eslint-plugin, one page each (the same four in 3.6.3 and 3.7.0). */
const ESLINT_RULES = ['no-html-links', 'no-untranslated-text', 'prefer-docusaurus-heading', 'string-literal-i18n-messages'];

/** Every route of the API sidebar, with the title its page shows. */
const ROUTES: [path: string, title: string][] = [
  ['/docs/cli/', 'CLI'],
  ['/docs/docusaurus-core/', 'Docusaurus client API'],
  ['/docs/api/docusaurus-config/', 'docusaurus.config.js'],
  ['/docs/api/misc/create-docusaurus/', 'create-docusaurus'],
  ['/docs/api/misc/@docusaurus/logger/', '@docusaurus/logger'],
  ['/docs/api/misc/@docusaurus/eslint-plugin/', '@docusaurus/eslint-plugin'],
  ...ESLINT_RULES.map((rule): [string, string] => [`/docs/api/misc/@docusaurus/eslint-plugin/${rule}/`, rule]),
  ['/docs/api/plugin-methods/', 'Plugin methods'],
  ['/docs/api/plugin-methods/lifecycle-apis/', 'Lifecycle APIs'],
  ['/docs/api/plugin-methods/static-methods/', 'Static methods'],
  ['/docs/api/plugin-methods/extend-infrastructure/', 'Extending infrastructure'],
  ['/docs/api/plugin-methods/i18n-lifecycles/', 'i18n lifecycles'],
  ['/docs/api/plugins/', 'Plugins'],
  ...[
    'plugin-content-docs',
    'plugin-content-blog',
    'plugin-content-pages',
    'plugin-client-redirects',
    'plugin-debug',
    'plugin-google-analytics',
    'plugin-google-gtag',
    'plugin-google-tag-manager',
    'plugin-ideal-image',
    'plugin-pwa',
    'plugin-rsdoctor',
    'plugin-sitemap',
    'plugin-svgr',
    'plugin-vercel-analytics',
  ].map((name): [string, string] => [`/docs/api/plugins/@docusaurus/${name}/`, `@docusaurus/${name}`]),
  ['/docs/api/themes/', 'Themes'],
  ['/docs/api/themes/configuration/', 'Theme configuration'],
  ...['theme-classic', 'theme-search-algolia', 'theme-live-codeblock', 'theme-mermaid'].map(
    (name): [string, string] => [`/docs/api/themes/@docusaurus/${name}/`, `@docusaurus/${name}`],
  ),
];

const heading = (page: Page) => page.locator('article h1').first().textContent();
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

let context: BrowserContext;
beforeAll(async () => {
  context = await newContext();
});
afterAll(async () => {
  await context.close();
});

describe('API reference routes', () => {
  it.each(ROUTES)('%s shows the page titled "%s"', async (path, title) => {
    const {page, problems} = await openPage(context, path);
    expect(await heading(page)).toBe(title);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('misc API pages at the URLs of docusaurus.io', () => {
  const VERSION_PREFIXES = ['/docs/', '/docs/3.7.0/', '/docs/3.6.3/'];
  const PACKAGES: [page: string, title: string][] = [
    ['logger', '@docusaurus/logger'],
    ['eslint-plugin', '@docusaurus/eslint-plugin'],
  ];
  const moved = VERSION_PREFIXES.flatMap((prefix) =>
    PACKAGES.map(([page, title]): [from: string, to: string, title: string] => [
      `${prefix}api/misc/${page}/`,
      `${prefix}api/misc/@docusaurus/${page}/`,
      title,
    ]),
  );
  const rulePages = VERSION_PREFIXES.flatMap((prefix) =>
    ESLINT_RULES.map((rule): [path: string, title: string] => [`${prefix}api/misc/@docusaurus/eslint-plugin/${rule}/`, rule]),
  );

  it.each(moved)('the former URL %s lands on %s', async (from, to, title) => {
    const page = await context.newPage();
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await waitForHydration(page);
    expect(await heading(page)).toBe(title);
    await page.close();
  });

  it.each(rulePages)('%s shows its h1 "%s" and sits in the sidebar under the plugin', async (path, title) => {
    const {page, problems} = await openPage(context, path);
    expect(await heading(page)).toBe(title);
    const current = sidebar(page).locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe(title);
    expect(await sidebar(page).getByRole('link', {name: '@docusaurus/eslint-plugin', exact: true}).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('links the overview to every rule page of its version', async () => {
    for (const prefix of VERSION_PREFIXES) {
      const {page} = await openPage(context, `${prefix}api/misc/@docusaurus/eslint-plugin/`);
      const hrefs = await page.locator('article table a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(hrefs.sort()).toEqual(ESLINT_RULES.map((rule) => `${prefix}api/misc/@docusaurus/eslint-plugin/${rule}/`));
      await page.close();
    }
  });
});

describe('API sidebar', () => {
  it('lists the reference pages and its categories', async () => {
    const {page} = await openPage(context, '/docs/cli/');
    const nav = sidebar(page);
    for (const label of ['CLI', 'Client API', 'docusaurus.config.js']) {
      expect(await nav.getByRole('link', {name: label, exact: true}).isVisible()).toBe(true);
    }
    for (const category of ['Plugin method references', 'Plugins', 'Themes', 'Miscellaneous']) {
      expect(await nav.getByRole('button', {name: new RegExp(category)}).or(nav.getByRole('link', {name: category, exact: true})).first().isVisible()).toBe(true);
    }
    // Plugins and Themes start expanded: their pages are one click away.
    expect(await nav.getByRole('link', {name: 'Docs', exact: true}).isVisible()).toBe(true);
    expect(await nav.getByRole('link', {name: 'Configuration', exact: true}).isVisible()).toBe(true);
    await page.close();
  });

  it('marks the current page in the sidebar', async () => {
    const {page} = await openPage(context, '/docs/api/plugins/@docusaurus/plugin-sitemap/');
    const current = sidebar(page).locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Sitemap');
    await page.close();
  });
});

describe('generated option tables', () => {
  const cell = (page: Page, option: string, column: number) =>
    page.locator(`table[data-options-table="plugin-content-docs"] tr[id="${option}"] td`).nth(column);

  it('shows the docs plugin options with their types and defaults', async () => {
    const {page} = await openPage(context, '/docs/api/plugins/@docusaurus/plugin-content-docs/');
    const table = page.getByRole('table', {name: 'Options of @docusaurus/plugin-content-docs'});
    expect(await table.isVisible()).toBe(true);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Option', 'Type', 'Default', 'Description']);

    expect(await cell(page, 'routeBasePath', 0).textContent()).toBe('routeBasePath');
    expect(await cell(page, 'routeBasePath', 1).textContent()).toBe('string');
    expect(await cell(page, 'routeBasePath', 2).textContent()).toBe("'docs'");
    expect(await cell(page, 'sidebarPath', 1).textContent()).toBe('false | string');
    expect(await cell(page, 'sidebarCollapsed', 2).textContent()).toBe('true');
    expect(await cell(page, 'onInlineTags', 1).textContent()).toBe("'ignore' | 'log' | 'warn' | 'throw'");
    expect(await cell(page, 'sidebarPath', 3).textContent()).toContain('sidebars');
    await page.close();
  });

  it('splits the theme configuration into one table per navbar item type', async () => {
    const {page} = await openPage(context, '/docs/api/themes/configuration/');
    const docSidebar = page.getByRole('table', {name: "Doc sidebar item (type 'docSidebar')"});
    const sidebarId = docSidebar.locator('tr', {hasText: 'sidebarId'});
    expect(await sidebarId.locator('td').first().textContent()).toBe('sidebarIdrequired');
    const colorMode = page.getByRole('table', {name: 'colorMode fields'});
    expect(await colorMode.locator('tbody tr').count()).toBe(4);
    expect(await colorMode.locator('tr[id="colorMode.defaultMode"] td').nth(2).textContent()).toBe("'light'");
    await page.close();
  });

  it('breaks long option names only at word boundaries, with the name read as one word', async () => {
    const {page} = await openPage(context, '/docs/api/plugins/@docusaurus/plugin-content-docs/');
    const name = cell(page, 'docCategoryGeneratedIndexComponent', 0).locator('code');
    expect(await name.textContent()).toBe('docCategoryGeneratedIndexComponent');
    // Break opportunities before each capitalised word, and no other element inside the name.
    expect(
      await name.evaluate((code) =>
        Array.from(code.childNodes).map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : `<${node.nodeName.toLowerCase()}>`)),
      ),
    ).toEqual(['doc', '<wbr>', 'Category', '<wbr>', 'Generated', '<wbr>', 'Index', '<wbr>', 'Component']);
    await page.close();
  });

  it('lets a link target one option row', async () => {
    const {page} = await openPage(context, '/docs/api/docusaurus-config/#onBrokenLinks');
    const row = page.locator('tr[id="onBrokenLinks"]');
    await expect.poll(() => row.evaluate((element) => element.matches(':target'))).toBe(true);
    expect(await row.locator('td').nth(2).textContent()).toBe("'throw'");
    await page.close();
  });
});

describe('pagination', () => {
  it('links a plugin page to its neighbours in the sidebar', async () => {
    const {page} = await openPage(context, '/docs/api/plugins/@docusaurus/plugin-content-blog/');
    const pagination = page.getByRole('navigation', {name: 'Docs pages'});
    const previous = pagination.locator('a.pagination-nav__link--prev');
    const next = pagination.locator('a.pagination-nav__link--next');
    expect(await previous.locator('.pagination-nav__label').textContent()).toBe('Docs');
    expect(await next.locator('.pagination-nav__label').textContent()).toBe('Pages');
    await next.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/api/plugins/@docusaurus/plugin-content-pages/');
    await expect.poll(() => heading(page)).toBe('@docusaurus/plugin-content-pages');
    await page.close();
  });
});

describe('long reference pages', () => {
  const PATH = '/docs/api/docusaurus-config/';
  // Code blocks and option tables, each with whether the browser has laid out its content.
  const blocks = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.markdown .theme-code-block, .markdown table[data-options-table]')).map((block) => ({
        table: block.tagName === 'TABLE',
        // A table's first row (its header row is hidden where options show as cards, on phones).
        laidOut: ((block.tagName === 'TABLE' ? block.querySelector('tbody tr') : block.firstElementChild) ?? block).checkVisibility({
          contentVisibilityAuto: true,
        }),
      })),
    );

  it('lays out tables and code blocks only when a reader comes near them, and all of them for print', async () => {
    const phone = await newContext({viewport: MOBILE_VIEWPORT});
    const {page, problems} = await openPage(phone, PATH);
    const first = await blocks(page);
    expect(first.length).toBeGreaterThan(20);
    // The first code block is on the first screens and drawn at once; the option tables,
    // cards on a phone, start screens below and wait.
    expect(first.find((block) => !block.table)?.laidOut).toBe(true);
    expect(first.find((block) => block.table)?.laidOut).toBe(false);
    expect(first.filter((block) => !block.laidOut).length).toBeGreaterThan(first.length / 2);

    const last = page.locator('.markdown table[data-options-table]').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await blocks(page)).filter((block) => block.table).at(-1)?.laidOut).toBe(true);
    expect(await last.locator('tbody tr').first().isVisible()).toBe(true);

    await page.emulateMedia({media: 'print'});
    await expect.poll(async () => (await blocks(page)).filter((block) => !block.laidOut).length).toBe(0);
    expect(problems.errors).toEqual([]);
    await phone.close();
  });

  it('brings a linked option row near the end of the page into view, uncovered', async () => {
    const phone = await newContext({viewport: MOBILE_VIEWPORT});
    const {page} = await openPage(phone, `${PATH}#webpack.jsLoader`);
    const row = page.locator('tr[id="webpack.jsLoader"]');
    const seen = () =>
      row.evaluate((element) => {
        const {top, left} = element.getBoundingClientRect();
        const hit = document.elementFromPoint(left + 20, top + 8);
        return top > -1 && top < window.innerHeight / 2 && element.contains(hit);
      });
    await expect.poll(seen).toBe(true);
    await page.waitForTimeout(500);
    expect(await seen()).toBe(true);
    await phone.close();
  });
});
