import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import archived from '../../versionsArchived.json';
import {MOBILE_VIEWPORT, newContext, openPage, waitForHydration} from './support/browser';
import {navbar} from './support/shell';
import {storageSuffix} from './support/storage';

const heading = (page: Page) => page.locator('h1').first().textContent();
const pathname = (page: Page) => new URL(page.url()).pathname;
const badge = (page: Page) => page.locator('.theme-doc-version-badge');
const banner = (page: Page) => page.locator('.theme-doc-version-banner');

type VersionCase = {name: string; label: string; prefix: string; banner: RegExp | null};

const VERSIONS: VersionCase[] = [
  {name: 'current', label: 'Canary', prefix: '/docs/', banner: null},
  {name: '3.7.0', label: '3.7.0', prefix: '/docs/3.7.0/', banner: null},
  {name: '3.6.3', label: '3.6.3', prefix: '/docs/3.6.3/', banner: /3\.6\.3.*no longer receives fixes/},
];

/** Pages of both sidebars that every version has, with their titles. */
const SAMPLE_PAGES: {path: string; title: string}[] = [
  {path: '', title: 'Introduction'},
  {path: 'installation/', title: 'Installation'},
  {path: 'markdown-features/tabs/', title: 'Tabs'},
  {path: 'migration/v3/', title: 'Upgrading to Docusaurus v3'},
  {path: 'cli/', title: 'CLI'},
  {path: 'api/plugins/@docusaurus/plugin-content-docs/', title: '@docusaurus/plugin-content-docs'},
];

const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

async function preferredVersion(page: Page): Promise<string | null> {
  const key = `${PREFERRED_VERSION_KEY}${await storageSuffix(page)}`;
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

function versionDropdown(page: Page): Locator {
  return navbar(page).locator('.dropdown').filter({has: page.locator('a.navbar__link', {hasText: /^(Canary|3\.7\.0|3\.6\.3)$/})});
}

/** Opens the desktop version dropdown and returns its version links. */
async function openVersionDropdown(page: Page): Promise<Locator> {
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect.poll(() => menu.isVisible()).toBe(true);
  return menu;
}

describe('each docs version', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context.close();
  });

  describe.each(VERSIONS)('$label at $prefix', (version) => {
    it.each(SAMPLE_PAGES)('renders "$title" with its version badge and banner', async ({path, title}) => {
      const {page, problems} = await openPage(context, `${version.prefix}${path}`);
      expect(pathname(page)).toBe(`${version.prefix}${path}`);
      expect(await heading(page)).toBe(title);
      expect(await badge(page).textContent()).toBe(`Version: ${version.label}`);
      if (version.banner) {
        expect(await banner(page).textContent()).toMatch(version.banner);
      } else {
        expect(await banner(page).count()).toBe(0);
      }
      expect(await versionDropdown(page).locator('a.navbar__link').textContent()).toBe(version.label);
      expect(problems.errors).toEqual([]);
      await page.close();
    });

    it('keeps the links of its pages inside the version', async () => {
      const {page} = await openPage(context, `${version.prefix}api/plugins/@docusaurus/plugin-content-docs/`);
      const hrefs = await page
        .locator('article a[href^="/docs/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(3);
      const otherVersions = VERSIONS.filter((other) => other.name !== 'current' && other !== version);
      for (const href of hrefs) {
        expect(href.startsWith(version.prefix)).toBe(true);
        for (const other of otherVersions) {
          expect(href.startsWith(other.prefix)).toBe(false);
        }
      }
      await page.close();
    });
  });

  it('has the SVGR plugin page in Canary and 3.7.0 only', async () => {
    for (const prefix of ['/docs/', '/docs/3.7.0/']) {
      const {page} = await openPage(context, `${prefix}api/plugins/@docusaurus/plugin-svgr/`);
      expect(await heading(page)).toBe('@docusaurus/plugin-svgr');
      await page.close();
    }
    const {page} = await openPage(context, '/docs/3.6.3/api/plugins/@docusaurus/plugin-svgr/');
    expect(await heading(page)).toBe('Page Not Found');
    await page.close();
  });

  it('shows each release its own option tables', async () => {
    const blogPage = '/api/plugins/@docusaurus/plugin-content-blog/';
    const {page: old} = await openPage(context, `/docs/3.6.3${blogPage}`);
    expect(await old.locator('#front-matter-title_meta').count()).toBe(1);
    expect(await old.locator('#front-matter-sidebar_label').count()).toBe(0);
    expect(await old.locator('#front-matter-authors\\.socials\\.bluesky').count()).toBe(0);
    await old.close();
    const {page: stable} = await openPage(context, `/docs/3.7.0${blogPage}`);
    expect(await stable.locator('#front-matter-sidebar_label').count()).toBe(1);
    expect(await stable.locator('#front-matter-authors\\.socials\\.bluesky').count()).toBe(1);
    await stable.close();
  });

  it("points the unmaintained version's banner to the stable release's same page", async () => {
    const {page} = await openPage(context, '/docs/3.6.3/cli/');
    const link = banner(page).getByRole('link');
    expect(await link.textContent()).toBe('this page in version 3.7.0');
    expect(await link.getAttribute('href')).toBe('/docs/3.7.0/cli/');
    await page.close();
  });
});

