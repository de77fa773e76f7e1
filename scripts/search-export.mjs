#!/usr/bin/env node
/**
 * Writes the records of the embedded search index in DocSearch's record
 * shape (src/plugins/search-index/docsearchRecords.ts), from the production
 * build in build/, for a site that moves to hosted search and pushes its own
 * records to its Algolia application (with Algolia's API or CLI).
 *
 *   npm run search:export [-- --build build] [--out search-records.json]
 *
 * URLs are made absolute with SITE_URL (config/env.ts), as the live site's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {builtRoutes} from './lib/search-index-files.mjs';
import createJiti from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const buildDir = path.resolve(option('build', 'build'));
const out = path.resolve(option('out', 'search-records.json'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
}
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {extractSite} = jiti(path.join(root, 'src/plugins/search-index/index.ts'));
const {normalizeOptions} = jiti(path.join(root, 'src/plugins/search-index/options.ts'));
const {toDocSearchRecords} = jiti(path.join(root, 'src/plugins/search-index/docsearchRecords.ts'));
const {embeddedSearchOptions} = jiti(path.join(root, 'config/search.ts'));
const {env} = jiti(path.join(root, 'config/env.ts'));

const pages = await extractSite(buildDir, builtRoutes(buildDir), env.baseUrl, normalizeOptions(embeddedSearchOptions));
const records = toDocSearchRecords(pages, env.siteUrl);
fs.writeFileSync(out, `${JSON.stringify(records)}\n`);
console.log(`${records.length} records of ${pages.length} pages written to ${path.relative(process.cwd(), out)}`);
