import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';
import {compactRegistry} from '../compact';
import {countRoutes, parseRoutes, splitRouteSections, UnexpectedRoutesFormatError, type RouteNode} from '../sections';
import {planRouteTables} from '../tables';
import {
  allNodes,
  byPath,
  DOCS,
  hash,
  keyOf,
  pages,
  POSTS,
  posts,
  registrySource,
  routesChunkNames,
  routesSource,
  tree,
} from './__fixtures__/siteRoutes';

describe('parseRoutes', () => {
  it('reads every route with its component arguments, nested ones included', () => {
    expect(tree.map((node) => node.path)).toEqual(['/about/', '/blog/', ...posts.map((_, n) => `/blog/post-${n}/`), '/docs/', '/', '*']);
    expect(tree.at(-1)).toEqual({path: '*', component: ['*']});
    expect(countRoutes(tree)).toBe(3 + POSTS + 1 + 2 * (2 + DOCS) + 1);
  });

  it('refuses a file of another shape instead of guessing', () => {
    expect(() => parseRoutes(routesSource.replace('export default [', 'const routes = ['))).toThrow(UnexpectedRoutesFormatError);
    expect(() => parseRoutes(routesSource.replace("import React from 'react';", 'window.x = 1;'))).toThrow(UnexpectedRoutesFormatError);
    expect(() => parseRoutes(routesSource.replace("ComponentCreator('/about/',", 'ComponentCreator(1,'))).toThrow(UnexpectedRoutesFormatError);
    expect(() => parseRoutes(routesSource.replace("path: '/about/',", ''))).toThrow(UnexpectedRoutesFormatError);
  });
});

describe('splitRouteSections', () => {
  const {main, sections} = splitRouteSections(tree);

  it('gathers a segment of many top-level routes under a group, and the big children of the docs root', () => {
    expect(main.map((node) => node.path)).toEqual(['/about/', '/blog', '/docs/', '/', '*']);
    expect(main[1]).toEqual({path: '/blog', group: true, routes: [{path: '/blog', section: 'blog'}]});
    expect(main[2]!.routes!.map((version) => version.routes)).toEqual([[{path: '/docs/1.0/', section: 'docs-1.0'}], [{path: '/docs/', section: 'docs'}]]);
    expect(sections.map((section) => [section.id, section.path])).toEqual([
      ['blog', '/blog'],
      ['docs-1.0', '/docs/1.0/'],
      ['docs', '/docs/'],
    ]);
  });

  it('moves every route exactly once, and ends a group with the catch-all', () => {
    const blog = sections[0]!.routes;
    expect(blog.at(-1)).toEqual({path: '*', component: ['*']});
    const moved = [...main, ...sections.flatMap((section) => section.routes)];
    const real = allNodes(moved).filter((node) => !node.group && !node.section);
    // The group's copy of the catch-all is the only route that appears twice.
    expect(real.length).toBe(countRoutes(tree) + 1);
    expect(new Set(real.filter((node) => node.path !== '*').map(keyOf)).size).toBe(pages.length);
  });

  it('leaves a small site as it is', () => {
    expect(splitRouteSections(tree, 1000)).toEqual({main: tree, sections: []});
  });

  it('refuses to group a segment that another route also matches', () => {
    const rival: RouteNode = {path: '/', component: ['/', 'abc']};
    expect(() => splitRouteSections([rival, ...tree])).toThrow(/route \/ also matches under \/blog/);
  });
});

