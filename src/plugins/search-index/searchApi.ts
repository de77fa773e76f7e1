import {groupMayMatch, parseFacetFilters, type FacetFilterInput} from './facetFilters';
import type {HighlightResult, SnippetResult} from './highlight';
import type {GroupEntry, Hierarchy, HierarchyLevel, IndexManifest, RecordType} from './types';

/**
 * The slice of the hosted search API (v5 `search({requests})`) that the
 * DocSearch modal and the search page use, as the embedded index answers it.
 * Light on purpose: the main thread imports it without the search library.
 */

/**
 * The longest query searched: longer text (a pasted log, a page of prose) is
 * cut here, so no query can hold up the engine. The modal's own field stops
 * at 64 characters; the search page's at this length.
 */
export const MAX_QUERY_CHARS = 512;

export type SearchParams = {
  query?: string;
  facetFilters?: FacetFilterInput;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facets?: string | readonly string[];
  /**
   * Not the hosted service's: asks for every match, counted exactly, even
   * when that means fetching the long tails of very common words (the search
   * page). Without it, a one-word query ranks the highest-impact postings of
   * such words (README.md, "The index on disk").
   */
  exhaustive?: boolean;
  /**
   * Not the hosted service's: answer once the text of this many first hits
   * has arrived (what one screen of results shows), with the hits, from the
   * first, whose text is there; `hitsFollowing` counts the others. Their text
   * keeps downloading: the same search without it then answers with them all.
   */
  firstHits?: number;
  /**
   * Not the hosted service's: the DocSearch modal lists at most this many
   * hits per group title (its `maxResultsPerGroup`); the answer holds only
   * the hits it lists, the only ones whose text is fetched.
   */
  hitsPerGroup?: number;
};

export type SearchRequest = SearchParams & {
  indexName?: string;
  /** Older clients nest the parameters. */
  params?: SearchParams;
};

export type SearchMethodParams = {requests: readonly SearchRequest[]} | readonly SearchRequest[];

/**
 * Highlights of every hierarchy level and of the content, empty for levels a
 * record does not have, so a hit has the complete shape the modal's types
 * declare.
 */
export type HitHighlightResult = {
  hierarchy: Record<HierarchyLevel, HighlightResult>;
  hierarchy_camel: Record<HierarchyLevel, HighlightResult>[];
  content: HighlightResult;
};

/** Snippets: cut to the requested word counts (`attributesToSnippet`), whole otherwise. */
export type HitSnippetResult = {
  hierarchy: Record<HierarchyLevel, SnippetResult>;
  hierarchy_camel: Record<HierarchyLevel, SnippetResult>[];
  content: SnippetResult;
};

/** A hit shaped like a DocSearch record from the hosted service. */
export type LocalHit = {
  objectID: string;
  /** Absolute URL with the anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  /** Heading texts; lvl1 to lvl6 HTML-escaped, as the UI injects them as HTML. */
  hierarchy: Hierarchy;
  /** HTML-escaped running text, or null for heading records. */
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string | null;
  _highlightResult: HitHighlightResult;
  _snippetResult: HitSnippetResult;
};

export type LocalSearchResponse = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustive: {nbHits: boolean};
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  /** Hits of this page left out because their text was still downloading (`firstHits`). */
  hitsFollowing?: number;
};

export type LocalSearchResponses = {results: LocalSearchResponse[]};

export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    // The DocSearch modal shows its error screen for this name only.
    this.name = 'RetryError';
  }
}

export function normalizeRequests(params: SearchMethodParams): SearchRequest[] {
  const requests = Array.isArray(params) ? params : (params as {requests: SearchRequest[]}).requests;
  return requests.map(({params: nested, ...rest}) => ({...rest, ...nested}));
}


/** The groups any of the requests may need, by their facet filters, in manifest order. */
export function groupsForRequests(manifest: IndexManifest, requests: readonly SearchRequest[]): GroupEntry[] {
  const filters = requests.map((request) => parseFacetFilters(request.facetFilters));
  return manifest.groups.filter((entry) => filters.some((filter) => groupMayMatch(filter, entry)));
}
