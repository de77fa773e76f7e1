import type {RouteConfig} from '@docusaurus/types';

/** Where the board lives, relative to the site's base URL. */
export const BOARD_ROUTE_SEGMENT = 'feature-requests';

export type BoardRoutesInput = {
  baseUrl: string;
  /** Route component (a module path the bundler resolves). */
  component: string;
  /** Slugs of the local data file; empty when a hosted board is used. */
  slugs: readonly string[];
  modules: RouteConfig['modules'];
  props: NonNullable<RouteConfig['props']>;
};

function joinPath(baseUrl: string, ...segments: string[]): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${segments.map((segment) => encodeURIComponent(segment)).join('/')}/`;
}

/**
 * The board route is not exact: every path below it renders the board, which
 * then shows the matching request or a not-found message. The exact routes
 * added per slug never win on the client (the board route is sorted before
 * them and renders the same thing); they exist so the build writes an HTML
 * file for each request and a static host can serve a detail URL directly.
 */
export function boardRoutes({baseUrl, component, slugs, modules, props}: BoardRoutesInput): RouteConfig[] {
  const shared = {component, modules, props};
  return [
    {path: joinPath(baseUrl, BOARD_ROUTE_SEGMENT), exact: false, ...shared},
    ...slugs.map((slug) => ({path: joinPath(baseUrl, BOARD_ROUTE_SEGMENT, slug), exact: true, ...shared})),
  ];
}
