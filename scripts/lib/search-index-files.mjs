/**
 * Reads the embedded search index of a build (src/plugins/search-index/README.md,
 * "The index on disk") for the benchmarks: its groups and the pages it holds.
 */
import fs from 'node:fs';
import path from 'node:path';

const MANIFEST = 'search-index/manifest.json';

/** The routes of a build, as the search index plugin gets them: every folder with an index.html. */
export function builtRoutes(buildDir) {
  const routes = [];
  const walk = (folder, route) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      if (entry.isDirectory() && entry.name !== 'assets') walk(path.join(folder, entry.name), `${route}${entry.name}/`);
      else if (entry.name === 'index.html') routes.push(route);
    }
  };
  walk(buildDir, '/');
  return routes;
}

export function hasSearchIndex(buildDir) {
  return fs.existsSync(path.join(buildDir, MANIFEST));
}

/** The manifest and the head of every group. */
export function readSearchIndex(buildDir) {
  const read = (url) => JSON.parse(fs.readFileSync(path.join(buildDir, decodeURI(url).replace(/^\/+/, '')), 'utf8'));
  const manifest = read(`/${MANIFEST}`);
  return {manifest, groups: manifest.groups.map((entry) => ({entry, head: read(entry.head), read}))};
}

/** The URLs of the pages a group holds, read from its text packs. */
export function groupPageUrls(group) {
  const urls = new Set();
  for (let pack = 0; pack < group.head.packs; pack += 1) {
    for (const [url] of group.read(`${group.head.base}p${pack}.json`).pages) urls.add(url);
  }
  return [...urls];
}
