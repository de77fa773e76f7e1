import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import lazyPrismPlugin, {BROWSER_HIGHLIGHTER, EMPTY_MODULE, SERVER_HIGHLIGHTER, STARTUP_MODULE} from '../index';

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

  it('replaces it with an empty module in both bundles, and the on-demand highlighter with its server copy on the server', () => {
    const pluginsFor = (isServer: boolean) =>
      (
        lazyPrismPlugin().configureWebpack?.({mode: 'production'}, isServer, {
          currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: FakeReplacementPlugin}},
        } as never, undefined) as unknown as {plugins: FakeReplacementPlugin[]}
      ).plugins;
    expect(pluginsFor(false)).toEqual([new FakeReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE)]);
    expect(pluginsFor(true)).toEqual([
      new FakeReplacementPlugin(STARTUP_MODULE, EMPTY_MODULE),
      new FakeReplacementPlugin(BROWSER_HIGHLIGHTER, SERVER_HIGHLIGHTER),
    ]);
  });

  it('points at the highlighter module and its server copy as they are in the repository', () => {
    const siteSource = path.resolve(__dirname, '../../..');
    const browserCopy = path.join(siteSource, 'utils', 'codeHighlighter', 'index.ts');
    expect(BROWSER_HIGHLIGHTER.test(browserCopy)).toBe(true);
    expect(BROWSER_HIGHLIGHTER.test(SERVER_HIGHLIGHTER)).toBe(false);
    expect(fs.existsSync(browserCopy)).toBe(true);
    expect(fs.existsSync(SERVER_HIGHLIGHTER)).toBe(true);
    // Both copies offer the same names.
    const exported = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]).sort();
    expect(exported(SERVER_HIGHLIGHTER)).toEqual(exported(browserCopy));
    expect(exported(browserCopy)).toEqual(['highlighter', 'liveCodeBlock']);
  });

  it('lists the client module that fetches the highlighter on client-side navigation', () => {
    const modules = lazyPrismPlugin().getClientModules?.() ?? [];
    expect(modules).toHaveLength(1);
    expect(fs.existsSync(modules[0]!)).toBe(true);
  });
});
