import {SearchEngine} from '../searchEngine';
import type {ShardFile} from '../types';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * The search engine, off the main thread: loading a shard and matching a
 * query never hold up typing in the search box.
 */

type WorkerScope = {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

const scope = self as unknown as WorkerScope;
const decoder = new TextDecoder();
let engine: SearchEngine | null = null;

function handle(request: WorkerRequest): WorkerReply {
  switch (request.kind) {
    case 'init':
      engine = new SearchEngine(request.manifest, request.origin);
      return {id: request.id, ok: true};
    case 'shard':
      if (!engine) throw new Error('Search worker used before init');
      engine.addShard(request.entry, JSON.parse(decoder.decode(request.data)) as ShardFile);
      return {id: request.id, ok: true};
    case 'search': {
      if (!engine) throw new Error('Search worker used before init');
      const started = performance.now();
      const responses = engine.search(request.requests);
      return {id: request.id, ok: true, responses, engineMs: performance.now() - started};
    }
  }
}

scope.addEventListener('message', (event) => {
  try {
    scope.postMessage(handle(event.data));
  } catch (error) {
    scope.postMessage({id: event.data.id, ok: false, message: error instanceof Error ? error.message : String(error)});
  }
});
