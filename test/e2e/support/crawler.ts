import type {Browser, BrowserContext, Page} from 'playwright-core';
import {type AxeFinding, COLOR_RULES, runAxe} from './axe';
import {PAGES_ALLOWED_TO_ERROR} from './crawlAllowList';
import {readLinkPreview, type LinkPreview} from './linkPreview';
import {createLinkResolver, idsInBuiltPage, type SiteRoutes} from './siteRoutes';

export type ColorMode = 'light' | 'dark';

export type RouteReport = {
  path: string;
  /** The not-found page (with status 404) is the expected result. */
  expectNotFound: boolean;
  status: number | null;
  /** What the visitor sees. */
  rendered: 'page' | 'not-found' | 'crash' | 'no-response';
  /** Uncaught errors and console errors (CSP violations included). */
  errors: string[];
  /** Whether errors on this path are expected (see crawlAllowList.ts). */
  errorsAllowed: boolean;
  brokenAnchors: string[];
  brokenLinks: string[];
  /** Images without a source, or whose source failed to load or decode. */
  brokenImages: string[];
  /** At a phone's width (NARROW_VIEWPORT), how wide the page is when wider than the screen, and what sticks out. */
  narrowOverflow: {width: number; culprits: string[]} | null;
  axe: Record<ColorMode, AxeFinding[]>;
  /** The image tags of the HTML as served, which link previews read (they run no script). */
  linkPreview: LinkPreview | null;
  durationMs: number;
  /** Where the time went, per step, to see what to trim when the crawl gets slow. */
  stepMs: Record<string, number>;
};

export type CrawlOptions = {
  browser: Browser;
  baseURL: string;
  buildDir: string;
  site: SiteRoutes;
  paths: readonly string[];
  /** Full path of NOT_FOUND_PROBE under the base URL. */
  notFoundProbe: string;
  /** Pages open at once, one browser context each. */
  concurrency: number;
  onRouteDone?: (report: RouteReport, done: number, total: number) => void;
};

/**
 * Transitions would let axe sample colours halfway through a theme switch.
 * Content the browser skips until a reader scrolls near it (content-visibility)
 * is laid out, so that axe sees it as that reader does, not as an unpainted box.
 */
const FREEZE_STYLE =
  '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:auto!important;content-visibility:visible!important}';

/** A phone's screen: every route must fit its width. */
export const NARROW_VIEWPORT = {width: 390, height: 844};
const CRAWL_VIEWPORT = {width: 1280, height: 800};

/**
 * Every image of the page, lazy ones included (they are asked for now): those
 * without a source, and those whose source does not load or decode.
 */
async function findBrokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const settle = (image: HTMLImageElement): Promise<string | null> => {
      const source = image.currentSrc || image.getAttribute('src') || '';
      if (!image.getAttribute('src') && !image.getAttribute('srcset')) {
        return Promise.resolve(`no source: ${image.outerHTML.slice(0, 160)}`);
      }
      if (image.complete) {
        return Promise.resolve(image.naturalWidth > 0 ? null : `failed to load: ${source}`);
      }
      image.loading = 'eager';
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(`still loading after 10 s: ${source}`), 10_000));
      const decoded = image.decode().then(
        () => (image.naturalWidth > 0 ? null : `failed to load: ${source}`),
        () => `failed to load: ${image.currentSrc || source}`,
      );
      return Promise.race([decoded, timeout]);
    };
    const results = await Promise.all(Array.from(document.images).map(settle));
    return results.filter((result): result is string => result !== null);
  });
}

/**
 * Lays the page out at a phone's width and measures it: the page must be no
 * wider than the screen (wide content scrolls in its own box). When it is,
 * names the innermost elements that stick out, outside any box that scrolls
 * or clips them, to say where to look.
 */
