// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file only hands the source to strip.ts through jiti.
const jiti = require('jiti')(__filename);

const {browserSiteConfig, FULL_CONFIG_QUERY} = jiti('./strip.ts');

/** @this {{resourceQuery?: string}} */
module.exports = function browserSiteConfigLoader(source) {
  return this.resourceQuery === FULL_CONFIG_QUERY ? source : browserSiteConfig(source);
};
