import type {FacetFilterInput} from '../facetFilters';
import {RetryError, type LocalSearchResponses, type SearchRequest} from '../searchApi';
import {SearchEngine} from '../searchEngine';
import type {GroupHead, IndexManifest} from '../types';
import {loadIndexJson} from './fetchIndexFile';

type FilesAhead = {manifest: IndexManifest | null; heads: Record<string, GroupHead>};
const NOTHING_AHEAD: FilesAhead = {manifest: null, heads: {}};

/**
 * The engine where it runs (in the worker, or on the main thread where no
 * worker can start): one engine per index manifest, created from the
 * manifest when a visitor first reaches for the search. A manifest that
 * failed to load is fetched again by the next call.
 */
export class EngineHost {
  private engine: Promise<SearchEngine> | null = null;
  /** What the page is fetching for this engine (searchStart.ts), until it arrives. */
  private manifestAhead: {promise: Promise<FilesAhead>; resolve: (files: FilesAhead) => void} | null = null;

  constructor(
    private readonly manifestUrl: string,
    private readonly origin: string,
  ) {}

  private ready(): Promise<SearchEngine> {
    if (!this.engine) {
      // Resolved by receiveManifest, which then forgets it.
      const ahead = this.manifestAhead;
      const loading = (async () => {
        const {manifest, heads} = ahead ? await ahead.promise : NOTHING_AHEAD;
        const load = (url: string): Promise<unknown> => (url in heads ? Promise.resolve(heads[url]) : loadIndexJson(url));
        return new SearchEngine(manifest ?? ((await loadIndexJson(this.manifestUrl)) as IndexManifest), this.origin, load);
      })();
      this.engine = loading;
      loading.catch(() => {
        if (this.engine === loading) this.engine = null;
      });
    }
    return this.engine;
  }

  /**
   * The page fetches the manifest and the heads of its groups while this
   * worker's script loads, and sends them (receiveManifest): the engine waits
   * for them instead of fetching them once the script runs, two round trips
   * later.
   */
  expectManifest(): void {
    if (this.engine || this.manifestAhead) return;
    let resolve: (files: FilesAhead) => void = () => undefined;
    const promise = new Promise<FilesAhead>((settle) => {
      resolve = settle;
    });
    this.manifestAhead = {promise, resolve};
  }

  /** What the page fetched: the engine fetches what is missing (a null manifest, a head not sent). */
  receiveManifest(manifest: IndexManifest | null, heads: Record<string, GroupHead>): void {
    this.manifestAhead?.resolve({manifest, heads});
    this.manifestAhead = null;
  }

  /** Fetches what every query with these filters needs: the manifest and the group heads. */
  async prepare(facetFilters: FacetFilterInput): Promise<void> {
    const engine = await this.ready();
    await engine.prepare([{facetFilters}]);
  }

  /**
   * The responses, and the time the engine spent working rather than waiting
   * for parts of the index. Stops, before fetching more, once `isWanted` says no.
   */
  async search(requests: SearchRequest[], isWanted?: () => boolean): Promise<{responses: LocalSearchResponses; engineMs: number}> {
    const engine = await this.ready();
    const {responses, computeMs} = await engine.searchTimed({requests}, isWanted);
    if (!responses.results) throw new RetryError('Search engine sent no results');
    return {responses, engineMs: computeMs};
  }
}
