import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {buildRouteManifest, flattenLeafRoutes} from '../routeManifest';

const route = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({
  path,
  component: 'x',
  ...extra,
});

describe('flattenLeafRoutes', () => {
  it('keeps pages and drops the layout routes that wrap them', () => {
    const routes = [
      route('/', {exact: true}),
      route('/docs/', {
        routes: [
          route('/docs/', {
            routes: [route('/docs/', {exact: true}), route('/docs/installation/', {exact: true})],
          }),
        ],
      }),
      route('/feature-requests/'),
    ];
    expect(flattenLeafRoutes(routes)).toEqual([
      {path: '/', exact: true},
      {path: '/docs/', exact: true},
      {path: '/docs/installation/', exact: true},
      {path: '/feature-requests/', exact: false},
    ]);
  });

  it('treats a route without children array entries as a page', () => {
    expect(flattenLeafRoutes([route('/a/', {exact: true, routes: []})])).toEqual([
      {path: '/a/', exact: true},
    ]);
  });
});

describe('buildRouteManifest', () => {
  it('lists each path once, sorted, with the not-found page under the base URL', () => {
    const manifest = buildRouteManifest(
      [route('/site/b/', {exact: true}), route('/site/a/', {exact: true}), route('/site/b/')],
      '/site/',
    );
    expect(manifest).toEqual({
      baseUrl: '/site/',
      notFoundPath: '/site/404.html',
      routes: [
        {path: '/site/a/', exact: true},
        {path: '/site/b/', exact: true},
      ],
    });
  });
});
