import ComponentCreator from '@docusaurus/ComponentCreator';
import Loading from '@theme/Loading';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath} from '@docusaurus/router';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {createElement, type ComponentType, type ReactNode} from 'react';
import {matchCaseSensitively} from '@site/src/utils/caseSensitiveRoutes';
import './chunkFiles';

/** What a section module exports (../tables.ts, `sectionModule`). */
export type SectionModule = {
  routes: RouteData[];
  registry: typeof registry;
};

/**
 * A route as the compacted route table writes it (../tables.ts): the
 * ComponentCreator hash for its component rather than the component (or both
 * arguments, or `null` for none), and its chunk names; or a group; or a
 * section placeholder, whose chunk names are the section's chunk.
 */
export type RouteData = {
  path: string;
  exact?: boolean;
  component?: string | null | [path: string, hash?: string];
  chunks?: (typeof routesChunkNames)[string];
  routes?: RouteData[];
  group?: true;
  section?: () => Promise<SectionModule>;
};

type Preloadable = ComponentType<object> & {preload?: () => Promise<unknown>};

/** Section placeholders still waiting in the table. */
const placeholders = new WeakSet<RouteData>();
/** The table's top level, as routes.js exports it: where matching starts. */
let rootRoutes: RouteData[] | undefined;

/** A group route renders its children, the way the framework's route components do. */
function RouteGroup({route}: {route: {routes?: RouteData[]}}): ReactNode {
  return renderRoutes(route.routes as never);
}

/** The routes a pathname renders, outermost first, picked as react-router's Switch picks them. */
function matchingRoutes(routes: readonly RouteData[], pathname: string): RouteData[] {
  const route = routes.find((candidate) => matchPath(pathname, {path: candidate.path, exact: candidate.exact}));
  return route ? [route, ...matchingRoutes(route.routes ?? [], pathname)] : [];
}

const safeDecode = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/**
 * The placeholder's component. It never renders content: the framework
 * preloads the routes of a location before it shows it, and the preload puts
 * the section's routes in the placeholder's place. Its preload then preloads
 * the routes the current location needs, matched again from the top, since
 * the framework matched its list before the section's routes were there.
 */
function sectionPlaceholder(placeholder: RouteData, siblings: RouteData[], load: () => Promise<SectionModule>): Preloadable {
  let loading: Promise<void> | undefined;
  let failure: unknown;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (section) => {
        failure = undefined;
        Object.assign(registry, section.registry);
        const routes = prepareRoutes(section.routes);
        matchCaseSensitively(routes);
        const at = siblings.indexOf(placeholder);
        if (at >= 0) siblings.splice(at, 1, ...routes);
        const {pathname} = window.location;
        const needed = new Set([pathname, safeDecode(pathname)].flatMap((path) => matchingRoutes(rootRoutes ?? routes, path)));
        return Promise.all([...needed].map((route) => (route.component as unknown as Preloadable).preload?.())).then(() => undefined);
      },
      (error: unknown) => {
        // Offline or a failed deploy: the next navigation tries again.
        loading = undefined;
        failure = error;
        throw error;
      },
    ));
  // Rendered only when the section could not load as the app started: the
  // framework's loading error, whose Retry loads the page again.
  const Placeholder = () =>
    failure
      ? createElement(Loading, {error: failure, retry: () => window.location.reload(), isLoading: false, pastDelay: true, timedOut: false})
      : null;
  return Object.assign(Placeholder, {preload: startupTolerant(preload)});
}

/**
 * The framework preloads the first page's routes before it renders anything,
 * and never renders if that fails: a route chunk that cannot be loaded (a
 * broken deploy, a network gone) left the page's static HTML without its app.
 * Until the app has started, a failed preload resolves instead: the route's
 * component then renders the framework's loading error, its message and a
 * Retry button. Once the app runs, a failure propagates as before, and the
 * framework answers it with a full reload (which, if the chunk still fails,
 * ends in that error, not in a loop).
 */
function startupTolerant(preload: () => Promise<unknown>): () => Promise<unknown> {
  return () =>
    preload().catch((error: unknown) => {
      if (document.documentElement.dataset.hasHydrated === 'true') {
        throw error;
      }
      console.warn('The code of this page could not be loaded', error);
      return undefined;
    });
}

/**
 * The framework's route table from the compacted route data that routes.js
 * exports (../tables.ts): the top level here, a section's routes when they
 * arrive.
 */
export default function routeTable(routes: RouteData[]): RouteData[] {
  rootRoutes = routes;
  return prepareRoutes(routes);
}

/**
 * Files each route's chunk names where the framework looks them up, gives
 * each group and section placeholder the component that serves it, and
 * every other route its component when that is first read rather than now.
 *
 * The framework creates a loadable component for every route as `main.js`
 * starts, several hundred here, in the task that blocks the first
 * interaction; it reads a route's component only to render or preload that
 * route. The getter creates it on first use and then stays out of the way.
 */
function prepareRoutes(routes: RouteData[]): RouteData[] {
  for (const route of routes) {
    const {component: creatorArgs = null, chunks} = route;
    const [path, hash] = Array.isArray(creatorArgs) ? creatorArgs : [route.path, creatorArgs ?? undefined];
    if (chunks) {
      // Where the framework looks a route's chunks up, by the key ComponentCreator builds.
      routesChunkNames[`${path}-${route.section ? 'section' : hash}`] = chunks;
      delete route.chunks;
    }
    if (route.section) {
      const component = sectionPlaceholder(route, routes, route.section);
      placeholders.add(route);
      Object.defineProperty(route, 'component', {value: component, enumerable: true, configurable: true});
      continue;
    }
    if (route.group) {
      Object.defineProperty(route, 'component', {value: RouteGroup, enumerable: true, configurable: true});
    } else {
      Object.defineProperty(route, 'component', {
        configurable: true,
        enumerable: true,
        get(): ComponentType<object> {
          // Typed as returning nothing, react-loadable's preload returns the load's promise.
          const component = ComponentCreator(path, hash as string) as unknown as Preloadable;
          if (component.preload) component.preload = startupTolerant(component.preload);
          Object.defineProperty(route, 'component', {value: component, enumerable: true, configurable: true});
          return component;
        },
      });
    }
    if (route.routes) prepareRoutes(route.routes);
  }
  return routes;
}

function* allRoutes(routes: readonly RouteData[]): Generator<RouteData> {
  for (const route of routes) {
    yield route;
    if (route.routes) yield* allRoutes(route.routes);
  }
}

/** Loads every section still missing from a table: for pages that show the whole table. */
export async function loadRouteSections(routes: readonly RouteData[]): Promise<void> {
  for (;;) {
    const pending = [...allRoutes(routes)].filter((route) => placeholders.has(route));
    if (pending.length === 0) return;
    await Promise.all(pending.map((route) => (route.component as unknown as Preloadable).preload?.()));
  }
}

/**
 * The table in the shape the framework generated it: each group replaced by
 * its routes, less the catch-all copy that ends it. A table without groups
 * (the server's) comes back as it is.
 */
export function withoutRouteGroups(routes: readonly RouteData[]): RouteData[] {
  return routes.flatMap((route) => {
    if (!route.group) return [route];
    const members = route.routes ?? [];
    return members.at(-1)?.path === '*' ? members.slice(0, -1) : members;
  });
}
