/**
 * The order of the work that must happen after the build, whatever order the
 * framework runs the plugins' postBuild hooks in.
 *
 * Some postBuild hooks depend on others: the service worker's precache list
 * must be taken once every page is in its final form and the search index is
 * written. The framework runs the hooks side by side (3.7 starts them all at
 * once); nothing promises it always will. Waiting inside a hook for another
 * hook would hang for good if they ever ran one after the other with the
 * waiting one first.
 *
 * So each plugin that takes part names its step when it is set up, and in its
 * postBuild hands the step's work over. A step's work runs as soon as every
 * step it comes after is done, in whichever hook makes that true: its own, if
 * the earlier steps are done by then, or else the hook that finishes the last
 * of them. A hook awaits every work it starts, so the build waits for them
 * too. Steps whose plugin is not in the build are not waited for.
 */

export type PostBuildStep = 'redirect-pages' | 'pages' | 'headers' | 'search-index' | 'markdown-twins' | 'precache' | 'precompress';

/** What each step must come after. */
export const STEP_DEPENDENCIES: Readonly<Record<PostBuildStep, readonly PostBuildStep[]>> = {
  // Redirect pages are written by the framework's plugin, then rewritten with the other pages.
  'redirect-pages': [],
  pages: ['redirect-pages'],
  // The Content-Security-Policy hashes the inline scripts of the pages as rewritten.
  headers: ['pages'],
  'search-index': [],
  // Pages are rewritten by rename (pagePass.ts): the twins read either version, same content.
  'markdown-twins': [],
  // The precache list reads every file's final content.
  precache: ['redirect-pages', 'pages', 'headers', 'search-index', 'markdown-twins'],
  // Compressed copies of every file in its final form; after the precache list, which must not list them.
  precompress: ['redirect-pages', 'pages', 'headers', 'search-index', 'markdown-twins', 'precache'],
};

type Work = () => Promise<void>;

type StepState =
  | {state: 'expected'}
  | {state: 'arrived'; work: Work}
  | {state: 'running'}
  | {state: 'done'}
  | {state: 'failed'; error: unknown};

export type PostBuildSequence = {
  /** Called as a plugin is set up for a build: the step's dependants will wait for it. */
  expect(step: PostBuildStep): void;
  /**
   * Called in the plugin's postBuild with the step's work (none when the hook
   * did its work itself): runs every step that can run now, and resolves when
   * they are done. Rejects if one of them fails.
   */
  arrive(step: PostBuildStep, work?: Work): Promise<void>;
  /** The step's plugin failed: no step that comes after it will run. */
  fail(step: PostBuildStep, error: unknown): void;
};

export class PostBuildStepError extends Error {}

export function createPostBuildSequence(dependencies = STEP_DEPENDENCIES): PostBuildSequence {
  let steps = new Map<PostBuildStep, StepState>();
  let started = false;

  const isDone = (step: PostBuildStep) => {
    const state = steps.get(step);
    // A step no plugin expected is not part of this build.
    return state === undefined || state.state === 'done';
  };

  /** Runs every arrived step whose dependencies are done; resolves once all it started are done. */
  async function runReady(): Promise<void> {
    const running: Promise<void>[] = [];
    for (const [step, state] of steps) {
      if (state.state !== 'arrived' || !dependencies[step].every(isDone)) continue;
      steps.set(step, {state: 'running'});
      running.push(
        state.work().then(
          () => {
            steps.set(step, {state: 'done'});
            // Finishing this step may let others run.
            return runReady();
          },
          (error: unknown) => {
            steps.set(step, {state: 'failed', error});
            throw error;
          },
        ),
      );
    }
    await Promise.all(running);
  }

  return {
    expect(step) {
      // A new build in the same process (one per locale) starts a new round.
      if (started) {
        steps = new Map();
        started = false;
      }
      steps.set(step, {state: 'expected'});
    },
    arrive(step, work = async () => undefined) {
      const state = steps.get(step);
      if (state?.state !== 'expected') {
        return Promise.reject(new PostBuildStepError(`post-build step "${step}" arrived ${state ? 'twice' : 'without being expected'}.`));
      }
      started = true;
      steps.set(step, {state: 'arrived', work});
      return runReady();
    },
    fail(step, error) {
      started = true;
      steps.set(step, {state: 'failed', error});
    },
  };
}

/**
 * The one sequence of this process's build, shared by the plugins that take
 * part. Kept on the global object: the framework loads a plugin given by path
 * with a module loader of its own, so this module can be evaluated more than
 * once in a build, and each copy would otherwise have a sequence of its own.
 */
const SHARED = Symbol.for('docusaurus-site:post-build-sequence');
export const postBuildSequence: PostBuildSequence = ((globalThis as {[SHARED]?: PostBuildSequence})[SHARED] ??=
  createPostBuildSequence());
