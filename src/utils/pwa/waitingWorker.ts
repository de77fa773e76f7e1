/**
 * Calls `onWaiting` for each worker of `registration` that has installed and
 * waits because an older worker still controls the open pages: one already
 * waiting when this runs, one installing now, and any found later (by this
 * page's update checks or another tab's).
 *
 * A first install never waits (nothing controls the page yet, so the worker
 * activates straight away), hence the `isControlled` check: without it a
 * visitor's very first visit would be offered an update.
 */
export function onWorkerWaiting(
  registration: ServiceWorkerRegistration,
  isControlled: () => boolean,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  const watchInstalling = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isControlled()) {
        onWaiting(worker);
      }
    });
  };
  if (registration.waiting && isControlled()) {
    onWaiting(registration.waiting);
  }
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration.installing));
}
