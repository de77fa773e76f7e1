import {collectStrings, compactRegistryEntries, registryObject, renameLeaves, shortChunkNames, type ChunkNameMap} from './compact';
import {
  allRoutes,
  parseRoutes,
  routeTableKey,
  SECTION_CHUNK_PREFIX,
  splitRouteSections,
  type RouteNode,
  type RouteSection,
} from './sections';

/**
 * The browser's route tables, from the three files the framework generates:
 * what stays in `main.js` and what each section module carries (sections.ts),
 * with the short chunk names of compact.ts. Every output comes from a plan of
 * the same two inputs (the loader plans once per build), so they always agree.
 */
export type RouteTablesPlan = {
  names: ChunkNameMap;
  main: RouteNode[];
  sections: RouteSection[];
  /** Chunk names (as generated) that only one section's routes use, with that section's id. */
  sectionOfChunk: Map<string, string>;
};

type ChunkNamesTable = Record<string, unknown>;

export function planRouteTables(routesSource: string, routesChunkNamesJson: string): RouteTablesPlan {
  const table = JSON.parse(routesChunkNamesJson) as ChunkNamesTable;
  const {main, sections} = splitRouteSections(parseRoutes(routesSource));
  const sectionKeys = new Map(
    sections.map((section) => [
      section.id,
      new Set([...allRoutes(section.routes)].map(routeTableKey).filter((key): key is string => key !== undefined && key in table)),
    ]),
  );
  const inSection = new Set([...sectionKeys.values()].flatMap((keys) => [...keys]));
  const usedByMain = collectStrings(
    Object.entries(table)
      .filter(([key]) => !inSection.has(key))
      .map(([, chunks]) => chunks),
    new Set(),
  );
  const users = new Map<string, Set<string>>();
  for (const [id, keys] of sectionKeys) {
    for (const name of collectStrings([...keys].map((key) => table[key]), new Set())) {
      users.set(name, (users.get(name) ?? new Set()).add(id));
    }
  }
  const sectionOfChunk = new Map(
    [...users].filter(([name, ids]) => ids.size === 1 && !usedByMain.has(name)).map(([name, ids]) => [name, [...ids][0]!]),
  );
  return {names: shortChunkNames(table), main, sections, sectionOfChunk};
}

/**
 * The framework's tables as generated, in the same shape: no sections, every
 * chunk under its own name. What the browser has when this tweak is off.
 */
export function plainRouteTables(routesSource: string): RouteTablesPlan {
  return {names: new Map(), main: parseRoutes(routesSource), sections: [], sectionOfChunk: new Map()};
}

/**
 * A route as the browser's table holds it: its component as the hash that
 * ComponentCreator takes with the route's own path (`null` for the catch-all,
 * which has none; both arguments where the path differs), and its chunk names
 * inline, which the client files under `<path>-<hash>` in the framework's
 * table. Written inline, each path appears once instead of three times.
 */
function browserRoute(node: RouteNode, table: ChunkNamesTable, names: ChunkNameMap): RouteNode {
  const {component, routes, ...rest} = node;
  const out: RouteNode = {...rest};
  if (node.section !== undefined) {
    out.chunks = {__comp: `${SECTION_CHUNK_PREFIX}${node.section}`};
  } else if (component) {
    const [componentPath, hash] = component;
    out.component = (componentPath === node.path ? (hash ?? null) : component) as never;
    const key = routeTableKey(node);
    if (key !== undefined && key in table) out.chunks = renameLeaves(table[key], names);
  }
  if (routes) out.routes = routes.map((child) => browserRoute(child, table, names));
  return out;
}

/** Route data as JavaScript, each placeholder's section as a dynamic import of its module. */
function routesSourceText(plan: RouteTablesPlan, routes: RouteNode[], table: ChunkNamesTable, routesModulePath: string): string {
  const marker = (id: string) => `\u0000section:${id}\u0000`;
  const data = routes.map((node) => browserRoute(node, table, plan.names));
  const json = JSON.stringify(data, (key, value: unknown) => (key === 'section' && typeof value === 'string' ? marker(value) : value));
  return json.replace(/"\\u0000section:([A-Za-z0-9.-]+)\\u0000"/g, (_match, id: string) => {
    const chunkName = JSON.stringify(`${SECTION_CHUNK_PREFIX}${id}`);
    return `() => import(/* webpackChunkName: ${chunkName} */ ${JSON.stringify(`${routesModulePath}?section=${id}`)})`;
  });
}

/** `routes.js` for the browser: the main routes, through the helper that creates components on first use. */
export function mainRoutesModule(plan: RouteTablesPlan, sources: {helperModule: string; routesModulePath: string; routesChunkNamesJson: string}): string {
  const table = JSON.parse(sources.routesChunkNamesJson) as ChunkNamesTable;
  return [
    `import routeTable from ${JSON.stringify(sources.helperModule)};`,
    `export default routeTable(${routesSourceText(plan, plan.main, table, sources.routesModulePath)});`,
    '',
  ].join('\n');
}

/**
 * `routesChunkNames.json` for the browser: empty. The routes carry their
 * chunk names, and the client files them here as it reads the routes, a
 * section's when it arrives; a section placeholder's names the section's
 * chunk, so the framework prefetches it when a link into the section comes
 * into view, as it does a route's chunks.
 */
export function mainRoutesChunkNames(): string {
  return '{}';
}

const registryEntriesByPlan = new WeakMap<RouteTablesPlan, {source: string; entries: Map<string, string>}>();

/** The compacted registry entries, worked out once per plan for the main registry and every section module. */
function registryEntries(plan: RouteTablesPlan, registrySource: string): Map<string, string> {
  const cached = registryEntriesByPlan.get(plan);
  if (cached?.source === registrySource) return cached.entries;
  const entries = compactRegistryEntries(registrySource, plan.names);
  registryEntriesByPlan.set(plan, {source: registrySource, entries});
  return entries;
}

/** `registry.js` for the browser: the loaders of chunks that are not a single section's own. */
export function mainRegistry(plan: RouteTablesPlan, registrySource: string): string {
  const entries = [...registryEntries(plan, registrySource)].filter(([name]) => !plan.sectionOfChunk.has(name));
  return `export default ${registryObject(entries.map(([, entry]) => entry))};\n`;
}

/** A section's module: its routes with their chunk names, and the loaders of its own chunks. */
export function sectionModule(
  plan: RouteTablesPlan,
  id: string,
  sources: {routesModulePath: string; routesChunkNamesJson: string; registrySource: string},
): string {
  const section = plan.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`lean-bundle route-tables: no route section "${id}" in this build.`);
  const table = JSON.parse(sources.routesChunkNamesJson) as ChunkNamesTable;
  const entries = [...registryEntries(plan, sources.registrySource)].filter(
    ([name]) => plan.sectionOfChunk.get(name) === id,
  );
  return [
    `export const routes = ${routesSourceText(plan, section.routes, table, sources.routesModulePath)};`,
    `export const registry = ${registryObject(entries.map(([, entry]) => entry))};`,
    '',
  ].join('\n');
}
