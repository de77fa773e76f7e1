import type {FacetFilterInput} from '../facetFilters';
import type {LocalSearchResponses, SearchRequest} from '../searchApi';
import type {ShardManifest, ShardManifestEntry} from '../types';

/** Messages between the search client (main thread) and the search worker. */

export type WorkerRequest =
  /**
   * Sent with the worker's start, before the client has loaded: fetch the
   * manifest and the shards a search with these filters needs. Its reply has
   * no one waiting for it (id 0).
   */
  | {id: number; kind: 'prepare'; manifestUrl: string; origin: string; facetFilters: FacetFilterInput}
  | {id: number; kind: 'init'; manifest: ShardManifest; origin: string}
  /** Fetch and load a shard (the worker fetches it: its body is read off the main thread). */
  | {id: number; kind: 'shard'; entry: ShardManifestEntry}
  | {id: number; kind: 'search'; requests: SearchRequest[]};

export type WorkerReply =
  | {id: number; ok: true; responses?: LocalSearchResponses; engineMs?: number}
  | {id: number; ok: false; message: string};
