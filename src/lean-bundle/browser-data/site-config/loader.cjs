// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file only hands the source to strip.ts through jiti.
const jiti = require('jiti')(__filename);

const {browserSiteConfig, browserSiteMetadata, FULL_CONFIG_QUERY} = jiti('./strip.ts');

/** @this {{resourcePath: string, resourceQuery?: string}} */
module.exports = function browserSiteDataLoader(source) {
  if (this.resourceQuery === FULL_CONFIG_QUERY) return source;
  // site-metadata.json, or docusaurus.config.mjs (index.ts's rules send no other file here).
  return this.resourcePath.endsWith('.json') ? browserSiteMetadata(source) : browserSiteConfig(source);
};
