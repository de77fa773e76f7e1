import type {FacetFilterInput} from '../facetFilters';
import type {GroupHead, IndexManifest} from '../types';
import type {WorkerRequest} from './workerProtocol';

/**
 * What starts the moment a visitor reaches for the search (hover, focus,
 * touch, a shortcut), before the search code has loaded: the worker, and,
 * while its script loads, the manifest and the heads of the groups the
 * page's search context reads (all a query needs before its words), handed
 * to the worker once fetched. Started
 * later, by the search client, it would wait for the main thread to fetch
 * and mount the modal first. Kept tiny: it ships with the search button on
 * every page.
 */

type StartedWorker = {worker: Worker; failed: boolean};

let startedWorker: StartedWorker | null = null;

function createWorker(): Worker {
  return new Worker(/* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url));
}

/** The worker started now, or null: one was started before, or none can start. */
function startWorker(prepare: WorkerRequest): StartedWorker | null {
  if (startedWorker || typeof Worker === 'undefined') return null;
  try {
    const started: StartedWorker = {worker: createWorker(), failed: false};
    started.worker.postMessage(prepare);
    // An error before the client takes the worker would reach none of the client's listeners.
    started.worker.addEventListener('error', () => {
      started.failed = true;
    });
    startedWorker = started;
    return started;
  } catch {
    startedWorker = null;
    return null;
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
  const origin = location.origin;
  const started = startWorker({id: 0, kind: 'prepare', manifestUrl, origin, facetFilters, manifestFollows: true});
  if (!started) return;
  // Fetched here, alongside the worker's script, rather than by the worker
  // once that script has arrived and run: on a phone, two round trips sooner.
  fetchAhead(manifestUrl, facetFilters).then(
    ({manifest, heads}) => started.worker.postMessage({id: 0, kind: 'manifest', manifestUrl, origin, manifest, heads}),
  );
}

function fetchJson<T>(url: string): Promise<T | null> {
  return fetch(url, {priority: 'high'})
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .catch(() => null);
}

/**
 * The manifest, and the heads of the groups whose language and tag the
 * filters name (the engine's own choice, for the filters a page sets; any
 * head not sent, the worker fetches).
 */
async function fetchAhead(
  manifestUrl: string,
  facetFilters: FacetFilterInput,
): Promise<{manifest: IndexManifest | null; heads: Record<string, GroupHead>}> {
  const manifest = await fetchJson<IndexManifest>(manifestUrl);
  const heads: Record<string, GroupHead> = {};
  const named = new Set([facetFilters].flat(2));
  await Promise.all(
    (manifest?.groups ?? [])
      .filter((group) => named.has(`language:${group.language}`) && named.has(`docusaurus_tag:${group.tag}`))
      .map(async (group) => {
        const head = await fetchJson<GroupHead>(group.head);
        if (head) heads[group.head] = head;
      }),
  );
  return {manifest, heads};
}

/** The worker started ahead (once), or a new one. Throws where a worker cannot start. */
export function takeSearchWorker(): Worker {
  const started = startedWorker;
  startedWorker = null;
  if (started && !started.failed) return started.worker;
  started?.worker.terminate();
  return createWorker();
}
