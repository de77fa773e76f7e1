import {describe, expect, it} from 'vitest';
import {readGenerated, siteDir} from './build';

/**
 * The framework names a route module's chunk after a hash of the specifier a
 * plugin gives it, and the bundle's short chunk ids and the runtime's chunk
 * map (on every page) follow from those names. A module named by its absolute
 * path made two clones of one commit, built in different folders, ship
 * different chunk ids and a heavier or lighter runtime: the page-weight budget
 * passed here and failed in CI. Plugins name generated files `@generated/…`
 * (src/utils/generatedModulePath.ts).
 */
describe('chunk names', () => {
  it('come from no route module named by a path of the checkout', () => {
    const specifiers = [...readGenerated('registry.js').matchAll(/import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g)].map(
      ([, specifier]) => specifier!,
    );
    expect(specifiers.length).toBeGreaterThan(500);
    expect(specifiers.filter((specifier) => specifier.startsWith(siteDir))).toEqual([]);
    expect(specifiers).toContain('@generated/feature-requests/default/feature-requests.json');
  });
});
