import {describe, expect, it} from 'vitest';
import {boardRoutes} from '../routes';

const input = {
  component: '@site/src/components/FeatureRequestsPage',
  modules: {requests: '/tmp/requests.json'},
  props: {cannyBoardToken: null},
};

describe('boardRoutes', () => {
  it('adds a non-exact board route, then one exact route per request', () => {
    const routes = boardRoutes({...input, baseUrl: '/', slugs: ['image-zoom', 'react-19']});
    expect(routes.map(({path, exact}) => [path, exact])).toEqual([
      ['/feature-requests/', false],
      ['/feature-requests/image-zoom/', true],
      ['/feature-requests/react-19/', true],
    ]);
  });

  it('gives every route the same component, data and props', () => {
    for (const route of boardRoutes({...input, baseUrl: '/', slugs: ['a']})) {
      expect(route.component).toBe(input.component);
      expect(route.modules).toEqual(input.modules);
      expect(route.props).toEqual(input.props);
    }
  });

  it('prefixes the base URL, with or without its trailing slash', () => {
    expect(boardRoutes({...input, baseUrl: '/docs-site/', slugs: ['a']}).map((route) => route.path)).toEqual([
      '/docs-site/feature-requests/',
      '/docs-site/feature-requests/a/',
    ]);
    expect(boardRoutes({...input, baseUrl: '/docs-site', slugs: []}).map((route) => route.path)).toEqual([
      '/docs-site/feature-requests/',
    ]);
  });

  it('only adds the board route when a hosted board replaces the data', () => {
    expect(boardRoutes({...input, baseUrl: '/', slugs: []})).toHaveLength(1);
  });
});
