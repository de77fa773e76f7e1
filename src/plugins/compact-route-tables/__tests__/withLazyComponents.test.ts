import {describe, expect, it, vi} from 'vitest';

const created: [string, string | undefined][] = [];
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash?: string) => {
    created.push([path, hash]);
    return {route: path};
  },
}));

const {default: withLazyComponents} = await import('../client/withLazyComponents');

describe('withLazyComponents', () => {
  it('creates a route component when it is first read, once, nested routes included', () => {
    const routes = withLazyComponents([
      {component: ['/docs/', 'a1b'], routes: [{component: ['/docs/intro/', 'c2d']}, {component: ['/docs/faq/', 'e3f']}]},
      {component: ['*']},
    ]);
    expect(created).toEqual([]);
    // What the framework does to preload or render one page: reads the matched routes' components.
    const intro = routes[0]!.routes![0]!.component as unknown;
    expect(intro).toEqual({route: '/docs/intro/'});
    expect(routes[0]!.routes![0]!.component).toBe(intro);
    expect(created).toEqual([['/docs/intro/', 'c2d']]);
    expect(routes[1]!.component).toEqual({route: '*'});
    expect(created).toEqual([
      ['/docs/intro/', 'c2d'],
      ['*', undefined],
    ]);
    // Still an ordinary, enumerable property for code that lists a route's keys.
    expect(Object.keys(routes[0]!)).toEqual(['component', 'routes']);
  });
});
