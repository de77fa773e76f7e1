/**
 * Route prefetching in short idle slices.
 *
 * A link asks the framework to prefetch its route when it scrolls into view.
 * Every link visible at load reports in the same intersection-observer task,
 * so the framework matched dozens of routes and added their `<link
 * rel="prefetch">` elements in one go: on the blog list, two tasks of 120 ms
 * each at a phone's CPU speed, right while the page became interactive. The
 * requests now wait in a queue that idle time works through a few
 * milliseconds at a time, and the caller gets a promise of the framework's
 * own result.
 */

export type Prefetch = (routePath: string) => unknown;

/** Longest run of prefetching in one task: well under the 50 ms of a long task on a slow phone. */
export const SLICE_MS = 4;

export type Scheduler = {
  /** Runs `work` when the main thread is idle. */
  schedule: (work: () => void) => void;
  now: () => number;
};

/** Wraps `prefetch` so calls queue up and run in slices of at most `SLICE_MS`, one route at a time. */
export function createIdlePrefetch(prefetch: Prefetch, {schedule, now}: Scheduler): (routePath: string) => Promise<unknown> {
  const queue: {routePath: string; settle: (result: unknown) => void; fail: (error: unknown) => void}[] = [];
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    const start = now();
    // At least one route per slice, so a slow call cannot starve the queue.
    do {
      const next = queue.shift()!;
      try {
        next.settle(prefetch(next.routePath));
      } catch (error) {
        next.fail(error);
      }
    } while (queue.length > 0 && now() - start < SLICE_MS);
    if (queue.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  return (routePath) =>
    new Promise((settle, fail) => {
      queue.push({routePath, settle, fail});
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
    });
}
