import {SearchEngine} from '../searchEngine';
import {fetchShard} from './fetchShard';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * The search engine, off the main thread: fetching and loading a shard and
 * matching a query never hold up typing in the search box.
 */

type WorkerScope = {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

const scope = self as unknown as WorkerScope;
let engine: SearchEngine | null = null;

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  switch (request.kind) {
    case 'init':
      engine = new SearchEngine(request.manifest, request.origin);
      return {id: request.id, ok: true};
    case 'shard': {
      if (!engine) throw new Error('Search worker used before init');
      const file = await fetchShard(request.entry.url);
      engine.addShard(request.entry, file);
      return {id: request.id, ok: true};
    }
    case 'search': {
      if (!engine) throw new Error('Search worker used before init');
      const started = performance.now();
      const responses = engine.search(request.requests);
      return {id: request.id, ok: true, responses, engineMs: performance.now() - started};
    }
  }
}

scope.addEventListener('message', (event) => {
  // Shards load as they arrive, while other messages are handled: a search
  // is sent only once the shards it needs have loaded.
  handle(event.data).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) =>
      scope.postMessage({id: event.data.id, ok: false, message: error instanceof Error ? error.message : String(error)}),
  );
});
