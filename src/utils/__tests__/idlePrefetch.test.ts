import {describe, expect, it, vi} from 'vitest';
import {createIdlePrefetch, SLICE_MS} from '../idlePrefetch';

/** A scheduler whose idle callbacks run when the test says, on a clock the test moves. */
function manualScheduler() {
  const pending: (() => void)[] = [];
  let time = 0;
  return {
    scheduler: {schedule: (work: () => void) => pending.push(work), now: () => time},
    advance: (ms: number) => {
      time += ms;
    },
    runNext: () => pending.shift()!(),
    get pending() {
      return pending.length;
    },
  };
}

describe('idle prefetch', () => {
  it('prefetches nothing while the caller runs, then each route in the next idle slice', async () => {
    const idle = manualScheduler();
    const prefetch = vi.fn((path: string) => `fetched ${path}`);
    const idlePrefetch = createIdlePrefetch(prefetch, idle.scheduler);

    const first = idlePrefetch('/docs/a/');
    const second = idlePrefetch('/docs/b/');
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle.pending).toBe(1);

    idle.runNext();
    expect(prefetch.mock.calls).toEqual([['/docs/a/'], ['/docs/b/']]);
    await expect(first).resolves.toBe('fetched /docs/a/');
    await expect(second).resolves.toBe('fetched /docs/b/');
    expect(idle.pending).toBe(0);
  });

  it(`stops a slice after ${SLICE_MS} ms and goes on in the next one`, () => {
    const idle = manualScheduler();
    // Each prefetch takes 3 ms on the test's clock.
    const prefetch = vi.fn((path: string) => {
      idle.advance(3);
      return path;
    });
    const idlePrefetch = createIdlePrefetch(prefetch, idle.scheduler);
    for (const path of ['/a/', '/b/', '/c/', '/d/', '/e/']) void idlePrefetch(path);

    idle.runNext();
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(idle.pending).toBe(1);
    idle.runNext();
    expect(prefetch).toHaveBeenCalledTimes(4);
    idle.runNext();
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
    expect(idle.pending).toBe(0);
  });

  it('runs at least one route per slice, however slow', () => {
    const idle = manualScheduler();
    const prefetch = vi.fn(() => idle.advance(50));
    const idlePrefetch = createIdlePrefetch(prefetch, idle.scheduler);
    void idlePrefetch('/a/');
    void idlePrefetch('/b/');
    idle.runNext();
    expect(prefetch).toHaveBeenCalledTimes(1);
    idle.runNext();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('rejects the promise of a route whose prefetch throws, and goes on with the others', async () => {
    const idle = manualScheduler();
    const prefetch = vi.fn((path: string) => {
      if (path === '/broken/') throw new Error('no such route');
      return true;
    });
    const idlePrefetch = createIdlePrefetch(prefetch, idle.scheduler);
    const broken = idlePrefetch('/broken/');
    const fine = idlePrefetch('/fine/');
    idle.runNext();
    await expect(broken).rejects.toThrow('no such route');
    await expect(fine).resolves.toBe(true);
  });

  it('schedules again when routes are asked for after the queue ran dry', () => {
    const idle = manualScheduler();
    const prefetch = vi.fn();
    const idlePrefetch = createIdlePrefetch(prefetch, idle.scheduler);
    void idlePrefetch('/a/');
    idle.runNext();
    expect(idle.pending).toBe(0);
    void idlePrefetch('/b/');
    expect(idle.pending).toBe(1);
    idle.runNext();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
