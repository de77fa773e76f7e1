import fs from 'node:fs/promises';
import path from 'node:path';
import type {PageRewrite} from '../../plugins/post-build/pagePass';
import type {PageRewriteInput} from '../../plugins/post-build';
import {planRouteTables, plainRouteTables} from '../route-tables/tables';
import {chunkGroupScripts, chunkGroupStylesheets, entryScripts, parseClientManifest} from './clientManifest';
import {appStartEdits, appStartScript, baseUrlCheckEdits} from './appStart';
import {loadChunkMarkers, stylesheetEdits} from './html';
import {pageChunkNames} from './pageChunks';

/** The HTML file the build writes for a route path, inside the build folder. */
export function routePageFile(baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return relative.endsWith('.html') ? relative : path.posix.join(relative, 'index.html');
}

/**
 * Each page's HTML names its route's chunks itself: the framework's template
 * loads only the entry scripts, and `main.js` then asked for the route's
 * chunks one script element at a time in the task that starts the first
 * render (about 30 on a changelog page), and their downloads began only once
 * `main.js` had arrived and run. The page's start script (appStart.ts) runs
 * them after the first paint, before `main.js`. The chunks are worked out
 * from the browser's route table (pageChunks.ts; the compacted one when the
 * route-tables tweak is on) and the bundler's client manifest
 * (clientManifest.ts). The page links the stylesheets of those chunks too,
 * the components' own ones that are not in the site's single stylesheet
 * (cacheGroups.ts): without them it would paint unstyled until its scripts ran.
 * A page also loads the chunks of the parts it shows that load when needed
 * (the unlisted banner, a last-update line): started by React only, a part's
 * chunk could arrive after the first update and the part would blink out.
 */
export async function pageAssetsRewrite(
  {context, routesPaths}: PageRewriteInput,
  {compactRouteTables}: {compactRouteTables: boolean},
): Promise<PageRewrite> {
  const {baseUrl, generatedFilesDir} = context;
  const read = (name: string) => fs.readFile(path.join(generatedFilesDir, name), 'utf8');
  const [routesSource, routesChunkNamesJson, manifestJson] = await Promise.all([
    read('routes.js'),
    read('routesChunkNames.json'),
    read('client-manifest.json'),
  ]);
  const plan = (compactRouteTables ? planRouteTables : plainRouteTables)(routesSource, routesChunkNamesJson);
  const routesChunkNames = JSON.parse(routesChunkNamesJson) as Record<string, unknown>;
  const manifest = parseClientManifest(manifestJson);
  // The entry's scripts are the runtime, then `main.js`, which starts the app.
  const entry = entryScripts(manifest).map((script) => `${baseUrl}${script}`);
  const startScript = await appStartScript();
  const routeByFile = new Map([...new Set(routesPaths)].map((routePath) => [routePageFile(baseUrl, routePath), routePath]));

  let scriptsAdded = 0;
  return {
    name: 'lean-bundle page-assets',
    wants: (relativePath) => routeByFile.has(relativePath),
    edits(page) {
      const parts = loadChunkMarkers(page);
      const unknown = parts.filter((name) => !(name in manifest.origins));
      if (unknown.length > 0) {
        throw new Error(
          `lean-bundle page-assets: ${page.relativePath} shows parts whose chunks the bundler did not make: ${unknown.join(', ')} ` +
            '(does loadWhenNeeded name the chunk its import names?).',
        );
      }
      const chunkNames = [...pageChunkNames(plan, routesChunkNames, routeByFile.get(page.relativePath)!), ...parts];
      const scripts = chunkGroupScripts(manifest, chunkNames).map((script) => `${baseUrl}${script}`);
      const stylesheets = chunkGroupStylesheets(manifest, chunkNames).map((stylesheet) => `${baseUrl}${stylesheet}`);
      const edits = [
        ...appStartEdits(page, {entryScripts: entry, chunkScripts: scripts, startScript}),
        ...baseUrlCheckEdits(page),
        ...stylesheetEdits(page, stylesheets),
      ];
      scriptsAdded += scripts.length;
      return edits;
    },
    done() {
      if (scriptsAdded === 0) {
        // Names or manifest out of step with the route table: say so rather than ship pages that load slower.
        throw new Error('lean-bundle page-assets: no page got a chunk script; the client manifest and the route table disagree.');
      }
    },
  };
}
