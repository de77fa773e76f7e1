import ComponentCreator from '@docusaurus/ComponentCreator';
import type {ComponentType} from 'react';

/** A route as the compacted route table writes it: the arguments for its component, not the component. */
export type RouteData = {
  component: [path: string, hash?: string];
  routes?: RouteData[];
};

/**
 * Gives each route its component when it is first read rather than when the
 * table is evaluated (see ../compact.ts, `lazyRouteComponents`).
 *
 * The framework creates a loadable component for every route as `main.js`
 * starts, several hundred here, in the task that blocks the first
 * interaction; it reads a route's component only to render or preload that
 * route. The getter creates it on first use and then stays out of the way.
 */
export default function withLazyComponents(routes: RouteData[]): RouteData[] {
  for (const route of routes) {
    const [path, hash] = route.component;
    Object.defineProperty(route, 'component', {
      configurable: true,
      enumerable: true,
      get(): ComponentType<object> {
        const component = ComponentCreator(path, hash as string);
        Object.defineProperty(route, 'component', {value: component, enumerable: true, configurable: true});
        return component;
      },
    });
    if (route.routes) withLazyComponents(route.routes);
  }
  return routes;
}
