import type {DocSearchTransformClient} from '@docsearch/react';
import type {FacetFilterInput} from '../facetFilters';
import {
  normalizeRequests,
  RetryError,
  shardsForRequests,
  type LocalSearchResponses,
  type SearchMethodParams,
  type SearchRequest,
} from '../searchApi';
import {SHARD_FORMAT, type ShardManifest, type ShardManifestEntry} from '../types';
import {searchesInWorker} from './enginePlacement';
import {checkIndexResponse, fetchIndexFile, fetchShard} from './fetchShard';
import {takeSearchWorker} from './searchStart';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * A stand-in for the hosted service's search client, answering from the
 * embedded index. The main thread fetches the manifest; the shards are
 * fetched where the engine runs: in a worker (so their bodies are read and
 * parsed off the main thread; the service worker and the HTTP cache serve a
 * dedicated worker's requests as they serve the page's), or inline where
 * workers are unavailable or the index is small.
 */

/** The engine's responses, and the time it spent matching (wherever it runs). */
type EngineAnswer = {responses: LocalSearchResponses; engineMs: number};

type EngineBackend = {
  init(manifest: ShardManifest, origin: string): Promise<void>;
  /** Fetches a shard and loads it into the engine. */
  loadShard(entry: ShardManifestEntry): Promise<void>;
  search(requests: SearchRequest[]): Promise<EngineAnswer>;
  dispose(): void;
};

type OutgoingRequest = WorkerRequest extends infer Message
  ? Message extends {id: number}
    ? Omit<Message, 'id'>
    : never
  : never;

function createWorkerBackend(onFailure: () => void): EngineBackend | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = takeSearchWorker();
  } catch {
    return null;
  }
  let nextId = 0;
  const pending = new Map<number, {resolve: (reply: WorkerReply) => void; reject: (error: Error) => void}>();
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiting?.resolve(event.data);
  });
  worker.addEventListener('error', (event) => {
    // A worker that fails to start cannot be trusted with later calls either.
    for (const waiting of pending.values()) waiting.reject(new RetryError(event.message || 'Search worker failed'));
    pending.clear();
    onFailure();
  });
  const call = (message: OutgoingRequest): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, {resolve, reject});
      worker.postMessage({...message, id});
    });
  const expectOk = (reply: WorkerReply): WorkerReply & {ok: true} => {
    if (!reply.ok) throw new RetryError(reply.message);
    return reply;
  };
  return {
    async init(manifest, origin) {
      expectOk(await call({kind: 'init', manifest, origin}));
    },
    async loadShard(entry) {
      expectOk(await call({kind: 'shard', entry}));
    },
    async search(requests) {
      const reply = expectOk(await call({kind: 'search', requests}));
      if (!reply.responses) throw new RetryError('Search worker sent no results');
      return {responses: reply.responses, engineMs: reply.engineMs ?? 0};
    },
    dispose() {
      worker.terminate();
    },
  };
}

function loadEngineModule(): Promise<typeof import('../searchEngine')> {
  return import(/* webpackChunkName: "search-engine" */ '../searchEngine');
}

async function createInlineBackend(): Promise<EngineBackend> {
  const {SearchEngine} = await loadEngineModule();
  let engine: InstanceType<typeof SearchEngine> | null = null;
  const ready = (): InstanceType<typeof SearchEngine> => {
    if (!engine) throw new Error('Search engine used before init');
    return engine;
  };
  return {
    async init(manifest, origin) {
      engine = new SearchEngine(manifest, origin);
    },
    async loadShard(entry) {
      const file = await fetchShard(entry.url);
      ready().addShard(entry, file);
    },
    async search(requests) {
      const started = performance.now();
      const responses = ready().search(requests);
      return {responses, engineMs: performance.now() - started};
    },
    dispose() {
      engine = null;
    },
  };
}

/** Autocomplete's default `stallThreshold`, which the DocSearch modal keeps. */
const MODAL_STALL_THRESHOLD_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the modal shows its "stalled" state, or after a while. The
 * stall timer restarts on every input event, so under load it can fire later
 * than the threshold counted from our request: an error reported before it
 * would be replaced by a spinner that never ends.
 */
async function modalStalled(): Promise<void> {
  for (let waited = 0; waited < 2000; waited += 50) {
    if (typeof document === 'undefined' || document.querySelector('.DocSearch-Container--Stalled')) return;
    await sleep(50);
  }
}

