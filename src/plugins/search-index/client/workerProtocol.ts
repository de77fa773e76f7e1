import type {FacetFilterInput} from '../facetFilters';
import type {LocalSearchResponses, SearchRequest} from '../searchApi';

/**
 * Messages between the search client (main thread) and the search worker,
 * which fetches the index itself: the manifest, the group heads, and the
 * parts each query needs.
 */

export type WorkerRequest =
  /**
   * Sent with the worker's start, when a visitor reaches for the search: fetch
   * the manifest and the heads of the groups a search with these filters reads.
   */
  | {id: number; kind: 'prepare'; manifestUrl: string; origin: string; facetFilters: FacetFilterInput}
  /**
   * A search for a caller (the modal, the search page): a newer search of
   * the same caller makes it stale, and it fetches nothing more.
   */
  | {id: number; kind: 'search'; manifestUrl: string; origin: string; channel: string; requests: SearchRequest[]};

export type WorkerReply =
  | {id: number; ok: true; responses?: LocalSearchResponses; engineMs?: number}
  | {id: number; ok: false; message: string};