describe('version dropdown', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext();
  });
  afterEach(async () => {
    await context.close();
  });

  it('links every version to the same page, or to its main doc where the page does not exist', async () => {
    const {page} = await openPage(context, '/docs/api/plugins/@docusaurus/plugin-svgr/');
    const menu = await openVersionDropdown(page);
    const hrefOf = (label: string) => menu.getByRole('link', {name: label, exact: true}).getAttribute('href');
    expect(await hrefOf('Canary')).toBe('/docs/api/plugins/@docusaurus/plugin-svgr/');
    expect(await hrefOf('3.7.0')).toBe('/docs/3.7.0/api/plugins/@docusaurus/plugin-svgr/');
    expect(await hrefOf('3.6.3')).toBe('/docs/3.6.3/');
    // The archived versions and the versions page follow the released ones.
    expect(await menu.getByRole('link', {name: 'All versions'}).getAttribute('href')).toBe('/versions/');
    for (const [name, url] of Object.entries(archived).slice(0, 5)) {
      expect(await menu.getByRole('link', {name, exact: true}).getAttribute('href')).toBe(url);
    }
  });

  it('remembers the chosen version: after a reload the navbar and home links open it', async () => {
    const {page} = await openPage(context, '/docs/cli/');
    expect(await preferredVersion(page)).toBeNull();
    const menu = await openVersionDropdown(page);
    await menu.getByRole('link', {name: '3.6.3', exact: true}).click();
    await expect.poll(() => pathname(page)).toBe('/docs/3.6.3/cli/');
    expect(await preferredVersion(page)).toBe('3.6.3');

    await page.goto('/blog/');
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    const docsLink = navbar(page).getByRole('link', {name: 'Docs', exact: true});
    await expect.poll(() => docsLink.getAttribute('href')).toBe('/docs/3.6.3/');
    expect(await navbar(page).getByRole('link', {name: 'API', exact: true}).getAttribute('href')).toBe(
      '/docs/3.6.3/cli/',
    );
    await docsLink.click();
    await expect.poll(() => pathname(page)).toBe('/docs/3.6.3/');
    expect(await badge(page).textContent()).toBe('Version: 3.6.3');

    await page.goto('/');
    await waitForHydration(page);
    const getStarted = page.getByRole('link', {name: 'Get started'});
    await expect.poll(() => getStarted.getAttribute('href')).toBe('/docs/3.6.3/installation/');
    await getStarted.click();
    await expect.poll(() => pathname(page)).toBe('/docs/3.6.3/installation/');
  });

  it('deletes a stored version that the site no longer has instead of using it', async () => {
    const {page} = await openPage(context, '/blog/');
    const key = `${PREFERRED_VERSION_KEY}${await storageSuffix(page)}`;
    await page.evaluate((storageKey) => window.localStorage.setItem(storageKey, '2.0.0-beta.3'), key);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => preferredVersion(page)).toBeNull();
    expect(await navbar(page).getByRole('link', {name: 'Docs', exact: true}).getAttribute('href')).toBe('/docs/');
  });

  it('lists the versions under "Versions" in the mobile menu', async () => {
    const mobile = await newContext({viewport: MOBILE_VIEWPORT});
    const {page} = await openPage(mobile, '/docs/3.7.0/cli/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    // On a docs page the menu opens on the sidebar; the versions are in the main menu.
    const back = menu.getByRole('button', {name: '← Back to main menu'});
    await expect.poll(() => back.isVisible()).toBe(true);
    await back.click();
    const versions = menu.getByRole('button', {name: 'Versions'}).or(menu.getByRole('link', {name: 'Versions'})).first();
    // The two menus slide side by side: use the main one once it has slid into view.
    await expect.poll(async () => (await versions.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    // The list holds the page being read, so it opens unfolded; its button folds and unfolds it.
    // (Clicking it straight away used to pass only while the fold animation was still running.)
    const folded = () => versions.evaluate((button) => button.closest('li')?.classList.contains('menu__list-item--collapsed'));
    await expect.poll(folded).toBe(false);
    await versions.click();
    await expect.poll(folded).toBe(true);
    await versions.click();
    await expect.poll(folded).toBe(false);
    for (const label of ['Canary', '3.7.0', '3.6.3']) {
      await expect.poll(() => menu.getByRole('link', {name: label, exact: true}).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('link', {name: 'Canary', exact: true}).getAttribute('href')).toBe('/docs/cli/');
    await mobile.close();
  });
});

describe('/versions/', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext();
    ({page} = await openPage(context, '/versions/'));
  });
  afterAll(async () => {
    await context.close();
  });

  const section = (id: string) => page.locator('section').filter({has: page.locator(`h2#${id}`)});
  const rows = async (id: string) =>
    section(id)
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          label: tr.querySelector('th')?.textContent ?? '',
          links: Array.from(tr.querySelectorAll('a')).map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']),
        })),
      );

  it('shows the stable, next and past versions with their docs and release notes', async () => {
    expect(await heading(page)).toBe('Docusaurus documentation versions');
    expect(await rows('latest')).toEqual([
      {label: '3.7.0', links: [['Documentation', '/docs/3.7.0/'], ['Release notes', '/changelog/3.7.0/']]},
    ]);
    expect(await rows('next')).toEqual([{label: 'Canary', links: [['Documentation', '/docs/']]}]);
    expect(await rows('past')).toEqual([
      {label: '3.6.3', links: [['Documentation', '/docs/3.6.3/'], ['Release notes', '/changelog/3.6.3/']]},
    ]);
  });

  it('lists every archived version with its frozen deployment', async () => {
    const links = await section('archived')
      .locator('li a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']));
    expect(links).toEqual(Object.entries(archived));
  });

  it('has working links to docs and release notes', async () => {
    const internal = await page
      .locator('main table a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(internal).toHaveLength(5);
    for (const href of internal) {
      const target = await context.newPage();
      const response = await target.goto(href);
      expect(response?.status(), href).toBe(200);
      await waitForHydration(target);
      expect(await heading(target), href).not.toBe('Page Not Found');
      await target.close();
    }
  });

  it('opens a version documentation in place', async () => {
    await section('past').getByRole('link', {name: 'Documentation'}).click();
    await expect.poll(() => pathname(page)).toBe('/docs/3.6.3/');
    expect(await badge(page).textContent()).toBe('Version: 3.6.3');
  });
});
