// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file only hands the source to compact.ts through jiti (the loader the
// framework itself uses for TypeScript config files).
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {compactRegistry, compactRoutesChunkNames, lazyRouteComponents, shortChunkNames} = jiti('./compact.ts');

const LAZY_COMPONENTS_HELPER = path.join(__dirname, 'client', 'withLazyComponents.ts');

/** @this {{resourcePath: string, addDependency: (file: string) => void}} */
module.exports = function compactRouteTablesLoader(source) {
  if (path.basename(this.resourcePath) === 'routes.js') {
    return lazyRouteComponents(source, LAZY_COMPONENTS_HELPER);
  }
  // Both files take their names from the route table, so they always agree.
  const routesChunkNamesPath = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  const routesChunkNames = path.basename(this.resourcePath) === 'routesChunkNames.json' ? source : fs.readFileSync(routesChunkNamesPath, 'utf8');
  this.addDependency(routesChunkNamesPath);
  const names = shortChunkNames(JSON.parse(routesChunkNames));
  return path.basename(this.resourcePath) === 'registry.js'
    ? compactRegistry(source, names)
    : compactRoutesChunkNames(source, names);
};
