import {useEffect, useState} from 'react';
import routes from '@generated/routes';
import {loadRouteSections, type RouteData} from './routeTable';

/**
 * The route table, once every section of it has arrived (the debug pages that
 * list the whole table or registry); `undefined` until then.
 *
 * A browser gets the table in sections, the server renders with all of it,
 * so a list of the table cannot come out the same on both sides: hydrating
 * one made React throw error #418 and render the page again on the client.
 * The server render and the first browser render show neither, and the list
 * comes once the missing sections are loaded.
 */
export function useWholeRouteTable(): RouteData[] | undefined {
  const table = routes as unknown as RouteData[];
  const [whole, setWhole] = useState<RouteData[]>();
  useEffect(() => {
    let active = true;
    loadRouteSections(table).then(
      () => active && setWhole(table),
      (error: unknown) => console.warn('Some route sections could not be loaded:', error),
    );
    return () => {
      active = false;
    };
  }, [table]);
  return whole;
}
