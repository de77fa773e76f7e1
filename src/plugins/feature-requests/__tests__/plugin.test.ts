import {describe, expect, it} from 'vitest';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {FEATURE_REQUESTS} from '../../../data/featureRequests';
import featureRequestsPlugin from '..';

async function loadRoutes(options: unknown) {
  const routes: RouteConfig[] = [];
  const data: Record<string, string> = {};
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string, content: string) => {
      data[name] = content;
      return `/site/.docusaurus/feature-requests/default/${name}`;
    },
    setGlobalData: () => {},
  } as unknown as PluginContentLoadedActions;
  const plugin = featureRequestsPlugin({baseUrl: '/', generatedFilesDir: '/site/.docusaurus'} as LoadContext, options);
  await plugin.contentLoaded?.({content: undefined, actions});
  return {routes, data};
}

describe('feature-requests plugin', () => {
  it('ships the data file and a page per request without a hosted board', async () => {
    const {routes, data} = await loadRoutes({});
    expect(routes).toHaveLength(FEATURE_REQUESTS.length + 1);
    expect(JSON.parse(data['feature-requests.json']!)).toHaveLength(FEATURE_REQUESTS.length);
    // Named through the alias, so that the chunk's name does not depend on where the site is built.
    expect(routes.every((route) => route.modules?.requests === '@generated/feature-requests/default/feature-requests.json')).toBe(true);
    expect(routes[0]?.props).toEqual({cannyBoardToken: null});
  });

  it('ships no local data and only the board route with a hosted board token', async () => {
    const {routes, data} = await loadRoutes({cannyBoardToken: 'token-123'});
    expect(data).toEqual({});
    expect(routes.map((route) => [route.path, route.exact, route.modules])).toEqual([['/feature-requests/', false, {}]]);
    expect(routes[0]?.props).toEqual({cannyBoardToken: 'token-123'});
  });
});
