import {matchPath} from 'react-router';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {RouteData, SectionModule} from '../client/routeTable';

const created: [string, string | undefined][] = [];
const preloaded: string[] = [];
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash?: string) => {
    created.push([path, hash]);
    return {route: path, preload: () => Promise.resolve(preloaded.push(path))};
  },
}));
vi.mock('@docusaurus/renderRoutes', () => ({default: (routes: unknown) => ({rendered: routes})}));
vi.mock('@docusaurus/router', () => ({matchPath}));
vi.mock('@theme/Loading', () => ({default: () => null}));
vi.mock('@generated/registry', () => ({default: {}}));
vi.mock('@generated/routesChunkNames', () => ({default: {}}));
// The bundler's runtime, which the file-name lookup extends, exists in the browser bundle only.
vi.mock('../client/chunkFiles', () => ({}));

const {default: routeTable} = await import('../client/routeTable');
const {default: registry} = await import('@generated/registry');
const {default: routesChunkNames} = await import('@generated/routesChunkNames');

type Loadable = ((props: object) => unknown) & {preload?: () => Promise<unknown>};
const componentOf = (route: RouteData | undefined) => route!.component as unknown as Loadable;

beforeEach(() => {
  created.length = 0;
  preloaded.length = 0;
});

describe('routeTable', () => {
  it('creates a route component when it is first read, once, nested routes included', () => {
    const routes = routeTable([
      {path: '/docs/', component: 'a1b', routes: [{path: '/docs/intro/', component: ['/docs/intro/', 'c2d']}, {path: '/docs/faq/', component: 'e3f'}]},
      {path: '*', component: null},
    ]);
    expect(created).toEqual([]);
    // What the framework does to preload or render one page: reads the matched routes' components.
    const intro = routes[0]!.routes![0]!.component as unknown;
    expect(intro).toMatchObject({route: '/docs/intro/'});
    expect(routes[0]!.routes![0]!.component).toBe(intro);
    expect(created).toEqual([['/docs/intro/', 'c2d']]);
    expect(routes[1]!.component).toMatchObject({route: '*'});
    expect(created).toEqual([
      ['/docs/intro/', 'c2d'],
      ['*', undefined],
    ]);
    // Still an ordinary, enumerable property for code that lists a route's keys.
    expect(Object.keys(routes[0]!)).toEqual(['path', 'component', 'routes']);
  });
});

describe('route sections in the browser', () => {
  const section = (): SectionModule => ({
    routes: [
      {path: '/blog/', component: '340', exact: true, chunks: {__comp: 'b1'}},
      {path: '/blog/hello/', component: 'd2c', exact: true, chunks: {__comp: 'b1', content: 'h2'}},
      {path: '*', component: null},
    ],
    registry: {b1: [() => Promise.resolve({}), 0, 1], h2: [() => Promise.resolve({}), 0, 2]} as never,
  });
  const visit = (pathname: string) => vi.stubGlobal('window', {location: {pathname}});

  it('loads a section once, puts its routes in the placeholder, merges its tables and preloads the page shown', async () => {
    const load = vi.fn(() => Promise.resolve(section()));
    const [group] = routeTable([{path: '/blog', group: true, routes: [{path: '/blog', section: load, chunks: {__comp: 'routes-blog'}}]}]);
    const placeholder = group!.routes![0];
    // Listed where the framework's prefetching looks, before it is loaded.
    expect(routesChunkNames).toHaveProperty(['/blog-section'], {__comp: 'routes-blog'});
    visit('/blog/hello/');
    await Promise.all([componentOf(placeholder).preload!(), componentOf(placeholder).preload!()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(group!.routes!.map((route) => route.path)).toEqual(['/blog/', '/blog/hello/', '*']);
    expect(routesChunkNames).toHaveProperty(['/blog/hello/-d2c'], {__comp: 'b1', content: 'h2'});
    expect(placeholder).not.toHaveProperty('chunks');
    expect(registry).toHaveProperty('h2');
    expect(preloaded).toEqual(['/blog/hello/']);
    // The group renders whatever its routes are now.
    expect(componentOf(group)({route: group})).toEqual({rendered: group!.routes});
  });

  it('preloads the not-found page for an unknown path under the section', async () => {
    const [group] = routeTable([{path: '/blog', group: true, routes: [{path: '/blog', section: () => Promise.resolve(section())}]}]);
    visit('/blog/no-such-post/');
    await componentOf(group!.routes![0]).preload!();
    expect(preloaded).toEqual(['*']);
  });

  const hydrated = (value: boolean) =>
    vi.stubGlobal('document', {documentElement: {dataset: value ? {hasHydrated: 'true'} : {}}});

  it('once the app runs, a failed load rejects (the framework reloads the page) and the next preload tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(section());
    const routes = routeTable([{path: '/blog', section: load}]);
    const placeholder = componentOf(routes[0]);
    visit('/blog/');
    hydrated(true);
    await expect(placeholder.preload!()).rejects.toThrow('offline');
    await placeholder.preload!();
    expect(placeholder({})).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(routes.map((route) => route.path)).toEqual(['/blog/', '/blog/hello/', '*']);
  });

  it('before the app has started, a failed load resolves and the placeholder renders the loading error', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(section());
    const routes = routeTable([{path: '/blog', section: load}]);
    const placeholder = componentOf(routes[0]);
    visit('/blog/');
    hydrated(false);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(placeholder.preload!()).resolves.toBeUndefined();
    const shown = placeholder({}) as {props: {error: Error; isLoading: boolean}} | null;
    expect(shown?.props.error.message).toBe('offline');
    expect(shown?.props.isLoading).toBe(false);
  });
});
