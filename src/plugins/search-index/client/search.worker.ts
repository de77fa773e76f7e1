import {failureReply, WorkerEngine} from './workerEngine';
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
const engine = new WorkerEngine();

scope.addEventListener('message', (event) => {
  // Shards load as they arrive, while other messages are handled: a search
  // is sent only once the shards it needs have loaded.
  engine.handle(event.data).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) => scope.postMessage(failureReply(event.data.id, error)),
  );
});
