import type {Compiler, Configuration, WebpackPluginInstance} from 'webpack';

/**
 * Route prefetching without a chunk-name table.
 *
 * To prefetch a route, the framework asks `__webpack_require__.gca(name)` for
 * the file of each chunk the route needs. Its own runtime code (core's
 * ChunkAssetPlugin) answers from a table of every chunk name and its id, which
 * the runtime every page loads carries: about 750 entries, 5 kB gzip, here.
 * When chunk ids are the chunk names (`optimization.chunkIds: 'named'`), the
 * answer needs no table: the name is the id, and the bundler's own
 * filename function does the rest. This plugin supplies that function in the
 * table's place.
 *
 * Named ids stay short because the route-table compaction shortens the names
 * (3 or 4 characters, stable across builds); the few chunks the bundler splits
 * off without a name get ids from their modules' paths, also stable.
 *
 * Each chunk's file is handed out once per page load. The framework asks for
 * every chunk of every route a visible link leads to, parents included, and
 * adds one `<link rel="prefetch">` per answer: on a doc page that was 256
 * elements for 22 files, each costing main-thread time while the page starts.
 * For a repeated id the function answers `undefined`, which the framework
 * reads as "nothing to fetch" (its case for a chunk merged into another).
 */
const PLUGIN_NAME = 'ChunkLookupByIdPlugin';
const GET_CHUNK_ASSET = '__webpack_require__.gca';
/** The framework's plugin this one replaces, by its class name in @docusaurus/core. */
export const FRAMEWORK_PLUGIN_NAME = 'ChunkAssetPlugin';

export class ChunkLookupByIdPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class GetChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('get chunk asset by id', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        return [
          'var handedOut = Object.create(null);',
          `${GET_CHUNK_ASSET} = function (chunkId) {`,
          '  if (handedOut[chunkId]) return undefined;',
          '  handedOut[chunkId] = true;',
          `  return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId);`,
          '};',
        ].join('\n');
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule());
      });
    });
  }
}

/** The framework's plugin, found by class name; `undefined` when a framework change renamed it. */
export function frameworkChunkAssetPlugin(config: Configuration): WebpackPluginInstance | undefined {
  return (config.plugins ?? []).find(
    (plugin): plugin is WebpackPluginInstance =>
      typeof plugin === 'object' && plugin !== null && plugin.constructor.name === FRAMEWORK_PLUGIN_NAME,
  );
}
