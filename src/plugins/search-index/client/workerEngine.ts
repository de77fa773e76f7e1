import type {FacetFilterInput} from '../facetFilters';
import {shardsForRequests} from '../searchApi';
import {SearchEngine} from '../searchEngine';
import {SHARD_FORMAT, type ShardManifest, type ShardManifestEntry} from '../types';
import {searchesInWorker} from './enginePlacement';
import {fetchIndexFile, fetchShard} from './fetchShard';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/** The same index: the shard files are named by their content. */
function sameIndex(a: ShardManifest, b: ShardManifest): boolean {
  return a.shards.length === b.shards.length && a.shards.every((entry, index) => entry.url === b.shards[index]!.url);
}

/**
 * The search worker's state: one engine and the shards loading into it.
 * Loading a shard twice is loading it once, so the client's own requests
 * join the loads a `prepare` started (see searchStart.ts): the worker starts
 * on the index the moment a visitor reaches for the search, while the main
 * thread is still busy fetching and mounting the modal.
 */
export class WorkerEngine {
  private engine: SearchEngine | null = null;
  private readonly loading = new Map<string, Promise<void>>();

  async handle(request: WorkerRequest): Promise<WorkerReply> {
    switch (request.kind) {
      case 'prepare':
        await this.prepare(request.manifestUrl, request.origin, request.facetFilters);
        return {id: request.id, ok: true};
      case 'init':
        this.useManifest(request.manifest, request.origin);
        return {id: request.id, ok: true};
      case 'shard':
        await this.loadShard(this.ready(), request.entry);
        return {id: request.id, ok: true};
      case 'search': {
        const engine = this.ready();
        const started = performance.now();
        const responses = engine.search(request.requests);
        return {id: request.id, ok: true, responses, engineMs: performance.now() - started};
      }
    }
  }

  private ready(): SearchEngine {
    if (!this.engine) throw new Error('Search worker used before init');
    return this.engine;
  }

  /** Keeps the engine (and its loaded shards) if it holds this index; starts a new one otherwise. */
  private useManifest(manifest: ShardManifest, origin: string): SearchEngine {
    if (!this.engine || !sameIndex(this.engine.manifest, manifest)) {
      this.engine = new SearchEngine(manifest, origin);
      this.loading.clear();
    }
    return this.engine;
  }

  /** Fetches the manifest and loads the shards a search with these filters needs. */
  private async prepare(manifestUrl: string, origin: string, facetFilters: FacetFilterInput): Promise<void> {
    const response = await fetchIndexFile(manifestUrl);
    const manifest = (await response.json()) as ShardManifest;
    if (manifest.format !== SHARD_FORMAT || !searchesInWorker(manifest)) return;
    // The client may have sent its own manifest meanwhile: its engine is the one to fill.
    const engine = this.useManifest(manifest, origin);
    await Promise.all(shardsForRequests(manifest, [{facetFilters}]).map((entry) => this.loadShard(engine, entry)));
  }

  private loadShard(engine: SearchEngine, entry: ShardManifestEntry): Promise<void> {
    const loading = this.loading.get(entry.url);
    if (loading) return loading;
    const started = fetchShard(entry.url).then((file) => engine.addShard(entry, file));
    // A failed shard is fetched again on the next request.
    started.catch(() => {
      if (this.loading.get(entry.url) === started) this.loading.delete(entry.url);
    });
    this.loading.set(entry.url, started);
    return started;
  }
}

/** A failure as the client reads it. */
export function failureReply(id: number, error: unknown): WorkerReply {
  return {id, ok: false, message: error instanceof Error ? error.message : String(error)};
}
