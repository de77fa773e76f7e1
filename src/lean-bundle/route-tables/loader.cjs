// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file only hands the sources to tables.ts through jiti (the loader the
// framework itself uses for TypeScript config files).
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {mainRegistry, mainRoutesChunkNames, mainRoutesModule, planRouteTables, sectionModule} = jiti('./tables.ts');

/** The last plan and the inputs it came from: one build asks for it once per generated file and section. */
let lastPlan;

const ROUTE_TABLE_HELPER = path.join(__dirname, 'client', 'routeTable.ts');

/**
 * Rewrites `routes.js`, `registry.js` and `routesChunkNames.json`, and writes
 * the section modules (`routes.js?section=<id>`), all from one plan of the
 * generated files.
 *
 * @this {{resourcePath: string, resourceQuery?: string, addDependency: (file: string) => void}}
 */
module.exports = function compactRouteTablesLoader(source) {
  const file = path.basename(this.resourcePath);
  if (file === 'routesChunkNames.json') return mainRoutesChunkNames();
  const dir = path.dirname(this.resourcePath);
  /** The generated file's text: this call's source for its own file, else read from disk. */
  const read = (name) => {
    if (name === file) return source;
    const other = path.join(dir, name);
    this.addDependency(other);
    return fs.readFileSync(other, 'utf8');
  };
  const routesModulePath = path.join(dir, 'routes.js');
  const routesChunkNamesJson = read('routesChunkNames.json');
  const routesSource = read('routes.js');
  if (lastPlan?.routesSource !== routesSource || lastPlan.routesChunkNamesJson !== routesChunkNamesJson) {
    lastPlan = {routesSource, routesChunkNamesJson, plan: planRouteTables(routesSource, routesChunkNamesJson)};
  }
  const {plan} = lastPlan;
  const section = new URLSearchParams(this.resourceQuery || '').get('section');
  if (file === 'routes.js' && section) {
    return sectionModule(plan, section, {routesModulePath, routesChunkNamesJson, registrySource: read('registry.js')});
  }
  if (file === 'routes.js') {
    return mainRoutesModule(plan, {helperModule: ROUTE_TABLE_HELPER, routesModulePath, routesChunkNamesJson});
  }
  return mainRegistry(plan, source);
};
