import {matchPath} from 'react-router';
import {collectStrings} from '../route-tables/compact';
import {routeTableKey, SECTION_CHUNK_PREFIX, type RouteNode} from '../route-tables/sections';
import type {RouteTablesPlan} from '../route-tables/tables';

/**
 * The chunk names a browser loads before it first renders a page, in the
 * order it asks for them.
 *
 * Before hydrating, the framework preloads every route the location matches,
 * outermost first, each picked as react-router's Switch picks it (the first
 * sibling whose path matches), and a route's preload loads every chunk its
 * entry in the chunk-name table names. In the browser's table (tables.ts), a
 * route inside a section is reached through the section's placeholder, whose
 * preload loads the section's chunk first and then the routes it brings.
 * Names are the browser's: the short ones, as the bundler knows the chunks.
 */
export function pageChunkNames(plan: RouteTablesPlan, routesChunkNames: Record<string, unknown>, pathname: string): string[] {
  const sections = new Map(plan.sections.map((section) => [section.id, section.routes]));
  const names = new Set<string>();
  let siblings: readonly RouteNode[] = plan.main;
  for (;;) {
    // A loaded section's routes stand in its placeholder's place among the siblings.
    const candidates = siblings.flatMap((route): Array<{route: RouteNode; section?: string}> =>
      route.section === undefined ? [{route}] : (sections.get(route.section) ?? []).map((inner) => ({route: inner, section: route.section})),
    );
    const hit = candidates.find(({route}) => matchPath(pathname, {path: route.path, exact: route.exact}));
    if (!hit) break;
    if (hit.section !== undefined) names.add(`${SECTION_CHUNK_PREFIX}${hit.section}`);
    const key = routeTableKey(hit.route);
    if (key !== undefined && key in routesChunkNames) {
      for (const name of collectStrings(routesChunkNames[key], new Set())) names.add(plan.names.get(name) ?? name);
    }
    if (!hit.route.routes) break;
    siblings = hit.route.routes;
  }
  return [...names];
}
