import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {createIdlePrefetch} from '../utils/idlePrefetch';
import {runWhenIdle} from '../utils/runWhenIdle';

// Route prefetching in short idle slices: see `src/utils/idlePrefetch.ts` for why.

/**
 * The framework puts its (frozen) helpers on `window.docusaurus` as its entry
 * module runs, after the client modules, and links read them there when they
 * call. The first route update comes with the first render, before any link
 * can have reported itself visible.
 */
function install(): void {
  // Typed as always there; checked in case a framework upgrade moves it.
  const framework = window.docusaurus as Window['docusaurus'] | undefined;
  if (typeof framework?.prefetch !== 'function') {
    return;
  }
  const prefetch = createIdlePrefetch(framework.prefetch, {
    schedule: (work) => runWhenIdle(work, 2000),
    now: () => performance.now(),
  });
  // The promise settles later than the framework's (links ignore it either way).
  window.docusaurus = Object.freeze({...framework, prefetch: prefetch as Window['docusaurus']['prefetch']});
}

let installed = false;

const idlePrefetch: ClientModule = {
  onRouteDidUpdate() {
    if (!installed && ExecutionEnvironment.canUseDOM) {
      installed = true;
      install();
    }
  },
};

export const {onRouteDidUpdate} = idlePrefetch;
