import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  parseShowcaseQuery,
  serializeShowcaseQuery,
  type ShowcaseQuery,
} from '@site/src/utils/showcaseFilters';

/**
 * The showcase filters, stored in the URL query. The static HTML knows no
 * query string, so the first render (hydration) uses the defaults like the
 * server did; the real query applies right after, without a hydration mismatch.
 */
export function useShowcaseQuery(): [
  ShowcaseQuery,
  (next: ShowcaseQuery, mode: 'push' | 'replace') => void,
] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const query = useMemo(() => parseShowcaseQuery(search), [search]);
  const setQuery = useCallback(
    (next: ShowcaseQuery, mode: 'push' | 'replace') => {
      // Read the live location: several changes can happen before a re-render.
      const current = history.location;
      const nextSearch = serializeShowcaseQuery(next, current.search);
      if (nextSearch === current.search) {
        return;
      }
      history[mode]({pathname: current.pathname, search: nextSearch, hash: current.hash});
    },
    [history],
  );
  return [query, setQuery];
}