async function measureNarrowOverflow(page: Page): Promise<RouteReport['narrowOverflow']> {
  await page.setViewportSize(NARROW_VIEWPORT);
  try {
    // Let the theme's window-size hook re-render for the phone layout.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    return await page.evaluate(() => {
      const screenWidth = document.documentElement.clientWidth;
      const width = document.documentElement.scrollWidth;
      if (width <= screenWidth) return null;
      const clips = (element: Element) => {
        const {overflowX} = getComputedStyle(element);
        return overflowX !== 'visible';
      };
      const culprits: string[] = [];
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
        }`;
      // Reports the innermost elements that stick out: a wide table, not every box around it.
      const walk = (element: Element): boolean => {
        let found = false;
        for (const child of Array.from(element.children)) {
          const box = child.getBoundingClientRect();
          const sticksOut = box.right > screenWidth + 1 && box.width > 0;
          const inside = !clips(child) && walk(child);
          if (sticksOut && !inside && culprits.length < 5) {
            culprits.push(`${describe(child)} (right edge at ${Math.round(box.right)} px)`);
          }
          found ||= sticksOut || inside;
        }
        return found;
      };
      walk(document.body);
      return {width, culprits};
    });
  } finally {
    await page.setViewportSize(CRAWL_VIEWPORT);
  }
}

type PageLinks = {
  pathname: string;
  links: {href: string; inDocument: boolean}[];
  missingLocalTargets: string[];
};

async function collectLinks(page: Page): Promise<PageLinks> {
  return page.evaluate(() => {
    const here = new URL(window.location.href);
    const links: {href: string; inDocument: boolean}[] = [];
    const missingLocalTargets: string[] = [];
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = anchor.getAttribute('href') ?? '';
      if (/^(mailto|tel|javascript|data):/i.test(raw)) continue;
      let url: URL;
      try {
        url = new URL(raw, here);
      } catch {
        links.push({href: raw, inDocument: false});
        continue;
      }
      if (url.origin !== here.origin) continue;
      const samePage = url.pathname === here.pathname;
      if (samePage && url.hash.length > 1) {
        let id = url.hash.slice(1);
        try {
          id = decodeURIComponent(id);
        } catch {
          // Keep the raw fragment: it is what the browser looks up.
        }
        if (!document.getElementById(id) && document.getElementsByName(id).length === 0) {
          missingLocalTargets.push(raw);
        }
      }
      links.push({href: url.href, inDocument: samePage});
    }
    return {pathname: here.pathname, links, missingLocalTargets};
  });
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function isAllowedToError(pathname: string): boolean {
  return PAGES_ALLOWED_TO_ERROR.some((prefix) => pathname.startsWith(prefix));
}

async function whatRendered(page: Page): Promise<RouteReport['rendered']> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
    if (heading === 'Page Not Found') return 'not-found';
    if (heading === 'This page crashed.' || document.title === 'Page Error') return 'crash';
    return 'page';
  });
}

async function switchToDarkMode(page: Page, pathname: string): Promise<void> {
  // A plain DOM click: the crawl does not need Playwright's actionability checks, which cost
  // far more than the switch itself on a busy machine.
  const clicked = await page.evaluate(() => {
    const toggle = Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-label]')).find(
      (button) => /switch between dark and light mode/i.test(button.getAttribute('aria-label') ?? ''),
    );
    toggle?.click();
    return toggle !== undefined;
  });
  if (!clicked) {
    // A page without the navbar toggle: load it again in dark mode.
    await page.goto(`${pathname}?docusaurus-theme=dark`, {waitUntil: 'load'});
    await page.addStyleTag({content: FREEZE_STYLE});
  }
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, {timeout: 10_000});
  // Let React re-render the colour-dependent parts (code themes, diagrams).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The page's style sheets, named by address (inline ones by their text), as a
 * key: the rules that read style sheets run once per set of them.
 */
async function styleSheetsOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.styleSheets)
      .map((sheet) => sheet.href ?? `inline:${sheet.ownerNode?.textContent ?? ''}`)
      .join('\n'),
  );
}

async function checkRoute(
  page: Page,
  errors: string[],
  pathname: string,
  options: CrawlOptions,
  resolves: (pathname: string) => boolean,
  stylesSeen: Set<string>,
): Promise<RouteReport> {
  const started = Date.now();
  const report: RouteReport = {
    path: pathname,
    expectNotFound: pathname === options.notFoundProbe,
    status: null,
    rendered: 'no-response',
    errors,
    errorsAllowed: isAllowedToError(pathname),
    brokenAnchors: [],
    brokenLinks: [],
    brokenImages: [],
    narrowOverflow: null,
    axe: {light: [], dark: []},
    linkPreview: null,
    durationMs: 0,
    stepMs: {},
  };
  let stepStarted = started;
  const step = (name: string) => {
    const now = Date.now();
    report.stepMs[name] = now - stepStarted;
    stepStarted = now;
  };
  try {
    const response = await page.goto(`${pathname}?docusaurus-theme=light`, {waitUntil: 'load'});
    report.status = response?.status() ?? null;
    report.linkPreview = response ? readLinkPreview(await response.text()) : null;
    if (report.expectNotFound) {
      // The browser logs the document's own 404 status as an error: that one is the point of this page.
      const ownStatus = `status of 404 (Not Found) (${page.url()})`;
      const index = errors.findIndex((message) => message.endsWith(ownStatus));
      if (index !== -1) errors.splice(index, 1);
    }
    await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 20_000})
      .catch(() => errors.push('the page did not hydrate within 20 s'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    step('load');
    report.rendered = await whatRendered(page);

    const {links, missingLocalTargets} = await collectLinks(page);
    report.brokenAnchors.push(...missingLocalTargets);
    const broken = new Set<string>();
    for (const link of links) {
      let url: URL;
      try {
        url = new URL(link.href);
      } catch {
        broken.add(link.href);
        continue;
      }
      if (!link.inDocument && !resolves(url.pathname)) {
        broken.add(url.pathname);
        continue;
      }
      if (!link.inDocument && url.hash.length > 1) {
        const ids = idsInBuiltPage(options.buildDir, options.site.baseUrl, url.pathname);
        const id = safeDecode(url.hash.slice(1));
        if (ids && !ids.has(id)) {
          report.brokenAnchors.push(`${url.pathname}${url.hash}`);
        }
      }
    }
    report.brokenLinks = [...broken].sort();
    step('links');

    await page.addStyleTag({content: FREEZE_STYLE});
    const styleSheets = await styleSheetsOf(page);
    report.axe.light = await runAxe(page, {preload: !stylesSeen.has(styleSheets)});
    stylesSeen.add(styleSheets);
    step('axe light');
    await switchToDarkMode(page, pathname);
    step('dark mode');
    // Only colours change with the mode: the dark pass runs the rules that measure them.
    report.axe.dark = await runAxe(page, {rules: COLOR_RULES});
    step('axe dark');
    report.brokenImages = await findBrokenImages(page);
    step('images');
    report.narrowOverflow = await measureNarrowOverflow(page);
    step('narrow layout');
  } catch (error) {
    errors.push(`crawl step failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  report.brokenAnchors = [...new Set(report.brokenAnchors)];
  report.durationMs = Date.now() - started;
  return report;
}

