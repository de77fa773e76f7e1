import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {parseBoardQuery, serializeBoardQuery, type BoardQuery} from '@site/src/utils/featureRequests';

/**
 * Board filters and sort, stored in the URL query. Hydration renders the
 * defaults, as the static HTML did; the query applies on the next render.
 */
export function useBoardQuery(): [BoardQuery, (next: BoardQuery) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const query = useMemo(() => parseBoardQuery(search), [search]);
  const setQuery = useCallback(
    (next: BoardQuery) => {
      const current = history.location;
      const nextSearch = serializeBoardQuery(next, current.search);
      if (nextSearch !== current.search) {
        history.push({pathname: current.pathname, search: nextSearch, hash: current.hash});
      }
    },
    [history],
  );
  return [query, setQuery];
}
