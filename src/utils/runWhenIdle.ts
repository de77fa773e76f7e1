/**
 * Runs `work` when the main thread is idle, or after `timeout` ms at the
 * latest: idle callbacks where the browser has them (Safari has not), else a
 * short timer.
 */
export function runWhenIdle(work: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), {timeout});
  } else {
    window.setTimeout(work, 50);
  }
}
