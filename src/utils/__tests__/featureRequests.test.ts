import {describe, expect, it} from 'vitest';
import type {FeatureRequest} from '../../data/featureRequests';
import {
  DEFAULT_BOARD_QUERY,
  applyBoardQuery,
  filterRequests,
  findRequest,
  formatRequestDate,
  parseBoardQuery,
  relatedRequests,
  resolveBoardView,
  serializeBoardQuery,
  sortRequests,
} from '../featureRequests';

function request(
  slug: string,
  status: FeatureRequest['status'],
  category: FeatureRequest['category'],
  votes: number,
  created: string,
): FeatureRequest {
  return {slug, title: slug.toUpperCase(), description: ['x'], status, category, votes, created};
}

const requests = [
  request('a', 'open', 'theme', 10, '2024-01-01'),
  request('b', 'done', 'theme', 50, '2022-01-01'),
  request('c', 'open', 'search', 30, '2023-06-01'),
  request('d', 'planned', 'theme', 30, '2024-05-01'),
];
const slugs = (list: readonly FeatureRequest[]) => list.map((entry) => entry.slug);

describe('parseBoardQuery', () => {
  it('reads status, category and sort', () => {
    expect(parseBoardQuery('?status=in-progress&category=i18n&sort=recent')).toEqual({
      status: 'in-progress',
      category: 'i18n',
      sort: 'recent',
    });
  });

  it('is case-insensitive', () => {
    expect(parseBoardQuery('?status=DONE&sort=Recent').status).toBe('done');
  });

  it.each(['', '?status=closed&category=nope&sort=random', '?status=&sort', '?%zz=%zz', '?status=__proto__'])(
    'falls back to the defaults for %j',
    (search) => {
      expect(parseBoardQuery(search)).toEqual(DEFAULT_BOARD_QUERY);
    },
  );
});

describe('serializeBoardQuery', () => {
  it('leaves out defaults', () => {
    expect(serializeBoardQuery(DEFAULT_BOARD_QUERY)).toBe('');
    expect(serializeBoardQuery({...DEFAULT_BOARD_QUERY, sort: 'recent'})).toBe('?sort=recent');
  });

  it('writes parameters in a fixed order', () => {
    const search = serializeBoardQuery({status: 'done', category: 'performance', sort: 'recent'}, '?sort=recent&status=done');
    expect(search).toBe('?status=done&category=performance&sort=recent');
  });

  it('round-trips and keeps unrelated parameters', () => {
    const query = {status: 'planned', category: 'theme', sort: 'recent'} as const;
    const search = serializeBoardQuery(query, '?ref=home&status=open');
    expect(search).toBe('?ref=home&status=planned&category=theme&sort=recent');
    expect(parseBoardQuery(search)).toEqual(query);
  });
});

describe('filterRequests and sortRequests', () => {
  it('filters by status and category together', () => {
    expect(slugs(filterRequests(requests, {status: 'open', category: 'theme'}))).toEqual(['a']);
    expect(slugs(filterRequests(requests, {status: 'all', category: 'theme'}))).toEqual(['a', 'b', 'd']);
  });

  it('sorts by votes, newest first on ties', () => {
    expect(slugs(sortRequests(requests, 'votes'))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('sorts by recency', () => {
    expect(slugs(sortRequests(requests, 'recent'))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('applies filters and sort in one go without touching the input', () => {
    expect(slugs(applyBoardQuery(requests, {status: 'all', category: 'theme', sort: 'recent'}))).toEqual([
      'd',
      'a',
      'b',
    ]);
    expect(slugs(requests)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('resolveBoardView', () => {
  it.each([
    ['/feature-requests/', {kind: 'board'}],
    ['/feature-requests', {kind: 'board'}],
    ['/feature-requests/index.html', {kind: 'board'}],
    ['/feature-requests/image-zoom/', {kind: 'detail', slug: 'image-zoom'}],
    ['/feature-requests/image-zoom', {kind: 'detail', slug: 'image-zoom'}],
    ['/feature-requests/a%20b/', {kind: 'detail', slug: 'a b'}],
    ['/feature-requests/%E0%A4%A/', {kind: 'detail', slug: '%E0%A4%A'}],
    ['/feature-requests/a/b/', {kind: 'detail', slug: 'a/b'}],
  ])('%s', (pathname, view) => {
    expect(resolveBoardView(pathname, '/feature-requests/')).toEqual(view);
  });

  it('honours a base URL', () => {
    expect(resolveBoardView('/site/feature-requests/x/', '/site/feature-requests/')).toEqual({
      kind: 'detail',
      slug: 'x',
    });
  });
});

describe('findRequest and relatedRequests', () => {
  it('finds by exact slug only', () => {
    expect(findRequest(requests, 'c')?.slug).toBe('c');
    expect(findRequest(requests, 'C')).toBeUndefined();
  });

  it('lists other requests of the same category', () => {
    expect(slugs(relatedRequests(requests, requests[0]!))).toEqual(['b', 'd']);
  });
});

describe('formatRequestDate', () => {
  it('formats a calendar date without shifting it by time zone', () => {
    expect(formatRequestDate('2024-03-01')).toBe('1 March 2024');
  });
});
