import {describe, expect, it, vi} from 'vitest';
import {onWorkerWaiting} from '../waitingWorker';

/** Just enough of a ServiceWorker: a state and its statechange event. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new worker starts installing (an update check found a changed script). */
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function watch(registration: FakeRegistration, controlled: boolean) {
  const onWaiting = vi.fn();
  onWorkerWaiting(registration as unknown as ServiceWorkerRegistration, () => controlled, onWaiting);
  return onWaiting;
}

describe('onWorkerWaiting', () => {
  it('reports a worker that is already waiting when the page registers', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    expect(watch(registration, true)).toHaveBeenCalledWith(waiting);
  });

  it('reports the worker installing at registration once it has installed', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.installing = worker;
    const onWaiting = watch(registration, true);
    expect(onWaiting).not.toHaveBeenCalled();
    worker.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(worker);
  });

  it('reports each update found later, once per worker, and not before it has installed', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, true);
    const first = new FakeWorker();
    registration.find(first);
    expect(onWaiting).not.toHaveBeenCalled();
    first.moveTo('installed');
    const second = new FakeWorker();
    registration.find(second);
    second.moveTo('installed');
    expect(onWaiting.mock.calls).toEqual([[first], [second]]);
  });

  it('reports nothing for a worker that fails to install', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, true);
    const worker = new FakeWorker();
    registration.find(worker);
    worker.moveTo('redundant');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('reports nothing on a first install, when no older worker controls the page', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, false);
    const worker = new FakeWorker();
    registration.find(worker);
    worker.moveTo('installed');
    worker.moveTo('activating');
    worker.moveTo('activated');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
