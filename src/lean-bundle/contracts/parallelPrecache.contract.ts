import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {frameworkFile, siteDir} from './build';

/**
 * The parallel-precache tweak (../parallel-precache) replaces the install of
 * workbox's PrecacheController in the framework's service worker; these are
 * the facts that reach it, read from the installed packages.
 */
describe('parallel-precache', () => {
  const PWA_SERVICE_WORKER = '@docusaurus/plugin-pwa/lib/sw.js';

  it("the framework's service worker installs through workbox's PrecacheController, and runs the custom module first", () => {
    const source = frameworkFile(PWA_SERVICE_WORKER);
    expect(source).toContain("import { PrecacheController } from 'workbox-precaching';");
    const customModule = source.indexOf('await runSWCustomCode(params);');
    const install = source.indexOf('event.waitUntil(controller.install(event));');
    expect(customModule).toBeGreaterThan(0);
    expect(install).toBeGreaterThan(customModule);
  });

  it('the framework and the tweak import the same copy of workbox-precaching, the one the tweak patches', () => {
    const pluginFolder = path.dirname(require.resolve(PWA_SERVICE_WORKER, {paths: [siteDir]}));
    const fromFramework = require.resolve('workbox-precaching', {paths: [pluginFolder]});
    const fromTweak = require.resolve('workbox-precaching', {paths: [path.join(siteDir, 'src/lean-bundle/parallel-precache')]});
    expect(fromTweak).toBe(fromFramework);
  });

  it("the controller's install reads its strategy through the prototype's getter for each entry, and has the public API the tweak uses", () => {
    const controller = frameworkFile('workbox-precaching/PrecacheController.js');
    for (const member of ['get strategy() {', 'getURLsToCacheKeys() {', 'getIntegrityForCacheKey(cacheKey) {', 'this.install = this.install.bind(this);']) {
      expect(controller, member).toContain(member);
    }
    const install = controller.slice(controller.indexOf('install(event) {'), controller.indexOf('activate(event) {'));
    expect(install).toContain('for (const [url, cacheKey] of this._urlsToCacheKeys) {');
    expect(install).toContain('await Promise.all(this.strategy.handleAll({');
    expect(install).toMatch(/params: \{ cacheKey \},\s+request,\s+event,/);
    // Fetched past the HTTP cache when the entry has a revision, as the tweak asks.
    expect(controller).toContain("entry.revision ? 'reload' : 'default'");
    expect(frameworkFile('workbox-precaching/utils/createCacheKey.js')).toContain('cacheKeyURL.searchParams.set(REVISION_SEARCH_PARAM, revision);');
  });

  it("a strategy's handleAll answers with the response and the end of its work, as the tweak's does", () => {
    const strategy = frameworkFile('workbox-strategies/Strategy.js');
    expect(strategy).toContain('handleAll(options) {');
    expect(strategy).toContain('return [responseDone, handlerDone];');
  });
});
