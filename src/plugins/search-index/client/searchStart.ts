import type {FacetFilterInput} from '../facetFilters';
import type {WorkerRequest} from './workerProtocol';

/**
 * What starts the moment a visitor reaches for the search (hover, focus,
 * touch, a shortcut), before the search code has loaded: the worker, which
 * is told at once to fetch the manifest and the heads of the groups the
 * page's search context reads, all a query needs before its words. Started
 * later, by the search client, it would wait for the main thread to fetch
 * and mount the modal first. Kept tiny: it ships with the search button on
 * every page.
 */

type StartedWorker = {worker: Worker; failed: boolean};

let startedWorker: StartedWorker | null = null;

function createWorker(): Worker {
  return new Worker(/* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url));
}

function startWorker(prepare: WorkerRequest): void {
  if (startedWorker || typeof Worker === 'undefined') return;
  try {
    const started: StartedWorker = {worker: createWorker(), failed: false};
    started.worker.postMessage(prepare);
    // An error before the client takes the worker would reach none of the client's listeners.
    started.worker.addEventListener('error', () => {
      started.failed = true;
    });
    startedWorker = started;
  } catch {
    startedWorker = null;
  }
}

/**
 * Starts the worker, once, and has it fetch what every query of this page
 * needs. The index outranks the route prefetches a page starts once it is
 * interactive: a visitor who opens the search right away waits for it, not
 * for them.
 */
export function startSearch(manifestUrl: string, facetFilters: FacetFilterInput): void {
  // No one waits for the prepare's reply: the client's own requests join its loads.
  startWorker({id: 0, kind: 'prepare', manifestUrl, origin: location.origin, facetFilters});
}

/** The worker started ahead (once), or a new one. Throws where a worker cannot start. */
export function takeSearchWorker(): Worker {
  const started = startedWorker;
  startedWorker = null;
  if (started && !started.failed) return started.worker;
  started?.worker.terminate();
  return createWorker();
}
