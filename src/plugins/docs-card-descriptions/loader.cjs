// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file reads the docs plugin's generated files and hands them to
// descriptions.ts through jiti.
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {pagesWithCards, withCardDescriptionsOnly} = jiti('./descriptions.ts');

/** Pages with cards, per plugin instance folder: one build reads them once. */
const pagesByFolder = new Map();

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const jsonFiles = (dir) => fs.readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));

/**
 * The plugin instance's folder holds one metadata file per doc (with its
 * source, as `@site/...`, and permalink), and `p/` its route props, the
 * generated category indexes among them.
 */
function readPagesWithCards(pluginFolder, siteDir) {
  const routeProps = jsonFiles(path.join(pluginFolder, 'p')).map(readJson);
  const docs = jsonFiles(pluginFolder)
    .map(readJson)
    .filter((doc) => typeof doc.source === 'string' && doc.source.startsWith('@site/') && typeof doc.permalink === 'string')
    .map((doc) => ({permalink: doc.permalink, mdx: fs.readFileSync(path.join(siteDir, doc.source.slice('@site/'.length)), 'utf8')}));
  return pagesWithCards(routeProps, docs);
}

/** @this {{resourcePath: string}} */
module.exports = function docsCardDescriptionsLoader(source) {
  const pluginFolder = path.dirname(path.dirname(this.resourcePath));
  // <site>/.docusaurus/docusaurus-plugin-content-docs/<id>/p/<file>.json
  const siteDir = path.resolve(pluginFolder, '..', '..', '..');
  let pages = pagesByFolder.get(pluginFolder);
  if (!pages) {
    pages = readPagesWithCards(pluginFolder, siteDir);
    pagesByFolder.set(pluginFolder, pages);
  }
  return withCardDescriptionsOnly(source, pages);
};
