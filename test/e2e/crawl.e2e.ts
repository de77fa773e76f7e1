import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {socialCardsOptions} from '../../config/socialCards';
import {themeConfig} from '../../config/themeConfig';
import {BLOCKING_IMPACTS} from './support/axe';
import {
  isExpectedBrokenImage,
  isExpectedConsoleError,
  isKnownFrameworkError,
  isKnownFrameworkFinding,
  isKnownFrameworkLink,
  PAGES_MEANT_TO_CRASH,
  PREVIEW_IMAGES_MADE_ON_PURPOSE,
} from './support/crawlAllowList';
import {crawl, NARROW_VIEWPORT, type ColorMode, type RouteReport} from './support/crawler';
import {fetchPreviewImages, type PreviewImage} from './support/linkPreview';
import {startProductionServer} from './support/productionServer';
import {htmlPagesOnDisk, loadSiteRoutes, NOT_FOUND_PROBE, type SiteRoutes} from './support/siteRoutes';

/**
 * Visits every route of the build, served with the production headers, and
 * holds each page to the same bar: it renders, throws nothing, logs no error
 * (a CSP violation is one), its anchors and internal links resolve, axe
 * finds no serious or critical problem in light or dark mode, every image
 * loads, and at a phone's width the page is no wider than the screen.
 * Each page's link-preview image (og:image, read from the HTML as served) is
 * fetched once per URL and must be a 1200x630 PNG or JPEG; docs pages, posts
 * and releases must show a card of their own, not the site's.
 *
 * CRAWL_CONCURRENCY (default 3) sets how many pages load at once;
 * CRAWL_ONLY=/docs/ limits a local run to the paths under a prefix.
 */
const concurrency = Number(process.env.CRAWL_CONCURRENCY ?? 3);
const onlyPrefix = process.env.CRAWL_ONLY;

let site: SiteRoutes;
/** What a visitor who follows a stale link sees. */
const notFoundProbe = () => `${site.baseUrl}${NOT_FOUND_PROBE}`;
let reports: RouteReport[] = [];
let previewImages = new Map<string, PreviewImage>();
let browser: Browser | undefined;

/** Whether the page shows the site's own card, which pages without one of their own show. */
function showsSiteCard(report: RouteReport): boolean {
  const image = report.linkPreview?.ogImage;
  if (!image || !URL.canParse(image)) return false;
  return new URL(image).pathname === `${site.baseUrl}${themeConfig.image}`;
}
/** Cards are light: a link preview fetches one per shared page. */
const MAX_CARD_BYTES = 60_000;

/** Pages that must show a card of their own: those of the sections that get one (config/socialCards.ts). */
function expectsOwnCard(report: RouteReport): boolean {
  const classes = new Set(report.linkPreview?.htmlClasses ?? []);
  return socialCardsOptions.sections.some(
    (section) =>
      classes.has(`plugin-id-${section.pluginId}`) &&
      (section.kind === 'docs' ? classes.has('plugin-docs') && classes.has('docs-doc-page') : classes.has('plugin-blog') && classes.has('blog-post-page')),
  );
}

const isMadeOnPurpose = (url: string) => PREVIEW_IMAGES_MADE_ON_PURPOSE.some((pattern) => pattern.test(url));

/** What a route should show: its page, the not-found page, or (test pages only) the crash page. */
function expectedRendering(pathname: string, expectNotFound: boolean): RouteReport['rendered'] {
  if (expectNotFound) return 'not-found';
  return PAGES_MEANT_TO_CRASH.includes(pathname) ? 'crash' : 'page';
}

const isWrongRendering = (report: RouteReport) =>
  report.status !== (report.expectNotFound ? 404 : 200) ||
  report.rendered !== expectedRendering(report.path, report.expectNotFound);

const unexpectedBrokenImages = (report: RouteReport) =>
  report.brokenImages.filter((problem) => !isExpectedBrokenImage(report.path, problem));

/** Errors of a route that nothing accounts for (pages failing on purpose have none). */
const unexpectedErrors = (report: RouteReport) =>
  report.errorsAllowed
    ? []
    : report.errors.filter(
        (message) => !isKnownFrameworkError(report.path, message) && !isExpectedConsoleError(report.path, message),
      );

