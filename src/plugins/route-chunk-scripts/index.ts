import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {planRouteTables} from '../compact-route-tables/tables';
import {routeHtmlFile} from '../hosting-headers';
import {precacheEntry, type PrecacheEntry} from '../precacheBridge';
import {chunkGroupScripts, chunkGroupStylesheets, entryScripts, parseClientManifest} from './clientManifest';
import {withChunkScripts, withChunkStylesheets} from './html';
import {pageChunkNames} from './pageChunks';
import {announceRewrittenPages, expectRewrittenPages, failRewrittenPages} from './precache';

/** Replaces a file in one step, so plugins reading pages at the same time never see half of one. */
async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.partial`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/**
 * Each page's HTML loads its route's chunks itself (html.ts): the framework's
 * template loads only the entry scripts, and `main.js` then asked for the
 * route's chunks one script element at a time in the task that starts the
 * first render (about 30 on a changelog page), and their downloads began only
 * once `main.js` had arrived and run. The chunks are worked out from the
 * browser's route table (pageChunks.ts) and the bundler's client manifest
 * (clientManifest.ts). The page links the stylesheets of those chunks too,
 * the components' own ones that are not in the site's single stylesheet
 * (lazy-library-chunks): without them it would paint unstyled until its
 * scripts ran. Production builds only: it runs after the build.
 */
export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  const {baseUrl, generatedFilesDir} = context;
  expectRewrittenPages();
  return {
    name: 'route-chunk-scripts',
    async postBuild({outDir, routesPaths}) {
      try {
        const read = (name: string) => fs.readFile(path.join(generatedFilesDir, name), 'utf8');
        const [routesSource, routesChunkNamesJson, manifestJson] = await Promise.all([
          read('routes.js'),
          read('routesChunkNames.json'),
          read('client-manifest.json'),
        ]);
        const plan = planRouteTables(routesSource, routesChunkNamesJson);
        const routesChunkNames = JSON.parse(routesChunkNamesJson) as Record<string, unknown>;
        const manifest = parseClientManifest(manifestJson);
        // The entry's scripts are the runtime, then `main.js`, which starts the app.
        const entryScript = `${baseUrl}${entryScripts(manifest).at(-1)}`;

        const rewritten = new Map<string, PrecacheEntry>();
        let scriptsAdded = 0;
        let stylesheetsAdded = 0;
        for (const routePath of new Set(routesPaths)) {
          const file = routeHtmlFile(outDir, baseUrl, routePath);
          const html = await fs.readFile(file, 'utf8').catch(() => undefined);
          if (html === undefined) continue; // A route matching a whole subtree has no page of its own.
          const chunkNames = pageChunkNames(plan, routesChunkNames, routePath);
          const scripts = chunkGroupScripts(manifest, chunkNames).map((script) => `${baseUrl}${script}`);
          const stylesheets = chunkGroupStylesheets(manifest, chunkNames).map((stylesheet) => `${baseUrl}${stylesheet}`);
          if (scripts.length === 0 && stylesheets.length === 0) continue;
          const page = withChunkStylesheets(withChunkScripts(html, {entryScript, scripts}), stylesheets);
          await replaceFile(file, page);
          const relative = path.relative(outDir, file).split(path.sep).join('/');
          rewritten.set(relative, precacheEntry(relative, page));
          scriptsAdded += scripts.length;
          stylesheetsAdded += stylesheets.length;
        }
        if (rewritten.size === 0) {
          // Names or manifest out of step with the route table: say so rather than ship pages that load slower.
          throw new Error('route-chunk-scripts: no page got a chunk script; the client manifest and the route table disagree.');
        }
        announceRewrittenPages(rewritten);
        console.log(
          `[route-chunk-scripts] ${rewritten.size} pages, ${(scriptsAdded / rewritten.size).toFixed(1)} chunk scripts each on average, ` +
            `${stylesheetsAdded} component stylesheets in all`,
        );
      } catch (error) {
        failRewrittenPages(error);
        throw error;
      }
    },
  };
}
