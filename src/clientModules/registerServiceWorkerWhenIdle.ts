import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {runWhenIdle} from '../utils/runWhenIdle';

/**
 * The service-worker registration (the PWA plugin's `swRegister` module),
 * started once the page has loaded and the main thread is idle.
 *
 * The plugin's own module registers as soon as `main.js` runs: it checks the
 * offline-mode strategies and adds the Workbox script while the page's own
 * code is still starting (about 25 ms of the task that runs `main.js`, at a
 * phone's CPU speed), and the new worker then downloads its precache while the
 * page still loads. Registration is a background job: it can wait for both.
 */
function registerServiceWorker(): void {
  // Importing the module registers the worker; a failed fetch (offline
  // before it was cached) leaves the page as it is.
  import(/* webpackChunkName: "sw-register" */ '../utils/pwa/registerServiceWorker').catch(() => undefined);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const registerWhenIdle = () => runWhenIdle(registerServiceWorker, 5000);
  if (document.readyState === 'complete') {
    registerWhenIdle();
  } else {
    window.addEventListener('load', registerWhenIdle, {once: true});
  }
}