function summarize(all: RouteReport[], seconds: number): string {
  const lines = [`Crawled ${all.length} routes × 2 colour modes in ${seconds.toFixed(0)} s (${concurrency} at a time).`];
  const count = (predicate: (report: RouteReport) => boolean) => all.filter(predicate).length;
  lines.push(
    `  wrong page rendered: ${count(isWrongRendering)}`,
    `  pages with errors: ${count((r) => unexpectedErrors(r).length > 0)}` +
      ` (+${count((r) => !r.errorsAllowed && r.errors.length > 0 && unexpectedErrors(r).length === 0)} known or expected,` +
      ` ${count((r) => r.errorsAllowed && r.errors.length > 0)} test pages that fail on purpose)`,
    `  pages with broken anchors: ${count((r) => r.brokenAnchors.length > 0)}, with broken links: ${count((r) => r.brokenLinks.some((l) => !isKnownFrameworkLink(r.path, l)))}` +
      ` (+${count((r) => r.brokenLinks.length > 0 && r.brokenLinks.every((l) => isKnownFrameworkLink(r.path, l)))} known framework problems)`,
    `  pages with broken images: ${count((r) => unexpectedBrokenImages(r).length > 0)}` +
      ` (+${count((r) => r.brokenImages.length > 0 && unexpectedBrokenImages(r).length === 0)} broken on purpose)`,
    `  pages wider than a ${NARROW_VIEWPORT.width} px screen: ${count((r) => r.narrowOverflow !== null)}`,
  );
  for (const mode of ['light', 'dark'] as const) {
    const byRule = new Map<string, {impact: string; paths: string[]; nodes: number}>();
    for (const report of all) {
      for (const finding of report.axe[mode]) {
        const entry = byRule.get(finding.rule) ?? {impact: finding.impact, paths: [], nodes: 0};
        entry.paths.push(report.path);
        entry.nodes += finding.count;
        byRule.set(finding.rule, entry);
      }
    }
    const rules = [...byRule].sort((a, b) => b[1].paths.length - a[1].paths.length);
    lines.push(`  axe, ${mode} mode: ${rules.length ? '' : 'no findings'}`);
    for (const [rule, {impact, paths, nodes}] of rules) {
      const examples = paths.slice(0, 3).join(' ') + (paths.length > 3 ? ' …' : '');
      lines.push(`    ${impact.padEnd(8)} ${rule}: ${nodes} elements on ${paths.length} pages (${examples})`);
    }
  }
  const steps = new Map<string, number>();
  for (const report of all) {
    for (const [name, ms] of Object.entries(report.stepMs)) steps.set(name, (steps.get(name) ?? 0) + ms);
  }
  lines.push(
    `  mean time per route: ${[...steps].map(([name, ms]) => `${name} ${Math.round(ms / all.length)} ms`).join(', ')}`,
  );
  const slowest = [...all].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
  lines.push(`  slowest: ${slowest.map((r) => `${r.path} ${(r.durationMs / 1000).toFixed(1)} s`).join(', ')}`);
  return lines.join('\n');
}

function failuresOf(mode: ColorMode): string[] {
  return reports.flatMap((report) =>
    report.axe[mode]
      .filter((finding) => BLOCKING_IMPACTS.has(finding.impact) && !isKnownFrameworkFinding(report.path, finding.rule))
      .map(
        (finding) =>
          `${report.path} [${finding.impact}] ${finding.rule}: ${finding.help} (${finding.count}×, e.g. ${finding.targets.join(' | ')}) ${finding.summary}`,
      ),
  );
}

