import type {DocSearchTransformClient} from '@docsearch/react';
import type {FacetFilterInput} from '../facetFilters';
import {normalizeRequests, RetryError, type LocalSearchResponses, type SearchMethodParams, type SearchRequest} from '../searchApi';
import {firstScreenHits, MODAL_HITS_PER_GROUP} from './modalLayout';
import {takeSearchWorker} from './searchStart';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * A stand-in for the hosted service's search client, answering from the
 * embedded index. The engine runs in a worker, which fetches the index
 * itself (the manifest, the group heads, and the parts each query needs), so
 * that fetching and reading them never holds up typing; where no worker can
 * start, it runs on the main thread.
 */

/** The engine's responses, and the time it spent matching (wherever it runs). */
type EngineAnswer = {responses: LocalSearchResponses; engineMs: number};

type EngineBackend = {
  /** Fetches what every query with these filters needs. */
  prepare(facetFilters: FacetFilterInput): Promise<void>;
  /** A search of a caller; one the caller's newer search overtook ends early (see SearchEngine). */
  search(requests: SearchRequest[], channel: SearchChannel): Promise<EngineAnswer>;
  dispose(): void;
};

type OutgoingRequest = WorkerRequest extends infer Message
  ? Message extends {id: number}
    ? Omit<Message, 'id'>
    : never
  : never;

function createWorkerBackend(manifestUrl: string, origin: string, onFailure: () => void): EngineBackend | null {
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
    async prepare(facetFilters) {
      expectOk(await call({kind: 'prepare', manifestUrl, origin, facetFilters}));
    },
    async search(requests, channel) {
      const reply = expectOk(await call({kind: 'search', manifestUrl, origin, channel, requests}));
      if (!reply.responses) throw new RetryError('Search worker sent no results');
      return {responses: reply.responses, engineMs: reply.engineMs ?? 0};
    },
    dispose() {
      worker.terminate();
    },
  };
}

function loadEngineHost(): Promise<typeof import('./engineHost')> {
  return import(/* webpackChunkName: "search-engine" */ './engineHost');
}

/** The engine on the main thread, where no worker can start. */
function createInlineBackend(manifestUrl: string, origin: string): EngineBackend {
  const host = loadEngineHost().then(({EngineHost}) => new EngineHost(manifestUrl, origin));
  host.catch(() => undefined);
  const newest = new Map<SearchChannel, number>();
  let count = 0;
  return {
    async prepare(facetFilters) {
      await (await host).prepare(facetFilters);
    },
    async search(requests, channel) {
      const id = (count += 1);
      newest.set(channel, id);
      return (await host).search(requests, () => newest.get(channel) === id);
    },
    dispose() {},
  };
}

/** The hits the DocSearch modal asks for when its request does not say. */
const DEFAULT_MODAL_HITS = 20;

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

/**
 * Who is searching: each caller (the modal, the search page) sends requests
 * of its own shape, and only its own newer request may stand in for an older one.
 */
export type SearchChannel = 'modal' | 'page' | 'other';

export class LocalSearchClient {
  private backend: EngineBackend | null = null;
  private workerFailed = false;
  /** The newest search of each channel, which a superseded one answers with. */
  private readonly newest = new Map<SearchChannel, {id: number; result: Promise<LocalSearchResponses>}>();
  private searchCount = 0;
  /** Told when the modal's newest search has the text of every hit, after an answer that waited for the first screen's only. */
  private readonly modalCompletedListeners = new Set<() => void>();

  constructor(
    private readonly manifestUrl: string,
    private readonly origin: string,
  ) {}

  /** Fetches the manifest and the group heads these filters need, ahead of the first query. */
  async preload(facetFilters: FacetFilterInput): Promise<void> {
    try {
      await this.ensureBackend().prepare(facetFilters);
    } catch {
      // The first real query retries and reports the failure.
    }
  }

