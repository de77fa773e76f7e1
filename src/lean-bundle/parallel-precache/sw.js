/**
 * The service worker's custom module when the `parallel-precache` tweak is on
 * (README.md beside this file): the site's own (src/sw.js), and workbox's
 * precache install filled several downloads at a time (fillPrecache.js).
 *
 * The framework's service worker has made its `PrecacheController` by the time
 * this module runs, and the controller binds its `install` to itself; what its
 * install reads through the prototype is the `strategy` getter, once per entry.
 * The getter, wrapped here, gives each controller's strategy a `handleAll`
 * that downloads ahead of the loop. `contracts/parallelPrecache.contract.ts`
 * checks what this relies on.
 */
import {PrecacheController} from 'workbox-precaching';
import siteServiceWorker from '../../sw.js';
import {aheadOfInstall} from './fillPrecache.js';

const strategyGetter = Object.getOwnPropertyDescriptor(PrecacheController.prototype, 'strategy')?.get;
const wrapped = new WeakSet();

if (strategyGetter) {
  Object.defineProperty(PrecacheController.prototype, 'strategy', {
    configurable: true,
    get() {
      const strategy = strategyGetter.call(this);
      if (!wrapped.has(strategy)) {
        wrapped.add(strategy);
        strategy.handleAll = aheadOfInstall(this, strategy.handleAll.bind(strategy));
      }
      return strategy;
    },
  });
}

export default siteServiceWorker;