describe('site crawl', () => {
  beforeAll(async () => {
    const buildDir = inject('buildDir');
    site = loadSiteRoutes(buildDir);
    const paths = [...site.routes.map((route) => route.path), notFoundProbe()].filter(
      (pathname) => !onlyPrefix || pathname.startsWith(onlyPrefix),
    );
    const server = await startProductionServer(buildDir);
    browser = await chromium.connect(inject('wsEndpoint'));
    const started = Date.now();
    try {
      reports = await crawl({
        browser,
        baseURL: server.url,
        buildDir,
        site,
        paths,
        notFoundProbe: notFoundProbe(),
        concurrency,
        onRouteDone: (_report, done, total) => {
          if (done % 100 === 0) console.log(`[crawl] ${done}/${total}`);
        },
      });
      previewImages = await fetchPreviewImages(
        reports.flatMap((report) => [report.linkPreview?.ogImage, report.linkPreview?.twitterImage].filter((url): url is string => Boolean(url))),
        server.url,
      );
    } finally {
      await server.close();
    }
    console.log(summarize(reports, (Date.now() - started) / 1000));
  }, 60 * 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('crawls every route of the build, and the sitemap lists only routes', () => {
    expect(site.routes.length).toBeGreaterThan(0);
    expect(reports.length).toBeGreaterThan(0);
    const manifestPaths = new Set(site.routes.map((route) => route.path));
    expect(site.sitemapPaths.filter((pathname) => !manifestPaths.has(pathname))).toEqual([]);
  });

  it('finds a route for every HTML page in the build (redirect pages aside)', () => {
    const {pages, redirects} = htmlPagesOnDisk(inject('buildDir'), site.baseUrl);
    // Route paths are URL-encoded (`/changelog/V2%20Changelog/`), file names are not.
    const routes = new Set([...site.routes.map((route) => decodeURI(route.path)), site.notFoundPath]);
    expect(pages.filter((page) => !routes.has(page))).toEqual([]);
    // And the other way round: no route without its HTML file.
    const onDisk = new Set(pages);
    const exactRoutes = site.routes.filter((route) => route.exact).map((route) => decodeURI(route.path));
    expect(exactRoutes.filter((route) => !onDisk.has(route))).toEqual([]);
    expect(redirects.every((redirect) => !routes.has(redirect))).toBe(true);
  });

  it('renders each route as its own page (the not-found page only where meant)', () => {
    const wrong = reports
      .filter(isWrongRendering)
      .map((report) => `${report.path}: HTTP ${report.status}, rendered ${report.rendered}`);
    expect(wrong).toEqual([]);
  });

  it('throws no uncaught error and logs no console error (CSP violations included)', () => {
    const withErrors = reports
      .map((report) => ({path: report.path, errors: unexpectedErrors(report)}))
      .filter((report) => report.errors.length > 0)
      .map((report) => `${report.path}: ${report.errors.map((message) => message.slice(0, 300)).join(' | ')}`);
    expect(withErrors).toEqual([]);
  });

  it('points every #anchor link at an element that exists', () => {
    const broken = reports
      .filter((report) => report.brokenAnchors.length > 0)
      .map((report) => `${report.path}: ${report.brokenAnchors.join(', ')}`);
    expect(broken).toEqual([]);
  });

  it('resolves every internal link to a route or a file of the build', () => {
    const broken = reports
      .map((report) => ({
        path: report.path,
        links: report.brokenLinks.filter((link) => !isKnownFrameworkLink(report.path, link)),
      }))
      .filter((report) => report.links.length > 0)
      .map((report) => `${report.path}: ${report.links.join(', ')}`);
    expect(broken).toEqual([]);
  });

  it('shows every image: each has a source that loads', () => {
    const broken = reports
      .filter((report) => unexpectedBrokenImages(report).length > 0)
      .map((report) => `${report.path}: ${unexpectedBrokenImages(report).join(' | ')}`);
    expect(broken).toEqual([]);
  });

  it(`fits every page in a ${NARROW_VIEWPORT.width} px screen: wide content scrolls in its own box`, () => {
    const tooWide = reports
      .filter((report) => report.narrowOverflow !== null)
      .map((report) => `${report.path}: ${report.narrowOverflow!.width} px wide, ${report.narrowOverflow!.culprits.join(', ')}`);
    expect(tooWide).toEqual([]);
  });

  it('names a link-preview image on every page: og:image and twitter:image, the same absolute URL on the site', () => {
    const wrong = reports
      .filter((report) => report.status === 200 || report.expectNotFound)
      .flatMap((report) => {
        const preview = report.linkPreview;
        if (!preview?.ogImage) return [`${report.path}: no og:image`];
        const problems: string[] = [];
        if (preview.twitterImage !== preview.ogImage) problems.push(`twitter:image is ${preview.twitterImage}, og:image ${preview.ogImage}`);
        if (!/^https?:\/\//.test(preview.ogImage)) problems.push(`og:image is not absolute: ${preview.ogImage}`);
        else if (preview.ogUrl && new URL(preview.ogImage).origin !== new URL(preview.ogUrl).origin) {
          problems.push(`og:image ${preview.ogImage} is not on the site (${preview.ogUrl})`);
        }
        return problems.map((problem) => `${report.path}: ${problem}`);
      });
    expect(wrong).toEqual([]);
  });

  it('serves every link-preview image as a 1200x630 PNG or JPEG, and every card under 60 KB', () => {
    expect(previewImages.size).toBeGreaterThan(0);
    const wrong = [...previewImages.values()]
      .filter((image) => !isMadeOnPurpose(image.url))
      .flatMap((image) => {
        if (image.status !== 200) return [`${image.url}: HTTP ${image.status ?? image.error}`];
        if (!image.size) return [`${image.url}: neither a PNG nor a JPEG`];
        if (image.size.width !== 1200 || image.size.height !== 630) return [`${image.url}: ${image.size.width}x${image.size.height}`];
        if (image.url.includes('/assets/social-cards/') && image.bytes > MAX_CARD_BYTES) return [`${image.url}: ${image.bytes} bytes`];
        return [];
      });
    expect(wrong).toEqual([]);
  });

  it('shows a card of its own on every docs page (all versions), community page, blog post and changelog release', () => {
    const withSiteCard = reports.filter((report) => expectsOwnCard(report) && showsSiteCard(report)).map((report) => report.path);
    expect(reports.filter(expectsOwnCard).length).toBeGreaterThan(0);
    expect(withSiteCard).toEqual([]);
  });

  it('leaves the cards out of the service worker’s precache: other sites fetch them, visitors never do', () => {
    const precached = [...fs.readFileSync(path.join(inject('buildDir'), 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url!);
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => url.includes('social-cards/'))).toEqual([]);
  });

  it('has no serious or critical accessibility violation in light mode', () => {
    expect(failuresOf('light')).toEqual([]);
  });

  it('has no serious or critical accessibility violation in dark mode', () => {
    expect(failuresOf('dark')).toEqual([]);
  });
});