  /**
   * Searches, latest first. Searches run side by side (one waiting for
   * parts of the index does not hold up a newer one, and parts both need are
   * fetched once), but a search of a caller answers with the newest search
   * of that caller: a burst of keystrokes shows the last one's hits, never
   * an older answer that arrived late.
   */
  search(params: SearchMethodParams, channel: SearchChannel = 'other'): Promise<LocalSearchResponses> {
    const id = (this.searchCount += 1);
    const own = this.runSearch(params, channel);
    // Reported by whichever answer is shown.
    own.catch(() => undefined);
    const result: Promise<LocalSearchResponses> = own.then(
      (answer) => {
        const newest = this.newest.get(channel);
        return newest && newest.id !== id ? newest.result : answer;
      },
      (error: unknown) => {
        const newest = this.newest.get(channel);
        if (newest && newest.id !== id) return newest.result;
        throw error;
      },
    );
    this.newest.set(channel, {id, result});
    return result;
  }

  private async runSearch(params: SearchMethodParams, channel: SearchChannel): Promise<LocalSearchResponses> {
    const started = performance.now();
    const requests = normalizeRequests(params);
    try {
      const {responses, engineMs} = await this.ensureBackend().search(requests, channel);
      const detail = requests.map((request) => request.query ?? '');
      performance.measure(QUERY_MEASURE, {start: started, detail});
      performance.measure(ENGINE_MEASURE, {start: started, duration: engineMs, detail});
      return responses;
    } catch (error) {
      throw error instanceof RetryError ? error : new RetryError('Search failed', {cause: error});
    }
  }

  /**
   * Calls `listener` each time the modal's newest search, answered with the
   * hits of its first screen, has the text of all its hits: the same search
   * again now answers with every hit at once. Returns the unsubscribe.
   */
  onModalHitsCompleted(listener: () => void): () => void {
    this.modalCompletedListeners.add(listener);
    return () => this.modalCompletedListeners.delete(listener);
  }

  /**
   * Waits, after a first answer, for the text of the hits it left out (their
   * packs are already on their way: this search fetches nothing twice), then
   * tells the modal, unless a newer search of the modal came in meanwhile.
   */
  private completeModalHits(requests: SearchRequest[], answer: Promise<LocalSearchResponses>): void {
    const stillNewest = (): boolean => this.newest.get('modal')?.result === answer;
    this.ensureBackend()
      .search(requests, 'modal')
      .then(
        () => {
          if (stillNewest()) for (const listener of this.modalCompletedListeners) listener();
        },
        // Hits whose text failed to arrive are fetched again by the next query.
        () => undefined,
      );
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
      // The modal lists five hits per group title at most: only those are
      // fetched. On a phone's network, the text of all it lists takes a
      // while longer than that of a screenful: it shows a screenful first.
      const listed = normalizeRequests(params).map((request) => ({...request, hitsPerGroup: MODAL_HITS_PER_GROUP}));
      // The height the reader sees: on a phone, the on-screen keyboard they
      // type with covers the lower part of the modal, which the visual
      // viewport leaves out and the window's height does not.
      const seenHeight = globalThis.visualViewport?.height ?? globalThis.innerHeight;
      const firstScreen = listed.map((request) => ({
        ...request,
        firstHits: firstScreenHits(globalThis.innerWidth, seenHeight, request.hitsPerPage ?? DEFAULT_MODAL_HITS),
      }));
      const answer = this.search(firstScreen, 'modal');
      answer.then(
        (responses) => {
          if (this.newest.get('modal')?.result !== answer) return;
          if (responses.results.some((response) => (response.hitsFollowing ?? 0) > 0)) this.completeModalHits(listed, answer);
        },
        () => undefined,
      );
      return new ModalSearchRequest(
        answer.catch(async (error: unknown) => {
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

  /** The worker, or the main thread where a worker cannot start (or failed). */
  private ensureBackend(): EngineBackend {
    if (!this.backend) {
      const worker = this.workerFailed ? null : createWorkerBackend(this.manifestUrl, this.origin, () => this.dropWorker());
      this.backend = worker ?? createInlineBackend(this.manifestUrl, this.origin);
    }
    return this.backend;
  }

  private dropWorker(): void {
    this.workerFailed = true;
    this.backend?.dispose();
    this.backend = null;
  }
}

const clients = new Map<string, LocalSearchClient>();

/** One client per index, shared by the modal and the search page. */
export function getLocalSearchClient(manifestUrl: string): LocalSearchClient {
  let client = clients.get(manifestUrl);
  if (!client) {
    client = new LocalSearchClient(manifestUrl, window.location.origin);
    clients.set(manifestUrl, client);
  }
  return client;
}
