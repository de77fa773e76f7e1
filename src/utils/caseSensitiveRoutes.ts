/** A route of the framework's table, as far as matching is concerned. */
export type MatchableRoute = {sensitive?: boolean; routes?: MatchableRoute[]};

/**
 * Makes the client match paths case-sensitively, as the host does: a static
 * host has no file for `/DOCS/INSTALLATION/` and answers with the not-found
 * page, which the app must then render too. The router matches without regard
 * to case unless a route says otherwise, and would render the installation
 * page over the not-found markup (a hydration error).
 */
export function matchCaseSensitively(routes: readonly MatchableRoute[]): void {
  for (const route of routes) {
    route.sensitive = true;
    if (route.routes) {
      matchCaseSensitively(route.routes);
    }
  }
}