describe('planRouteTables and the loader', () => {
  const loader = createRequire(import.meta.url)('../loader.cjs') as (this: object, source: string) => string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), routesSource);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
  fs.writeFileSync(path.join(dir, 'registry.js'), registrySource);
  afterAll(() => fs.rmSync(dir, {recursive: true}));
  const dependencies = new Set<string>();
  const run = (file: string, query = '') =>
    loader.call(
      {resourcePath: path.join(dir, file), resourceQuery: query, addDependency: (dep: string) => dependencies.add(dep)},
      fs.readFileSync(path.join(dir, file), 'utf8'),
    );
  /** Evaluates a generated module with stand-ins for what the bundler provides: its exports. */
  const evaluate = (source: string): Record<string, unknown> => {
    const exports: Record<string, unknown> = {};
    const body = source
      .replace(/^import routeTable from "[^"]+";$/m, '')
      .replace(/^export default /m, 'exports.default = ')
      .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
    new Function('exports', 'routeTable', 'require', body)(exports, (routes: unknown) => routes, {resolveWeak: (id: string) => id});
    return exports;
  };
  const plan = planRouteTables(routesSource, JSON.stringify(routesChunkNames));
  const mainRoutes = run('routes.js');
  const mainRegistry = evaluate(run('registry.js')).default as Record<string, unknown[]>;
  const sectionModules = Object.fromEntries(plan.sections.map((section) => [section.id, evaluate(run('routes.js', `?section=${section.id}`))]));
  type BrowserRoute = {path: string; component?: unknown; chunks?: Record<string, unknown>; routes?: BrowserRoute[]; section?: unknown};
  /** The chunk-name table the client builds from a list of browser routes. */
  const tableOf = (routes: BrowserRoute[]): Record<string, unknown> =>
    Object.fromEntries(
      routes.flatMap((node) => [
        ...(node.chunks ? [[`${node.path}-${node.section ? 'section' : node.component}`, node.chunks]] : []),
        ...Object.entries(tableOf(node.routes ?? [])),
      ]),
    );
  const mainTable = tableOf(evaluate(mainRoutes).default as BrowserRoute[]);
  const sectionTables = Object.values(sectionModules).map((module) => tableOf(module.routes as BrowserRoute[]));

  it('gives a chunk used by one section only to that section, and keeps shared ones in main.js', () => {
    expect(plan.sectionOfChunk.get('blogcomp')).toBe('blog');
    expect(plan.sectionOfChunk.has('doccomp0')).toBe(false);
    expect(plan.sectionOfChunk.has('pagecomp')).toBe(false);
    const postContent = routesChunkNames[keyOf(byPath('/blog/post-1/')[0]!)]!.content as string;
    expect(plan.sectionOfChunk.get(postContent)).toBe('blog');
    const oldDoc = routesChunkNames[keyOf(byPath('/docs/1.0/page-3/')[0]!)]!.content as string;
    expect(plan.sectionOfChunk.get(oldDoc)).toBe('docs-1.0');
  });

  it('has the routes carry their chunk names: the browser table is empty until the routes fill it', () => {
    expect(run('routesChunkNames.json')).toBe('{}');
    const about = routesChunkNames[keyOf(byPath('/about/')[0]!)]!;
    expect(evaluate(mainRoutes).default).toContainEqual({
      path: '/about/',
      exact: true,
      component: hash('/about/'),
      chunks: {__comp: plan.names.get('pagecomp'), content: plan.names.get(about.content as string)},
    });
    expect(evaluate(mainRoutes).default).toContainEqual({path: '*', component: null});
  });

  it('splits the chunk-name table and the registry without losing or repeating an entry', () => {
    const routeKeys = [...Object.keys(mainTable), ...sectionTables.flatMap(Object.keys)].filter((key) => !key.endsWith('-section'));
    expect(routeKeys.sort()).toEqual(Object.keys(routesChunkNames).sort());
    const registryNames = [...Object.keys(mainRegistry), ...Object.values(sectionModules).flatMap((module) => Object.keys(module.registry as object))];
    const whole = evaluate(compactRegistry(registrySource, plan.names)).default as object;
    expect(registryNames.sort()).toEqual(Object.keys(whole).sort());
    // Every chunk a table names is in the registry loaded with it or in main.js's.
    const loadedTogether = [{table: mainTable, registry: {}}, ...Object.values(sectionModules).map((module, n) => ({table: sectionTables[n]!, registry: module.registry as object}))];
    for (const {table, registry} of loadedTogether) {
      const names = JSON.stringify(table).match(/"[0-9a-z]{3,4}"/g) ?? [];
      expect(names.length).toBeGreaterThan(0);
      for (const name of names.map((quoted) => JSON.parse(quoted) as string)) {
        expect(name in mainRegistry || name in registry).toBe(true);
      }
    }
    // And each route keeps exactly the chunks the framework's table gave it, under the same key.
    const rebuilt = Object.assign({}, ...sectionTables, mainTable) as Record<string, unknown>;
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      expect(JSON.stringify(rebuilt[key])).toBe(JSON.stringify(chunks).replace(/"([0-9a-z]{8})"/g, (_m, name: string) => JSON.stringify(plan.names.get(name))));
    }
  });

  it('lets the framework prefetch a section like a route: by a chunk-name entry at its path', () => {
    expect(mainTable['/blog-section']).toEqual({__comp: 'routes-blog'});
    expect(mainTable['/docs/1.0/-section']).toEqual({__comp: 'routes-docs-1.0'});
    expect(mainRoutes).toContain(`"section":() => import(/* webpackChunkName: "routes-blog" */ ${JSON.stringify(`${path.join(dir, 'routes.js')}?section=blog`)})`);
    expect(dependencies).toEqual(new Set(['routesChunkNames.json', 'routes.js', 'registry.js'].map((file) => path.join(dir, file))));
  });

  it('writes main routes through a helper that exists, and each section module with its routes', () => {
    const helper = /^import routeTable from ("[^"]+");$/m.exec(mainRoutes)?.[1];
    expect(fs.existsSync(JSON.parse(helper!) as string)).toBe(true);
    const routes = evaluate(mainRoutes).default as RouteNode[];
    expect(routes.map((node) => node.path)).toEqual(['/about/', '/blog', '/docs/', '/', '*']);
    expect(typeof routes[1]!.routes![0]!.section).toBe('function');
    expect((sectionModules.docs!.routes as RouteNode[])[0]!.routes!.map((node) => node.path)).toEqual(
      Array.from({length: DOCS}, (_, n) => `/docs/page-${n}/`),
    );
    expect(() => run('routes.js', '?section=nope')).toThrow(/no route section "nope"/);
  });
});
