import {EngineHost} from './engineHost';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * The search worker's state: an engine per index manifest. Messages are
 * handled as they come: a search waiting for parts of the index does not
 * hold up a newer one, and parts a newer search also needs are fetched once.
 */
export class WorkerEngine {
  private readonly hosts = new Map<string, EngineHost>();
  /** The newest search of each caller: an older one still loading stops there. */
  private readonly newest = new Map<string, number>();

  async handle(request: WorkerRequest): Promise<WorkerReply> {
    const host = this.host(request.manifestUrl, request.origin);
    switch (request.kind) {
      case 'prepare':
        if (request.manifestFollows) host.expectManifest();
        await host.prepare(request.facetFilters);
        return {id: request.id, ok: true};
      case 'manifest':
        host.receiveManifest(request.manifest, request.heads);
        return {id: request.id, ok: true};
      case 'search': {
        this.newest.set(request.channel, request.id);
        const {responses, engineMs} = await host.search(request.requests, () => this.newest.get(request.channel) === request.id);
        return {id: request.id, ok: true, responses, engineMs};
      }
    }
  }

  private host(manifestUrl: string, origin: string): EngineHost {
    let host = this.hosts.get(manifestUrl);
    if (!host) {
      host = new EngineHost(manifestUrl, origin);
      this.hosts.set(manifestUrl, host);
    }
    return host;
  }
}

/** A failure as the client reads it. */
export function failureReply(id: number, error: unknown): WorkerReply {
  return {id, ok: false, message: error instanceof Error ? error.message : String(error)};
}
