// Rspack loads loaders with Node's require, which cannot read TypeScript:
// this file reads the docs plugin's generated files and hands them to
// descriptions.ts through jiti.
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {isVersionProp, pagesWithCards, withCardDocsOnly} = jiti('./descriptions.ts');

const jsonFiles = (dir) => fs.readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));

/**
 * The pages that show cards, from the plugin instance's folder: one metadata
 * file per doc (with its source, as `@site/...`, and permalink), and `p/` its
 * route props, the generated category indexes among them. Every file read,
 * and both folders, are declared to the bundler: a cached build (Rspack's
 * persistent cache, or a watching one) must run this again when a doc starts
 * or stops rendering `<DocCardList />`, or a category gains a generated index.
 */
function readPagesWithCards(loader, pluginFolder, siteDir) {
  const read = (file) => {
    loader.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  const propsFolder = path.join(pluginFolder, 'p');
  loader.addContextDependency(pluginFolder);
  loader.addContextDependency(propsFolder);
  const routeProps = jsonFiles(propsFolder).map((file) => JSON.parse(read(file)));
  const docs = jsonFiles(pluginFolder)
    .map((file) => JSON.parse(read(file)))
    .filter((doc) => typeof doc.source === 'string' && doc.source.startsWith('@site/') && typeof doc.permalink === 'string')
    .map((doc) => ({permalink: doc.permalink, mdx: read(path.join(siteDir, doc.source.slice('@site/'.length)))}));
  return pagesWithCards(routeProps, docs);
}

/** @this {{resourcePath: string, addDependency: (file: string) => void, addContextDependency: (dir: string) => void}} */
module.exports = function cardDescriptionsLoader(source) {
  // Only a version's data lists docs; the plugin's other props pass as they are.
  if (!isVersionProp(JSON.parse(source))) return source;
  // <site>/.docusaurus/docusaurus-plugin-content-docs/<id>/p/<file>.json
  const pluginFolder = path.dirname(path.dirname(this.resourcePath));
  const siteDir = path.resolve(pluginFolder, '..', '..', '..');
  return withCardDocsOnly(source, readPagesWithCards(this, pluginFolder, siteDir));
};
