import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequest,
  type FeatureRequestCategory,
  type FeatureRequestStatus,
} from '../data/featureRequests';

/**
 * State of the feature-requests board (filters and sort order), kept in the
 * URL query, and the pure functions that apply it. Parsing accepts anything:
 * unknown values fall back to the defaults instead of breaking the page.
 */

export const BOARD_SORTS = ['votes', 'recent'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

export type BoardQuery = {
  status: FeatureRequestStatus | 'all';
  category: FeatureRequestCategory | 'all';
  sort: BoardSort;
};

export const DEFAULT_BOARD_QUERY: BoardQuery = {status: 'all', category: 'all', sort: 'votes'};

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  const normalized = value?.trim().toLowerCase();
  return allowed.find((candidate) => candidate === normalized);
}

export function parseBoardQuery(search: string): BoardQuery {
  const params = new URLSearchParams(search);
  return {
    status: pick(FEATURE_REQUEST_STATUSES, params.get('status')) ?? 'all',
    category: pick(FEATURE_REQUEST_CATEGORIES, params.get('category')) ?? 'all',
    sort: pick(BOARD_SORTS, params.get('sort')) ?? 'votes',
  };
}

/** Query string with its `?` (empty for the defaults); unrelated parameters are kept. */
export function serializeBoardQuery(query: BoardQuery, existing = ''): string {
  const params = new URLSearchParams(existing);
  // Always the same order, whichever control changed last, so equal views share one URL.
  for (const key of ['status', 'category', 'sort'] as const) {
    params.delete(key);
  }
  for (const key of ['status', 'category', 'sort'] as const) {
    if (query[key] !== DEFAULT_BOARD_QUERY[key]) {
      params.append(key, query[key]);
    }
  }
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

export function filterRequests(
  requests: readonly FeatureRequest[],
  {status, category}: Pick<BoardQuery, 'status' | 'category'>,
): FeatureRequest[] {
  return requests.filter(
    (request) =>
      (status === 'all' || request.status === status) &&
      (category === 'all' || request.category === category),
  );
}

/** `votes`: most voted first; `recent`: newest first. Ties fall back to the other key, then the title. */
export function sortRequests(requests: readonly FeatureRequest[], sort: BoardSort): FeatureRequest[] {
  const byVotes = (a: FeatureRequest, b: FeatureRequest) => b.votes - a.votes;
  const byDate = (a: FeatureRequest, b: FeatureRequest) => b.created.localeCompare(a.created);
  const [first, second] = sort === 'votes' ? [byVotes, byDate] : [byDate, byVotes];
  return [...requests].sort(
    (a, b) => first(a, b) || second(a, b) || a.title.localeCompare(b.title, 'en'),
  );
}

export function applyBoardQuery(
  requests: readonly FeatureRequest[],
  query: BoardQuery,
): FeatureRequest[] {
  return sortRequests(filterRequests(requests, query), query.sort);
}

export type BoardView = {kind: 'board'} | {kind: 'detail'; slug: string};

/**
 * What a path below the board shows: the board itself, or the detail page of
 * the slug after it. A path that is not a single known-looking segment still
 * resolves to a detail view, which then reports the request as not found.
 */
export function resolveBoardView(pathname: string, boardPath: string): BoardView {
  const base = boardPath.endsWith('/') ? boardPath : `${boardPath}/`;
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!withSlash.startsWith(base)) {
    return {kind: 'board'};
  }
  const rest = withSlash.slice(base.length).replace(/\/+$/, '');
  if (rest === '' || rest === 'index.html') {
    return {kind: 'board'};
  }
  let slug = rest;
  try {
    slug = decodeURIComponent(rest);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as typed: it matches no request anyway.
  }
  return {kind: 'detail', slug};
}

export function findRequest(
  requests: readonly FeatureRequest[],
  slug: string,
): FeatureRequest | undefined {
  return requests.find((request) => request.slug === slug);
}

/** Other requests of the same category, most voted first, for the detail page. */
export function relatedRequests(
  requests: readonly FeatureRequest[],
  request: FeatureRequest,
  limit = 3,
): FeatureRequest[] {
  return sortRequests(
    requests.filter((other) => other.category === request.category && other.slug !== request.slug),
    'votes',
  ).slice(0, limit);
}

/** `2024-03-21` -> `21 March 2024`, identical on server and client (fixed time zone). */
export function formatRequestDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeZone: 'UTC'}).format(date);
}