/**
 * A search as the DocSearch modal sees it. On a failed search, the modal's
 * `catch` handler sets the "error" status (its "Unable to fetch results"
 * screen) and rethrows, and the autocomplete core then resets the status to
 * "idle" when the request settles, so the visitor would read "No results"
 * instead. This request stays pending after the handler ran: the error
 * screen stays until the next keystroke starts a new request.
 */
class ModalSearchRequest<T> implements PromiseLike<T> {
  constructor(private readonly result: Promise<T>) {}

  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.result.then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected: (reason: unknown) => B | PromiseLike<B>): Promise<T | B> {
    return new Promise<T | B>((resolve, reject) => {
      this.result.then(resolve, (reason: unknown) => {
        try {
          resolve(onRejected(reason));
        } catch (rethrown) {
          if (!(rethrown instanceof RetryError)) reject(rethrown);
        }
      });
    });
  }
}

/**
 * User Timing measures taken for each query (DevTools, benchmarks): the whole
 * call, until the answer is back on the main thread, and the part of it the
 * engine spent matching (in the worker, when there is one).
 */
export const QUERY_MEASURE = 'search-index:query';
export const ENGINE_MEASURE = 'search-index:engine';

type Session = {manifest: ShardManifest; backend: Promise<EngineBackend>};

/**
 * Who is searching: each caller (the modal, the search page) sends requests
 * of its own shape, and only its own newer request may stand in for an older one.
 */
export type SearchChannel = 'modal' | 'page' | 'other';

/** What a search that a newer one of its caller overtook returns in place of an answer. */
const SUPERSEDED = Symbol('superseded');

export class LocalSearchClient {
  private session: Promise<Session> | null = null;
  private readonly shards = new Map<string, Promise<void>>();
  private workerFailed = false;
  /** Searches run one at a time, in order: the engine (a worker, usually) does one thing at a time anyway. */
  private searches: Promise<unknown> = Promise.resolve();
  /** The newest search of each channel, which a superseded one answers with. */
  private readonly newest = new Map<SearchChannel, {id: number; result: Promise<LocalSearchResponses>}>();
  private searchCount = 0;

  constructor(
    private readonly manifestUrl: string,
    private readonly origin: string,
    /** A manifest request already under way (started before this code loaded). */
    private earlyManifest: Promise<Response> | null = null,
  ) {}

  /** Fetches the manifest and the shards these filters need, ahead of the first query. */
  async preload(facetFilters: FacetFilterInput): Promise<void> {
    try {
      await this.loadShardsFor([{facetFilters}]);
    } catch {
      // The first real query retries and reports the failure.
    }
  }

  /**
   * Searches, latest first: a search still waiting for its turn, or for the
   * index to load, when a newer one of the same caller arrives is never run;
   * it gets the newer one's answer (the caller shows only the newest anyway).
   * So a burst of keystrokes, or one long query, never leaves a queue of
   * stale work, and the first letters typed while the index loads are not
   * matched once it is there.
   */
  search(params: SearchMethodParams, channel: SearchChannel = 'other'): Promise<LocalSearchResponses> {
    const id = (this.searchCount += 1);
    const isNewest = (): boolean => this.newest.get(channel)?.id === id;
    const turn = this.searches.then(() => (isNewest() ? this.runSearch(params, isNewest) : SUPERSEDED));
    // The next search waits for this one to have run, or to have been skipped.
    this.searches = turn.catch(() => undefined);
    // A skipped search answers with the newest one of its caller at that time.
    const result = turn.then((answer) => (answer === SUPERSEDED ? this.newest.get(channel)!.result : answer));
    this.newest.set(channel, {id, result});
    return result;
  }

  private async runSearch(params: SearchMethodParams, isNewest: () => boolean): Promise<LocalSearchResponses | typeof SUPERSEDED> {
    const started = performance.now();
    const requests = normalizeRequests(params);
    try {
      const backend = await this.loadShardsFor(requests);
      if (!isNewest()) return SUPERSEDED;
      const {responses, engineMs} = await backend.search(requests);
      const detail = requests.map((request) => request.query ?? '');
      performance.measure(QUERY_MEASURE, {start: started, detail});
      performance.measure(ENGINE_MEASURE, {start: started, duration: engineMs, detail});
      return responses;
    } catch (error) {
      throw error instanceof RetryError ? error : new RetryError('Search failed', {cause: error});
    }
  }