async function newCrawlPage(context: BrowserContext): Promise<{page: Page; errors: {current: string[]}}> {
  const page = await context.newPage();
  const errors = {current: [] as string[]};
  page.on('pageerror', (error) => errors.current.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const source = message.location().url;
      errors.current.push(`console: ${message.text()}${source ? ` (${source})` : ''}`);
    }
  });
  return {page, errors};
}

/** Visits every path with a few pages in parallel, one isolated context per worker. */
export async function crawl(options: CrawlOptions): Promise<RouteReport[]> {
  const resolves = createLinkResolver(options.site, options.buildDir);
  const reports: RouteReport[] = [];
  // Shared by the workers: a set of style sheets is read once in the whole crawl.
  const stylesSeen = new Set<string>();
  let next = 0;

  const worker = async (): Promise<void> => {
    const context = await options.browser.newContext({
      baseURL: options.baseURL,
      viewport: CRAWL_VIEWPORT,
      colorScheme: 'light',
    });
    let current = await newCrawlPage(context);
    while (next < options.paths.length) {
      const pathname = options.paths[next++]!;
      current.errors.current = [];
      const report = await checkRoute(current.page, current.errors.current, pathname, options, resolves, stylesSeen);
      reports.push(report);
      options.onRouteDone?.(report, reports.length, options.paths.length);
      if (report.errors.some((error) => error.startsWith('crawl step failed'))) {
        // Start the next route on a fresh page, whatever state this one is in.
        await current.page.close().catch(() => undefined);
        current = await newCrawlPage(context);
      }
    }
    await context.close();
  };

  await Promise.all(Array.from({length: options.concurrency}, worker));
  return reports.sort((a, b) => a.path.localeCompare(b.path));
}
