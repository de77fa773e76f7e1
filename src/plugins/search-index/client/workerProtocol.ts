import type {FacetFilterInput} from '../facetFilters';
import type {LocalSearchResponses, SearchRequest} from '../searchApi';
import type {GroupHead, IndexManifest} from '../types';

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
  | {id: number; kind: 'prepare'; manifestUrl: string; origin: string; facetFilters: FacetFilterInput; manifestFollows?: boolean}
  /**
   * The manifest and the heads of the page's groups, fetched by the page
   * while the worker's own script was loading (searchStart.ts), after a
   * prepare that said they would follow. The worker fetches itself what is
   * missing (null: the manifest could not be fetched).
   */
  | {id: number; kind: 'manifest'; manifestUrl: string; origin: string; manifest: IndexManifest | null; heads: Record<string, GroupHead>}
  /**
   * A search for a caller (the modal, the search page): a newer search of
   * the same caller makes it stale, and it fetches nothing more.
   */
  | {id: number; kind: 'search'; manifestUrl: string; origin: string; channel: string; requests: SearchRequest[]};

export type WorkerReply =
  | {id: number; ok: true; responses?: LocalSearchResponses; engineMs?: number}
  | {id: number; ok: false; message: string};
