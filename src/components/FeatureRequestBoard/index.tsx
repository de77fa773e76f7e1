import {useEffect, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import FeatureRequestStatus from '@site/src/components/FeatureRequestStatus';
import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_CATEGORY_LABELS,
  FEATURE_REQUEST_STATUSES,
  FEATURE_REQUEST_STATUS_LABELS,
  type FeatureRequest,
} from '@site/src/data/featureRequests';
import {
  DEFAULT_BOARD_QUERY,
  applyBoardQuery,
  formatRequestDate,
  type BoardQuery,
  type BoardSort,
} from '@site/src/utils/featureRequests';
import {rememberBoardSearch} from './boardSearchStore';
import {useBoardQuery} from './useBoardQuery';
import styles from './styles.module.css';

const DISCUSSIONS_URL = 'https://github.com/facebook/docusaurus/discussions';

const SORT_LABELS: Record<BoardSort, string> = {votes: 'Most votes', recent: 'Newest first'};

type Props = {
  requests: readonly FeatureRequest[];
  /** Path of the board, with the base URL and a trailing slash. */
  boardPath: string;
};

/** Renders the code spans (`like this`) of the plain-text descriptions. */
export function InlineText({text}: {text: string}): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

export default function FeatureRequestBoard({requests, boardPath}: Props): ReactNode {
  const [query, setQuery] = useBoardQuery();
  const location = useLocation();
  const shown = useMemo(() => applyBoardQuery(requests, query), [requests, query]);

  useEffect(() => {
    rememberBoardSearch(location.search);
  }, [location.search]);

  const update = (change: Partial<BoardQuery>) => setQuery({...query, ...change});
  const isFiltered = query.status !== 'all' || query.category !== 'all';

  return (
    <>
      <header className={styles.header}>
        <Heading as="h1">Feature requests</Heading>
        <p>
          Ideas for Docusaurus and where they stand, collected by the team from issues and
          discussions. The vote count of each request is the team&apos;s hand-kept estimate of demand,
          used to sort the board: this offline board does not collect votes. To add a request or
          argue for one, start a thread in{' '}
          <Link href={DISCUSSIONS_URL}>GitHub Discussions</Link>.
        </p>
      </header>

      <div className={styles.controls}>
        <label className={styles.control}>
          <span>Status</span>
          <select
            value={query.status}
            onChange={(event) => update({status: event.target.value as BoardQuery['status']})}>
            <option value="all">All statuses</option>
            {FEATURE_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {FEATURE_REQUEST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>Category</span>
          <select
            value={query.category}
            onChange={(event) => update({category: event.target.value as BoardQuery['category']})}>
            <option value="all">All categories</option>
            {FEATURE_REQUEST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {FEATURE_REQUEST_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>Sort</span>
          <select value={query.sort} onChange={(event) => update({sort: event.target.value as BoardSort})}>
            {(Object.keys(SORT_LABELS) as BoardSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <p className={styles.count} role="status" aria-live="polite" data-testid="requests-count">
        Showing {shown.length} of {requests.length} requests
      </p>

      {shown.length > 0 ? (
        <ol className={styles.list} aria-label="Feature requests">
          {shown.map((request) => (
            <li key={request.slug} className={styles.item} data-testid="feature-request">
              <div className={styles.votes} aria-label={`${request.votes} votes`}>
                <span className={styles.voteCount}>{request.votes}</span>
                <span aria-hidden="true">votes</span>
              </div>
              <div className={styles.summary}>
                <Heading as="h2" className={styles.title}>
                  <Link to={`${boardPath}${request.slug}/`}>{request.title}</Link>
                </Heading>
                <p className={styles.meta}>
                  <FeatureRequestStatus status={request.status} />
                  <span>{FEATURE_REQUEST_CATEGORY_LABELS[request.category]}</span>
                  <span>Added {formatRequestDate(request.created)}</span>
                </p>
                <p className={styles.excerpt}>
                  <InlineText text={request.description[0] ?? ''} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div className={styles.empty}>
          <p>No request matches these filters.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setQuery({...DEFAULT_BOARD_QUERY, sort: query.sort})}>
            Show all requests
          </button>
        </div>
      )}
      {isFiltered && shown.length > 0 && (
        <button
          type="button"
          className="button button--link"
          onClick={() => setQuery({...DEFAULT_BOARD_QUERY, sort: query.sort})}>
          Clear filters
        </button>
      )}
    </>
  );
}
