import type {RouteConfig} from '@docusaurus/types';

/** One page the site can render, as the router knows it. */
export type ManifestRoute = {
  /** Full path, base URL included, as a browser requests it. */
  path: string;
  /** False for routes that also match every path below them. */
  exact: boolean;
};

/**
 * The build's route list, written next to the HTML so tests crawl exactly the
 * pages this build produced (the sitemap leaves out test areas and paginated
 * lists on purpose, so it cannot serve as the list).
 */
export type RouteManifest = {
  baseUrl: string;
  /** The page served for unknown paths; it renders the not-found screen. */
  notFoundPath: string;
  routes: ManifestRoute[];
};

/** File name of the manifest inside the build folder (a dot file: not precached, not linked). */
export const ROUTE_MANIFEST_FILE = '.route-manifest.json';

/**
 * Leaf routes only: a parent route (a docs version layout, for instance) is a
 * wrapper around its children, never a page of its own.
 */
export function flattenLeafRoutes(routes: readonly RouteConfig[]): ManifestRoute[] {
  return routes.flatMap((route): ManifestRoute[] =>
    route.routes?.length
      ? flattenLeafRoutes(route.routes)
      : [{path: route.path, exact: route.exact ?? false}],
  );
}

export function buildRouteManifest(routes: readonly RouteConfig[], baseUrl: string): RouteManifest {
  const unique = new Map<string, ManifestRoute>();
  for (const route of flattenLeafRoutes(routes)) {
    // A path declared twice (the build warns about it) renders once.
    if (!unique.has(route.path)) {
      unique.set(route.path, route);
    }
  }
  return {
    baseUrl,
    notFoundPath: `${baseUrl}404.html`,
    routes: [...unique.values()].sort((a, b) => a.path.localeCompare(b.path)),
  };
}
