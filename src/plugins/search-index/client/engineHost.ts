import type {FacetFilterInput} from '../facetFilters';
import {RetryError, type LocalSearchResponses, type SearchRequest} from '../searchApi';
import {SearchEngine} from '../searchEngine';
import type {IndexManifest} from '../types';
import {loadIndexJson} from './fetchIndexFile';

/**
 * The engine where it runs (in the worker, or on the main thread where no
 * worker can start): one engine per index manifest, created from the
 * manifest when a visitor first reaches for the search. A manifest that
 * failed to load is fetched again by the next call.
 */
export class EngineHost {
  private engine: Promise<SearchEngine> | null = null;

  constructor(
    private readonly manifestUrl: string,
    private readonly origin: string,
  ) {}

  private ready(): Promise<SearchEngine> {
    if (!this.engine) {
      const loading = (async () => new SearchEngine((await loadIndexJson(this.manifestUrl)) as IndexManifest, this.origin, loadIndexJson))();
      this.engine = loading;
      loading.catch(() => {
        if (this.engine === loading) this.engine = null;
      });
    }
    return this.engine;
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
