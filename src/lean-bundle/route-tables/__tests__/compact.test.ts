import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  base36Digest,
  compactRegistry,
  compactRoutesChunkNames,
  shortChunkNames,
  UnexpectedRegistryFormatError,
} from '../compact';
import routeTablesPlugin, {ROUTE_TABLE_FILES} from '../index';

// Shaped like the files @docusaurus/core 3.7.0 generates (codegenRoutes.ts).
const routesChunkNames = {
  '/blog/-340': {
    __comp: 'a6aa9e1f',
    __context: {plugin: '36994c47'},
    sidebar: '814f3328',
    items: [{content: '01a4fcc3'}, {content: 'ff83158c'}],
    __props: '16276fe8',
  },
  '/blog/welcome/-d2c': {__comp: 'ccc49370', __context: {plugin: '36994c47'}, content: '01a4fcc3'},
};

const entry = (name: string, modulePath: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

const allNames = ['01a4fcc3', '16276fe8', '36994c47', '814f3328', 'a6aa9e1f', 'ccc49370', 'ff83158c'];
const paths: Record<string, string> = {
  '01a4fcc3': '@site/blog/2021-03-09-welcome/index.mdx?truncated=true',
  '16276fe8': '@generated/docusaurus-plugin-content-blog/default/p/blog-bd9.json',
  '36994c47': '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
  '814f3328': '~blog/default/blog-post-list-prop-default.json',
  a6aa9e1f: '@theme/BlogListPage',
  ccc49370: '@theme/BlogPostPage',
  ff83158c: '@site/changelog/say \\"hi\\".mdx',
};
const registrySource = `export default {\n${allNames.map((name) => entry(name, paths[name])).join('\n')}};\n`;

/** Evaluates a compacted registry the way the bundle sees it: name -> [loader, module, weak id]. */
function registryEntries(source: string): Record<string, [string, unknown, string]> {
  const entries: Record<string, [string, unknown, string]> = {};
  for (const match of source.matchAll(/^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^\n]*?")\), (0|"[^\n]*?"), require\.resolveWeak\(("[^\n]*?")\)\],/gm)) {
    expect(match[2]).toBe(match[1]);
    entries[match[1]] = [JSON.parse(match[3]) as string, JSON.parse(match[4]) as unknown, JSON.parse(match[5]) as string];
  }
  return entries;
}

describe('shortChunkNames', () => {
  const hexNames = (count: number, seed: number) =>
    Array.from({length: count}, (_, i) => ((Math.imul(i + seed, 2654435761) >>> 0).toString(16).padStart(8, '0')));
  const tableOf = (chunkNames: string[]) => Object.fromEntries(chunkNames.map((name, i) => [`/p/${i}`, {__comp: name}]));

  it('spells a hash in base 36 from its least significant digit', () => {
    expect(base36Digest('00000024')).toBe('0100000');
    expect(base36Digest('ffffffff')).toBe('3z141z1');
  });

  it('names every chunk of the table, nested values included, by a prefix of its hash in base 36', () => {
    const names = shortChunkNames(routesChunkNames);
    expect([...names.keys()]).toEqual(allNames);
    for (const [name, short] of names) {
      expect(short.length).toBeGreaterThanOrEqual(3);
      expect(base36Digest(name).startsWith(short)).toBe(true);
    }
    expect(new Set(names.values()).size).toBe(allNames.length);
  });

  it('keeps names unique and short on a large site', () => {
    const names = shortChunkNames(tableOf(hexNames(1500, 7)));
    expect(new Set(names.values()).size).toBe(1500);
    const lengths = [...names.values()].map((name) => name.length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(5);
    expect(lengths.filter((length) => length === 3).length).toBeGreaterThan(1300);
  });

  it('renames almost nothing when a page is added, so chunk file names stay put', () => {
    const before = hexNames(800, 1);
    const after = [...before, ...hexNames(1, 5000)];
    const namesBefore = shortChunkNames(tableOf(before));
    const namesAfter = shortChunkNames(tableOf(after));
    const renamed = before.filter((name) => namesBefore.get(name) !== namesAfter.get(name));
    expect(renamed.length).toBeLessThanOrEqual(1);
    expect(shortChunkNames(tableOf(before))).toEqual(namesBefore);
  });

  it('gives names that are not hex hashes a short name too', () => {
    const names = shortChunkNames({'/a': {__comp: 'a6aa9e1f2', content: 'custom-chunk'}});
    expect(names.size).toBe(2);
    expect([...names.values()].every((short) => /^[0-9a-z]{3,7}$/.test(short))).toBe(true);
  });
});

describe('compactRoutesChunkNames', () => {
  it('keeps every route and the shape of its chunk names, with the short names', () => {
    const names = shortChunkNames(routesChunkNames);
    const compacted = JSON.parse(compactRoutesChunkNames(JSON.stringify(routesChunkNames, null, 2), names));
    expect(Object.keys(compacted)).toEqual(Object.keys(routesChunkNames));
    const short = (name: string) => names.get(name);
    expect(compacted['/blog/-340']).toEqual({
      __comp: short('a6aa9e1f'),
      __context: {plugin: short('36994c47')},
      sidebar: short('814f3328'),
      items: [{content: short('01a4fcc3')}, {content: short('ff83158c')}],
      __props: short('16276fe8'),
    });
  });
});

describe('compactRegistry', () => {
  const names = shortChunkNames(routesChunkNames);
  const compacted = compactRegistry(registrySource, names);

  it('names each chunk by its short name and keeps what it loads', () => {
    const entries = registryEntries(compacted);
    expect(Object.keys(entries).sort()).toEqual([...names.values()].sort());
    for (const [name, short] of names) {
      expect(entries[short]).toEqual([JSON.parse(`"${paths[name]}"`), 0, JSON.parse(`"${paths[name]}"`)]);
    }
  });

  it('resolves every chunk name of the compacted route table', () => {
    const table = JSON.parse(compactRoutesChunkNames(JSON.stringify(routesChunkNames), names)) as object;
    const used = new Set<string>();
    JSON.stringify(table, (_key, value: unknown) => (typeof value === 'string' && used.add(value), value));
    const entries = registryEntries(compacted);
    expect(used.size).toBe(allNames.length);
    for (const name of used) {
      expect(entries).toHaveProperty([name]);
    }
  });

  it('is a module whose default export is the object, one entry per line', () => {
    expect(compacted.startsWith('export default {\n')).toBe(true);
    expect(compacted.endsWith('\n};\n')).toBe(true);
    expect(compacted.split('\n').filter((line) => line.includes('webpackChunkName'))).toHaveLength(allNames.length);
  });

  it('refuses an entry of an unknown shape instead of guessing', () => {
    const changed = registrySource.replace('require.resolveWeak', 'require.resolve');
    expect(() => compactRegistry(changed, names)).toThrow(UnexpectedRegistryFormatError);
    expect(() => compactRegistry(registrySource.replace('export default {', 'const registry = {'), names)).toThrow(
      UnexpectedRegistryFormatError,
    );
  });
});

describe('routeTablesPlugin', () => {
  const {default: FrameworkChunkAssetPlugin} = createRequire(import.meta.url)('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {
    default: new () => {apply: () => void};
  };
  const configure = (mode: 'production' | 'development', isServer: boolean) =>
    routeTablesPlugin().configureWebpack?.({mode, plugins: [new FrameworkChunkAssetPlugin()]}, isServer, {} as never, undefined);

  it('applies to the three generated files of the production browser bundle only', () => {
    expect(JSON.stringify(configure('production', false))).toContain('loader.cjs');
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
    expect(ROUTE_TABLE_FILES.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(ROUTE_TABLE_FILES.test('C:\\site\\.docusaurus\\routesChunkNames.json')).toBe(true);
    expect(ROUTE_TABLE_FILES.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(ROUTE_TABLE_FILES.test('/site/src/routes.js')).toBe(false);
  });
});
