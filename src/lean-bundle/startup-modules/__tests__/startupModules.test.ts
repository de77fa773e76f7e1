import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import startupModulesPlugin, {
  NO_PRISM_MODULE,
  PRISM_LANGUAGES_MODULE,
  PROGRESS_BAR_MODULE,
  ROUTE_PROGRESS_MODULE,
} from '../index';

const requireHere = createRequire(import.meta.url);
const themeLib = path.dirname(requireHere.resolve('@docusaurus/theme-classic'));

class FakeReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

/** The client modules the installed theme lists, resolved as the bundler sees them. */
async function themeClientModules(): Promise<string[]> {
  const themeModule = (await import('@docusaurus/theme-classic')) as {default: (...args: never[]) => {getClientModules: () => string[]}};
  // The least of a site the theme reads to list its client modules.
  const context = {
    siteDir: process.cwd(),
    siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: ['bash']}}},
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
  } as never;
  const options = {customCss: []} as never;
  return themeModule.default(context, options).getClientModules().map((module) => path.resolve(themeLib, module));
}

describe('startupModulesPlugin', () => {
  it("matches each start-up client module as the installed theme lists it, with or without its extension", async () => {
    const modules = await themeClientModules();
    for (const pattern of [PRISM_LANGUAGES_MODULE, PROGRESS_BAR_MODULE]) {
      const matched = modules.filter((module) => pattern.test(module) || pattern.test(`${module}.js`));
      expect(matched, String(pattern)).toHaveLength(1);
      expect(pattern.test(`${matched[0]!.replace(/\.js$/, '')}.js`)).toBe(true);
    }
  });

  it('leaves the swizzlable registration function itself alone', () => {
    expect(PRISM_LANGUAGES_MODULE.test(path.join(themeLib, 'theme', 'prism-include-languages.js'))).toBe(false);
  });

  it('replaces both in both bundles', () => {
    const pluginsFor = (isServer: boolean) =>
      (
        startupModulesPlugin().configureWebpack?.({mode: 'production'}, isServer, {
          currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: FakeReplacementPlugin}},
        } as never, undefined) as unknown as {plugins: FakeReplacementPlugin[]}
      ).plugins;
    const expected = [
      new FakeReplacementPlugin(PRISM_LANGUAGES_MODULE, NO_PRISM_MODULE),
      new FakeReplacementPlugin(PROGRESS_BAR_MODULE, ROUTE_PROGRESS_MODULE),
    ];
    expect(pluginsFor(false)).toEqual(expected);
    expect(pluginsFor(true)).toEqual(expected);
  });
});
