import {matchPath} from 'react-router';
import {describe, expect, it} from 'vitest';
import {matchCaseSensitively, type MatchableRoute} from '../caseSensitiveRoutes';

type Route = MatchableRoute & {path: string; exact?: boolean; routes?: Route[]};

describe('matchCaseSensitively', () => {
  it('marks every route of the tree, nested ones included', () => {
    const routes: Route[] = [
      {path: '/docs', routes: [{path: '/docs/installation/', exact: true}, {path: '/docs/cli/', exact: true}]},
      {path: '*'},
    ];
    matchCaseSensitively(routes);
    expect(routes.every((route) => route.sensitive)).toBe(true);
    expect(routes[0]!.routes!.every((route) => route.sensitive)).toBe(true);
  });

  it('makes the router tell /docs/Installation/ from /docs/installation/', () => {
    const route: Route = {path: '/docs/installation/', exact: true};
    expect(matchPath('/docs/Installation/', route)).not.toBeNull();
    matchCaseSensitively([route]);
    expect(matchPath('/docs/Installation/', route)).toBeNull();
    expect(matchPath('/docs/installation/', route)).not.toBeNull();
  });
});
