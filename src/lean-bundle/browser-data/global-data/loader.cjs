// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file hands the source to docsLists.ts through jiti (the loader the
// framework itself uses for TypeScript config files).
const path = require('node:path');
const {isDeepStrictEqual} = require('node:util');
const jiti = require('jiti')(__filename);

const {compactGlobalData, expandGlobalData} = jiti('./docsLists.ts');

const EXPANDER = path.join(__dirname, 'docsLists.ts');

/**
 * Turns the generated `globalData.json` into a module that rebuilds the same
 * data from its compact form. Should the expansion not give back exactly the
 * data the framework wrote (a new shape of the docs plugin's data), the file
 * is left as JSON: smaller is never worth different.
 *
 * @this {{resourcePath: string}}
 */
module.exports = function compactGlobalDataLoader(source) {
  const data = JSON.parse(source);
  const compact = compactGlobalData(data);
  if (!isDeepStrictEqual(expandGlobalData(structuredClone(compact)), data)) {
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
  }
  return [
    `import {expandGlobalData} from ${JSON.stringify(EXPANDER)};`,
    `export default expandGlobalData(JSON.parse(${JSON.stringify(JSON.stringify(compact))}));`,
  ].join('\n');
};
