/**
 * The search behind the not-found page's suggestions: the site's own index
 * (the same client and engine as the modal), or the hosted DocSearch index
 * when the site is configured for it. Both answer in the hosted service's
 * shape; this keeps the first hit of each page, best first.
 */

export type FoundPage = {
  /** The hit's address, absolute as the index gives it. */
  url: string;
  /** HTML from the search engine: escaped text with highlight marks. */
  titleHtml: string;
  /** The section of the page the hit is in (its heading, as HTML), when it is not the page itself. */
  sectionHtml: string | null;
  /** The part of the site the page belongs to (plain text). */
  group: string;
};

/** What both engines return of a hit (the hosted service's record shape). */
type Hit = {
  url: string;
  url_without_anchor?: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
};

export type SearchTarget =
  | {kind: 'embedded'; manifestUrl: string; indexName: string}
  | {kind: 'hosted'; appId: string; apiKey: string; indexName: string};

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function toFoundPage(hit: Hit): FoundPage {
  const html = (level: string): string | null => hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? null;
  const deepest = [...LEVELS].reverse().find((level) => level !== 'lvl1' && hit.hierarchy[level]);
  return {
    url: hit.url,
    titleHtml: html('lvl1') ?? '',
    sectionHtml: deepest ? html(deepest) : null,
    group: hit.hierarchy.lvl0 ?? '',
  };
}

/** The best `count` pages for a query: the first hit of each page, in the engine's order. */
export function firstHitPerPage(hits: readonly Hit[], count: number): FoundPage[] {
  const seen = new Set<string>();
  const pages: FoundPage[] = [];
  for (const hit of hits) {
    const page = hit.url_without_anchor ?? hit.url.split('#')[0]!;
    if (seen.has(page)) continue;
    seen.add(page);
    pages.push(toFoundPage(hit));
    if (pages.length === count) break;
  }
  return pages;
}

const REQUEST = {hitsPerPage: 30, highlightPreTag: '<mark>', highlightPostTag: '</mark>'};

export async function findPages(target: SearchTarget, query: string, facetFilters: (string | string[])[], count: number): Promise<FoundPage[]> {
  const request = {...REQUEST, indexName: target.indexName, query, facetFilters};
  let hits: Hit[];
  if (target.kind === 'embedded') {
    const {getLocalSearchClient} = await import('@site/src/plugins/search-index/client/localSearchClient');
    const {results} = await getLocalSearchClient(target.manifestUrl).search({requests: [request]}, 'other');
    hits = (results[0]?.hits ?? []) as unknown as Hit[];
  } else {
    // The hosted service's search endpoint, as the DocSearch modal calls it.
    const response = await fetch(`https://${target.appId}-dsn.algolia.net/1/indexes/*/queries`, {
      method: 'POST',
      headers: {'x-algolia-application-id': target.appId, 'x-algolia-api-key': target.apiKey, 'content-type': 'application/json'},
      body: JSON.stringify({requests: [request]}),
    });
    if (!response.ok) throw new Error(`Search failed: HTTP ${response.status}`);
    const body = (await response.json()) as {results?: {hits?: Hit[]}[]};
    hits = body.results?.[0]?.hits ?? [];
  }
  return firstHitPerPage(hits, count);
}
