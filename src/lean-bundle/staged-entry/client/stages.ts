/** One group of modules to evaluate: an eager `import()` of its root. */
export type Stage = () => Promise<unknown>;

/**
 * Lets the browser handle what is waiting (input, rendering, other tasks)
 * before the next stage. `scheduler.yield()` resumes ahead of other queued
 * work where the browser has it; the message channel is the fallback because,
 * unlike a timeout, it is not throttled in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const {scheduler} = globalThis as {scheduler?: {yield?: () => Promise<void>}};
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** Runs the stages in order, each in a task of its own: the next starts after a yield. */
export async function runInStages(stages: readonly Stage[], yieldBetween: () => Promise<void> = yieldToBrowser): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await yieldBetween();
    await stage();
  }
}
