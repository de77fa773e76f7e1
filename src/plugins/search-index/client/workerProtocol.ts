import type {LocalSearchResponses, SearchRequest} from '../searchApi';
import type {ShardManifest, ShardManifestEntry} from '../types';

/** Messages between the search client (main thread) and the search worker. */

export type WorkerRequest =
  | {id: number; kind: 'init'; manifest: ShardManifest; origin: string}
  /** Fetch and load a shard (the worker fetches it: its body is read off the main thread). */
  | {id: number; kind: 'shard'; entry: ShardManifestEntry}
  | {id: number; kind: 'search'; requests: SearchRequest[]};

export type WorkerReply =
  | {id: number; ok: true; responses?: LocalSearchResponses; engineMs?: number}
  | {id: number; ok: false; message: string};
