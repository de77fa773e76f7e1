import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {leanBundle, UnknownTweakError} from '../index';
import {TWEAKS} from '../tweaks';

const siteDir = path.resolve(__dirname, '../../..');

/** The plugins a mode gives, by name, as the framework creates them. */
const pluginNames = (options: Parameters<typeof leanBundle>[0]) =>
  leanBundle(options).plugins.map((plugin) => (plugin as () => {name: string})().name);

describe('leanBundle', () => {
  it('gives every tweak, and the page-assets rewrite, when on', () => {
    const lean = leanBundle({mode: 'on', siteDir});
    expect(lean.tweaks.map(({name}) => name)).toEqual(TWEAKS.map(({name}) => name));
    expect(pluginNames({mode: 'on', siteDir})).toContain('lean-bundle-route-tables');
    expect(lean.pageRewrites).toHaveLength(1);
  });

  it('gives nothing but its report when off: the framework builds on its own output', () => {
    const lean = leanBundle({mode: 'off', siteDir});
    expect(lean.tweaks).toEqual([]);
    expect(pluginNames({mode: 'off', siteDir})).toEqual(['lean-bundle']);
    expect(lean.pageRewrites).toEqual([]);
  });

  it('leaves out the tweaks named, for the benchmark', () => {
    const names = pluginNames({mode: 'on', without: ['page-assets', 'tabs'], siteDir});
    expect(names).not.toContain('lean-bundle-page-assets');
    expect(names).not.toContain('lean-bundle-tabs');
    expect(leanBundle({mode: 'on', without: ['page-assets'], siteDir}).pageRewrites).toEqual([]);
  });

  it('refuses a name that is no tweak', () => {
    expect(() => leanBundle({mode: 'on', without: ['route-table'], siteDir})).toThrow(UnknownTweakError);
  });

  it('gives each theme tweak a folder of components that exists', () => {
    for (const plugin of leanBundle({mode: 'on', siteDir}).plugins) {
      const instance = (plugin as () => {name: string; getThemePath?: () => string})();
      const themePath = instance.getThemePath?.();
      if (themePath) expect(fs.readdirSync(themePath).length, instance.name).toBeGreaterThan(0);
    }
  });
});