  /** The object the DocSearch modal expects from `transformSearchClient`. */
  asDocSearchClient(): DocSearchTransformClient {
    const algoliaAgent = {
      value: 'embedded-index',
      add() {
        return algoliaAgent;
      },
    };
    const search = (params: SearchMethodParams): ModalSearchRequest<LocalSearchResponses> => {
      const started = performance.now();
      return new ModalSearchRequest(
        this.search(params, 'modal').catch(async (error: unknown) => {
          // Fail after the modal's "stalled" mark, so that status does not
          // replace the error screen (see ModalSearchRequest).
          const wait = MODAL_STALL_THRESHOLD_MS - (performance.now() - started);
          if (wait > 0) await sleep(wait);
          await modalStalled();
          throw error;
        }),
      );
    };
    return {
      // The modal types hits by its own record type; this client returns
      // records of exactly that shape (see searchApi.ts), through the one
      // promise method the modal calls (`catch`, then `then`).
      search: search as unknown as DocSearchTransformClient['search'],
      addAlgoliaAgent: () => undefined,
      transporter: {algoliaAgent},
    };
  }

  private async loadShardsFor(requests: readonly SearchRequest[]): Promise<EngineBackend> {
    const session = await this.startSession();
    await Promise.all(shardsForRequests(session.manifest, requests).map((entry) => this.loadShard(session, entry)));
    return session.backend;
  }

  private startSession(): Promise<Session> {
    this.session ??= (async () => {
      const early = this.earlyManifest;
      this.earlyManifest = null;
      // The worker starts loading its code while the manifest downloads: it
      // is on the way to the first results. Where there is no worker, the
      // inline engine's code is fetched meanwhile instead.
      const worker = this.workerFailed ? null : createWorkerBackend(() => this.dropSession(true));
      if (!worker) loadEngineModule().catch(() => undefined);
      let manifest: ShardManifest;
      try {
        const response = early
          ? await early.then((response) => checkIndexResponse(response, this.manifestUrl), () => fetchIndexFile(this.manifestUrl))
          : await fetchIndexFile(this.manifestUrl);
        manifest = (await response.json()) as ShardManifest;
        if (manifest.format !== SHARD_FORMAT) {
          throw new RetryError(`Search index format ${String(manifest.format)} is not supported`);
        }
      } catch (error) {
        worker?.dispose();
        throw error;
      }
      // The backend starts while the shards download.
      const backend = this.createBackend(manifest, worker);
      backend.catch(() => this.dropSession(false));
      return {manifest, backend};
    })();
    this.session.catch(() => this.dropSession(false));
    return this.session;
  }

  /** The worker for a big index; a small one is searched inline (see enginePlacement.ts). */
  private async createBackend(manifest: ShardManifest, worker: EngineBackend | null): Promise<EngineBackend> {
    let backend: EngineBackend;
    if (worker && searchesInWorker(manifest)) {
      backend = worker;
    } else {
      worker?.dispose();
      backend = await createInlineBackend();
    }
    await backend.init(manifest, this.origin);
    return backend;
  }

  private loadShard(session: Session, entry: ShardManifestEntry): Promise<void> {
    let loading = this.shards.get(entry.url);
    if (!loading) {
      loading = (async () => {
        const backend = await session.backend;
        await backend.loadShard(entry);
      })();
      // A failed shard is fetched again on the next query instead of failing forever.
      loading.catch(() => this.shards.delete(entry.url));
      this.shards.set(entry.url, loading);
    }
    return loading;
  }

  private dropSession(workerFailed: boolean): void {
    this.workerFailed ||= workerFailed;
    const previous = this.session;
    this.session = null;
    this.shards.clear();
    previous
      ?.then(({backend}) => backend)
      .then((backend) => backend.dispose())
      .catch(() => undefined);
  }
}

const clients = new Map<string, LocalSearchClient>();

/**
 * One client per index, shared by the modal and the search page.
 * `earlyManifest` is a request for the manifest started while this module loaded.
 */
export function getLocalSearchClient(manifestUrl: string, earlyManifest?: Promise<Response>): LocalSearchClient {
  let client = clients.get(manifestUrl);
  if (!client) {
    client = new LocalSearchClient(manifestUrl, window.location.origin, earlyManifest ?? null);
    clients.set(manifestUrl, client);
  }
  return client;
}
