import fs from 'node:fs';
import path from 'node:path';
import {
  ROUTE_MANIFEST_FILE,
  type ManifestRoute,
  type RouteManifest,
} from '../../../src/plugins/route-manifest/routeManifest';

/** A path (under the base URL) no route matches: the host answers 404 with the not-found page. */
export const NOT_FOUND_PROBE = 'a-page-that-does-not-exist/';

/** The site's static/ folder, whose files the build copies unchanged. */
const STATIC_DIR = path.resolve('static');

export type SiteRoutes = RouteManifest & {
  /** Paths listed in sitemap.xml, base URL included. */
  sitemapPaths: string[];
};

function readSitemapPaths(buildDir: string): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    return [];
  }
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/**
 * Every page of a build: the route manifest the build wrote (all routes,
 * test areas and paginated lists included) plus the sitemap (so a page that
 * is advertised to search engines is crawled even if the manifest missed it).
 */
export function loadSiteRoutes(buildDir: string): SiteRoutes {
  const manifestFile = path.join(buildDir, ROUTE_MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: the route-manifest plugin writes it during the build.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as RouteManifest;
  const sitemapPaths = readSitemapPaths(buildDir);
  const known = new Set(manifest.routes.map((route) => route.path));
  const onlyInSitemap = sitemapPaths
    .filter((pathname) => !known.has(pathname))
    .map((pathname): ManifestRoute => ({path: pathname, exact: true}));
  const routes = [...manifest.routes, ...onlyInSitemap];
  return {...manifest, routes, sitemapPaths};
}

/**
 * Whether a same-site path leads to a page or a file: a route (exactly, or
 * below a route that matches its whole subtree), or a file of the build
 * (images, feeds, the pages of client-side redirects).
 */
export function createLinkResolver(site: SiteRoutes, buildDir: string): (pathname: string) => boolean {
  const exact = new Set(site.routes.map((route) => route.path));
  const prefixes = site.routes.filter((route) => !route.exact).map((route) => route.path);
  const fileCache = new Map<string, boolean>();
  const fileExists = (pathname: string): boolean => {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(site.baseUrl.length));
    } catch {
      return false;
    }
    const candidates = [relative, path.join(relative, 'index.html')];
    return candidates.some((candidate) => {
      const file = path.join(buildDir, candidate);
      if (!file.startsWith(buildDir)) return false;
      if (!fileCache.has(file)) {
        fileCache.set(file, fs.existsSync(file) && fs.statSync(file).isFile());
      }
      return fileCache.get(file)!;
    });
  };
  return (pathname) => {
    if (!pathname.startsWith(site.baseUrl)) {
      return false;
    }
    const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const withoutIndex = pathname.replace(/index\.html$/, '');
    return (
      exact.has(pathname) ||
      exact.has(withSlash) ||
      exact.has(withoutIndex) ||
      prefixes.some((prefix) => pathname.startsWith(prefix)) ||
      fileExists(pathname)
    );
  };
}

const idCache = new Map<string, Set<string> | null>();

/** Element ids in the server-rendered HTML of a page (null: no HTML file). */
export function idsInBuiltPage(buildDir: string, baseUrl: string, pathname: string): Set<string> | null {
  const relative = pathname.slice(baseUrl.length);
  const file = path.join(buildDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
  if (!idCache.has(file)) {
    if (!fs.existsSync(file)) {
      idCache.set(file, null);
    } else {
      const html = fs.readFileSync(file, 'utf8');
      const ids = new Set<string>();
      for (const [, quoted, bare] of html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|([^\s>"']+))/g)) {
        ids.add((quoted ?? bare ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
      }
      idCache.set(file, ids);
    }
  }
  return idCache.get(file) ?? null;
}

/** A client-side redirect page: a tiny HTML file whose only job is a meta refresh. */
export function isRedirectPage(html: string): boolean {
  return html.length < 2048 && /<meta\s+http-equiv=["']?refresh["']?/i.test(html);
}

/**
 * Every page of the build as a path, found by walking the folder: `x/index.html`
 * is `/x/`, other `.html` files are themselves. Redirect pages are returned apart.
 */
export function htmlPagesOnDisk(buildDir: string, baseUrl: string): {pages: string[]; redirects: string[]} {
  const pages: string[] = [];
  const redirects: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === buildDir && ['assets', '.hosting'].includes(entry.name))) walk(full);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const relative = path.relative(buildDir, full).split(path.sep).join('/');
      // Files copied as they are from static/ (an iframe target, say) are not pages of the site.
      if (fs.existsSync(path.join(STATIC_DIR, relative))) continue;
      const pagePath = `${baseUrl}${relative.endsWith('index.html') ? relative.slice(0, -'index.html'.length) : relative}`;
      (isRedirectPage(fs.readFileSync(full, 'utf8')) ? redirects : pages).push(pagePath);
    }
  };
  walk(buildDir);
  return {pages: pages.sort(), redirects: redirects.sort()};
}
