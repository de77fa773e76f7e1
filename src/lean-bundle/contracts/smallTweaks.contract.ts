import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isVersionProp} from '../card-descriptions/descriptions';
import {compactGlobalData, expandGlobalData, type GlobalData} from '../browser-data/global-data/docsLists';
import {PRISM_LANGUAGES_MODULE, PROGRESS_BAR_MODULE} from '../startup-modules';
import {BAR_CLASS} from '../startup-modules/routeProgress';
import {SERVER_ONLY_KEYS, browserSiteConfig} from '../browser-data/site-config/strip';
import {STAGED_ENTRY} from '../staged-entry';
import {entryScriptFiles, frameworkFile, generatedDir, readBuilt, readGenerated, siteDir} from './build';

const mainScript = () => readBuilt(entryScriptFiles().at(-1)!);

describe('startup-modules', () => {
  const themeClientModules = () => [...readGenerated('client-modules.js').matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]!);

  it('the theme still registers the Prism languages from the client module the tweak empties', () => {
    expect(themeClientModules().filter((module) => PRISM_LANGUAGES_MODULE.test(module))).toHaveLength(1);
  });

  it('main.js carries no Prism grammar', () => {
    // Words of the bash grammar's variable list.
    expect(mainScript().includes('BASH_VERSINFO')).toBe(false);
  });

  it('the theme still registers its progress bar from the client module the tweak replaces', () => {
    expect(themeClientModules().filter((module) => PROGRESS_BAR_MODULE.test(module))).toHaveLength(1);
  });

  it('main.js carries our bar and not nprogress', () => {
    // The class nprogress puts on the html element while it runs.
    expect(mainScript().includes('nprogress-busy')).toBe(false);
    expect(mainScript().includes(BAR_CLASS)).toBe(true);
  });
});

describe('browser-data: site config', () => {
  it('the generated config module is `export default <JSON>;` with the lists the tweak leaves out', () => {
    const source = readGenerated('docusaurus.config.mjs');
    const config = JSON.parse(browserSiteConfig(source).slice('export default '.length, -2)) as Record<string, unknown>;
    for (const key of SERVER_ONLY_KEYS) {
      expect(source).toContain(`"${key}"`);
      expect(config).not.toHaveProperty(key);
    }
    expect(config).toHaveProperty('themeConfig');
  });

  it('the config main.js carries has no plugin list', () => {
    expect(mainScript().includes('registerServiceWorkerWhenIdle')).toBe(false);
  });
});

describe('card-descriptions', () => {
  const instances = fs.readdirSync(path.join(generatedDir, 'docusaurus-plugin-content-docs'));

  it("each docs instance's folder has a metadata file per doc with its source and permalink", () => {
    for (const instance of instances) {
      const folder = path.join(generatedDir, 'docusaurus-plugin-content-docs', instance);
      const docs = fs
        .readdirSync(folder)
        // `__plugin.json` is the instance's own data; every other file is a doc's.
        .filter((name) => name.endsWith('.json') && name !== '__plugin.json')
        .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as {source?: string; permalink?: string});
      expect(docs.length, instance).toBeGreaterThan(0);
      for (const doc of docs) {
        expect(doc.source, instance).toMatch(/^@site\//);
        expect(fs.existsSync(path.join(siteDir, doc.source!.slice('@site/'.length)))).toBe(true);
        expect(typeof doc.permalink).toBe('string');
      }
    }
  });

  it("in the browser, only the theme's doc card reads a version's docs (through useDocById)", () => {
    const readers = (folder: string): string[] =>
      fs.readdirSync(folder, {recursive: true, encoding: 'utf8'}).filter((file) => {
        if (!file.endsWith('.js')) return false;
        const code = fs.readFileSync(path.join(folder, file), 'utf8');
        return /\buseDocById\(/.test(code) && !/export function useDocById\(/.test(code);
      });
    const lib = (name: string) => path.join(siteDir, 'node_modules', '@docusaurus', name, 'lib');
    expect(readers(lib('theme-classic'))).toEqual([path.join('theme', 'DocCard', 'index.js')]);
    expect(readers(lib('plugin-content-docs'))).toEqual([]);
    expect(readers(lib('theme-common'))).toEqual([]);
    // ...and reads nothing of the doc but its description.
    const card = fs.readFileSync(path.join(lib('theme-classic'), 'theme', 'DocCard', 'index.js'), 'utf8');
    expect([...card.matchAll(/\bdoc\??\.(\w+)/g)].map((match) => match[1])).toEqual(['description']);
  });

  it('finds the version data among the route props: one per docs version', () => {
    const props = path.join(generatedDir, 'docusaurus-plugin-content-docs', 'default', 'p');
    const versions = fs.readdirSync(props).filter((name) => isVersionProp(JSON.parse(fs.readFileSync(path.join(props, name), 'utf8'))));
    const built = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
    expect(versions.length).toBeGreaterThanOrEqual(1);
    expect(versions.length).toBeLessThanOrEqual(built.length + 1);
  });
});

describe('browser-data: docs global data', () => {
  it('compacts the real global data and gives it back exactly', () => {
    const data = JSON.parse(readGenerated('globalData.json')) as GlobalData;
    const compact = compactGlobalData(data);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(data).length * 0.8);
    expect(expandGlobalData(structuredClone(compact))).toEqual(data);
  });
});

describe('staged-entry', () => {
  it("the framework's browser entry and the modules the stages import are where the staged entry names them", () => {
    const staged = fs.readFileSync(STAGED_ENTRY, 'utf8');
    const imported = [...staged.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '(@docusaurus\/core\/[^']+)'\)/g)].map((match) => match[1]!);
    expect(imported.length).toBe(3);
    for (const request of imported) expect(() => require.resolve(request, {paths: [siteDir]})).not.toThrow();
    // The framework's client config starts from clientEntry, which the staged entry ends with.
    expect(frameworkFile('@docusaurus/core/lib/webpack/client.js')).toContain('clientEntry');
  });
});

describe('tabs and mobile-menu', () => {
  it("the theme's internal API still exports the hooks the replaced components call", () => {
    // Read, not imported: the module needs the bundler's aliases to load.
    const internal = frameworkFile('@docusaurus/theme-common/internal');
    const exported = new Set([...internal.matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) => names!.split(',').map((name) => name.trim().split(/\s+as\s+/).at(-1)!)));
    for (const name of ['useTabs', 'sanitizeTabsChildren', 'useScrollPositionBlocker', 'useNavbarMobileSidebar']) {
      expect(exported.has(name), name).toBe(true);
    }
  });

  it('the theme still has the components the replacements wrap or stand in for', () => {
    const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json', {paths: [siteDir]}));
    for (const component of ['Tabs', 'Navbar/MobileSidebar', 'Navbar/MobileSidebar/Layout']) {
      expect(fs.existsSync(path.join(theme, 'lib', 'theme', component, 'index.js')), component).toBe(true);
    }
  });
});
