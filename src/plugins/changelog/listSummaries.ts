import type {Module, PluginContentLoadedActions, RouteConfig, RouteModules} from '@docusaurus/types';
import {generatedModulePath} from '../../utils/generatedModulePath';

/** A route module given by path, with the query its loader reads (the blog's list items use `?truncated=true`). */
type ModuleImport = Exclude<Module, string>;

const isModuleImport = (value: unknown): value is ModuleImport =>
  typeof value === 'object' && value !== null && (value as ModuleImport).__import === true && typeof (value as ModuleImport).path === 'string';

/** The import specifier of a route module, as the framework writes it into its registry. */
export function moduleSpecifier(module: ModuleImport | string): string {
  if (typeof module === 'string') {
    return module;
  }
  const query = Object.entries(module.query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${module.path}?${query}` : module.path;
}

/**
 * The summaries a list route shows, in order, when its `items` module is what
 * the blog plugin writes for a list page (one `{content}` module per post), else null.
 */
export function listItemModules(route: RouteConfig): (ModuleImport | string)[] | null {
  const items = route.modules?.items;
  if (!Array.isArray(items) || items.length < 2) {
    return null;
  }
  const contents = items.map((item: RouteModules) => item.content);
  return contents.every((content) => typeof content === 'string' || isModuleImport(content))
    ? (contents as (ModuleImport | string)[])
    : null;
}

/**
 * The source of one module holding all the summaries of a list page, whose
 * default export is the `items` prop the list page receives: each summary's
 * MDX component carrying the module's other exports (metadata, front matter,
 * table of contents), as the framework hands a route module to a page.
 */
export function summariesModuleSource(modules: readonly (ModuleImport | string)[]): string {
  const imports = modules.map((module, index) => `import * as summary${index} from ${JSON.stringify(moduleSpecifier(module))};`);
  return [
    '// Written by the changelog plugin: the summaries of one list page, one module instead of one chunk each.',
    ...imports,
    'function item(module) {',
    '  const content = module.default;',
    "  for (const key of Object.keys(module)) if (key !== 'default') content[key] = module[key];",
    '  return {content};',
    '}',
    `export default [${modules.map((_, index) => `item(summary${index})`).join(', ')}];`,
    '',
  ].join('\n');
}

/** A data file name for the summaries of the list page at `permalink`. */
export function summariesFileName(permalink: string): string {
  const slug = permalink.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `list-summaries-${slug || 'index'}.js`;
}

/**
 * The plugin actions, with each list page's summaries (twenty on a changelog
 * page) given to the page as one module; `settled` resolves once the routes
 * held back to write those modules are added. The blog plugin gives each
 * summary its own module, and so its own chunk: on the changelog list, twenty
 * chunks of about 0.8 kB gzip each, most of it what each chunk repeats (the
 * MDX component's code, the metadata's field names, the author). In one module
 * the repeats compress together.
 */
export function listSummariesInOneModule(
  actions: PluginContentLoadedActions,
  generatedFilesDir: string,
): {
  actions: PluginContentLoadedActions;
  settled: () => Promise<void>;
} {
  const pending: Promise<void>[] = [];
  const addRoute = (route: RouteConfig): void => {
    const modules = listItemModules(route);
    if (!modules) {
      actions.addRoute(route);
      return;
    }
    pending.push(
      actions.createData(summariesFileName(route.path), summariesModuleSource(modules)).then((file) => {
        actions.addRoute({...route, modules: {...route.modules, items: generatedModulePath(file, generatedFilesDir)}});
      }),
    );
  };
  return {actions: {...actions, addRoute}, settled: async () => void (await Promise.all(pending))};
}
