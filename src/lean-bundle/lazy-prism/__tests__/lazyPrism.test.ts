import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import lazyPrismPlugin, {EMPTY_MODULE, STARTUP_MODULE} from '../index';

const requireHere = createRequire(import.meta.url);
const themeLib = path.dirname(requireHere.resolve('@docusaurus/theme-classic'));

class FakeReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

describe('lazyPrismPlugin', () => {
  it("matches the theme's start-up client module as the installed theme lists it", async () => {
    const themeModule = (await import('@docusaurus/theme-classic')) as {default: (...args: never[]) => {getClientModules: () => string[]}};
    // The least of a site the theme reads to list its client modules.
    const context = {
      siteDir: process.cwd(),
      siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: ['bash']}}},
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    } as never;
    const options = {customCss: []} as never;
    const clientModules = themeModule.default(context, options).getClientModules();
    const startup = clientModules.filter((module) => module.includes('prism-include-languages'));
    expect(startup).toHaveLength(1);
    expect(STARTUP_MODULE.test(path.resolve(themeLib, startup[0]!))).toBe(true);
    expect(STARTUP_MODULE.test(path.resolve(themeLib, `${startup[0]!}.js`))).toBe(true);
  });

  it('leaves the swizzlable registration function itself alone', () => {
    expect(STARTUP_MODULE.test(path.join(themeLib, 'theme', 'prism-include-languages.js'))).toBe(false);
  });

  it('replaces it with an empty module in both bundles', () => {
    const pluginsFor = (isServer: boolean) =>
      (
        lazyPrismPlugin().configureWebpack?.({mode: 'production'}, isServer, {
          currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: FakeReplacementPlugin}},
        } as never, undefined) as unknown as {plugins: FakeReplacementPlugin[]}
      ).plugins;
    expect(pluginsFor(false)).toEqual([new FakeReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE)]);
    expect(pluginsFor(true)).toEqual([new FakeReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE)]);
  });
});
