import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findChunkHashTable, requestedChunkIds} from '../route-tables/chunkHashes';
import {CHUNK_HASHES_GLOBAL} from '../route-tables/chunkHashesGlobal';
import {FRAMEWORK_PLUGIN_NAME} from '../route-tables/chunkLookup';
import {collectStrings, compactRegistryEntries, shortChunkNames} from '../route-tables/compact';
import {allRoutes, parseRoutes, routeTableKey, SECTION_CHUNK_PREFIX} from '../route-tables/sections';
import {planRouteTables} from '../route-tables/tables';
import {buildDir, clientManifest, entryScriptFiles, frameworkFile, groupFiles, readBuilt, readGenerated, siteDir} from './build';

describe('route-tables: the framework generates the route tables in the shapes the loader rewrites', () => {
  const routesSource = readGenerated('routes.js');
  const chunkNamesJson = readGenerated('routesChunkNames.json');
  const chunkNames = JSON.parse(chunkNamesJson) as Record<string, unknown>;

  it('routes.js is ComponentCreator calls the loader can read, each route keyed in routesChunkNames.json', () => {
    const routes = [...allRoutes(parseRoutes(routesSource))];
    expect(routes.length).toBeGreaterThan(500);
    const keys = routes.map(routeTableKey).filter((key): key is string => key !== undefined);
    expect(keys.filter((key) => key in chunkNames).length).toBeGreaterThan(500);
  });

  it('registry.js has one entry, in the known line shape, per chunk name the route table uses', () => {
    const names = collectStrings(chunkNames, new Set());
    const entries = compactRegistryEntries(readGenerated('registry.js'), shortChunkNames(chunkNames));
    expect(new Set(entries.keys())).toEqual(names);
  });

  it('splits the site into route sections, each a chunk of the build', () => {
    const plan = planRouteTables(routesSource, chunkNamesJson);
    expect(plan.sections.map(({id}) => id)).toEqual(expect.arrayContaining(['blog', 'changelog']));
    for (const {id} of plan.sections) {
      expect(groupFiles(`${SECTION_CHUNK_PREFIX}${id}`, 'js'), id).toHaveLength(1);
    }
  });

  it("the framework's chunk-name lookup plugin is still the class the tweak replaces", () => {
    // The tweak finds it by class name in the bundler config; renamed, it would keep the name table silently.
    expect(frameworkFile('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js')).toContain(`class ${FRAMEWORK_PLUGIN_NAME}`);
  });

  it('the runtime every page loads hands out chunk files by id, with no name table, and one hash table', () => {
    const [runtimeFile] = entryScriptFiles();
    expect(runtimeFile).toMatch(/runtime~main/);
    const runtime = readBuilt(runtimeFile!);
    // The framework's lookup maps a chunk name to an id through an object literal first; this one has none.
    const lookup = /\.gca=function\(\w+\)\{([^}]*)\}/.exec(runtime);
    expect(lookup?.[1]).toBeDefined();
    expect(lookup![1]).not.toContain('{');
    const table = findChunkHashTable(runtime);
    // Only the chunks main.js loads itself keep their hash in the runtime.
    expect(table.hashes.size).toBeLessThan(200);
  });

  it('every chunk hash a file carries names a file of the build', () => {
    const jsDir = path.join(buildDir, 'assets', 'js');
    const files = new Set(fs.readdirSync(jsDir));
    const registration = new RegExp(String.raw`^Object\.assign\(globalThis\.${CHUNK_HASHES_GLOBAL}\|\|\(globalThis\.${CHUNK_HASHES_GLOBAL}=\{\}\),(\{[^}]*\})\);`);
    let carried = 0;
    for (const file of files) {
      const match = registration.exec(fs.readFileSync(path.join(jsDir, file), 'utf8'));
      if (!match) continue;
      for (const [id, hash] of Object.entries(JSON.parse(match[1]!) as Record<string, string>)) {
        carried += 1;
        expect(files.has(`${id}.${hash}.js`), `${file} carries ${id}.${hash}.js`).toBe(true);
      }
    }
    expect(carried).toBeGreaterThan(500);
  });

  it('main.js asks for no chunk whose hash left the runtime', () => {
    const [runtimeFile, mainFile] = entryScriptFiles();
    const kept = findChunkHashTable(readBuilt(runtimeFile!)).hashes;
    const {assets} = clientManifest();
    for (const id of requestedChunkIds(readBuilt(mainFile!))) {
      // A stylesheet-only chunk has no script to name.
      if (!assets[id]?.js?.length) continue;
      expect(kept.has(id), `main.js loads chunk ${id}`).toBe(true);
    }
  });

  it('main.js carries no module path of the build machine', () => {
    const main = readBuilt(entryScriptFiles().at(-1)!);
    expect(main.includes(siteDir)).toBe(false);
    expect(clientManifest().entrypoints).toEqual(['main']);
  });
});
