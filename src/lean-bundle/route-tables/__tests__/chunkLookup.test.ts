import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import {ChunkLookupByIdPlugin, frameworkChunkAssetPlugin} from '../chunkLookup';
import routeTablesPlugin from '../index';

const requireHere = createRequire(import.meta.url);
const {default: FrameworkChunkAssetPlugin} = requireHere('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {
  default: new () => {apply: () => void};
};

const configure = (config: Configuration) =>
  routeTablesPlugin().configureWebpack?.(config, false, {} as never, undefined) as Configuration;

describe('prefetch lookup by chunk id', () => {
  it("finds the framework's table-based lookup among the client plugins", () => {
    const framework = new FrameworkChunkAssetPlugin();
    expect(frameworkChunkAssetPlugin({plugins: [{apply() {}}, framework]})).toBe(framework);
    expect(frameworkChunkAssetPlugin({plugins: [null, false]})).toBeUndefined();
  });

  it('replaces it, and names chunk ids by chunk name, in the production browser bundle', () => {
    const framework = new FrameworkChunkAssetPlugin();
    const other = {apply() {}};
    const config: Configuration = {mode: 'production', plugins: [other, framework]};
    const result = configure(config);
    expect(config.plugins).toEqual([other]);
    expect(result.optimization).toEqual({chunkIds: 'named'});
    expect(result.plugins?.[0]).toBeInstanceOf(ChunkLookupByIdPlugin);
  });

  it('stops the build, naming the tweak and the way out, when that plugin is not there', () => {
    expect(() => configure({mode: 'production', plugins: []})).toThrow(/route-tables.*ChunkAssetPlugin.*LEAN_BUNDLE=off/s);
  });

  it("answers with the bundler's own file name for the id, which is the name, once per id", () => {
    type RuntimeModuleLike = {generate: () => string};
    const added: RuntimeModuleLike[] = [];
    const requirements = new Set<string>();
    class RuntimeModule {
      static STAGE_ATTACH = 10;
      constructor(
        readonly name: string,
        readonly stage: number,
      ) {}
    }
    const compiler = {
      webpack: {RuntimeModule, RuntimeGlobals: {publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u'}},
      hooks: {
        thisCompilation: {
          tap: (_name: string, callback: (compilation: unknown) => void) =>
            callback({
              hooks: {
                additionalTreeRuntimeRequirements: {
                  tap: (_plugin: string, onChunk: (chunk: object, set: Set<string>) => void) => onChunk({}, requirements),
                },
              },
              addRuntimeModule: (_chunk: object, module: RuntimeModuleLike) => added.push(module),
            }),
        },
      },
    };
    new ChunkLookupByIdPlugin().apply(compiler as never);
    expect(added).toHaveLength(1);
    expect([...requirements]).toEqual(['__webpack_require__.p', '__webpack_require__.u']);
    const webpackRequire: Record<string, unknown> = {p: '/base/', u: (id: string) => `assets/js/${id}.0123abcd.js`};
    new Function('__webpack_require__', added[0]!.generate())(webpackRequire);
    const getChunkAsset = webpackRequire.gca as (id: string) => string | undefined;
    expect(getChunkAsset('k3q')).toBe('/base/assets/js/k3q.0123abcd.js');
    expect(getChunkAsset('b9b')).toBe('/base/assets/js/b9b.0123abcd.js');
    // Already handed out: the framework then adds no second prefetch link for the same file.
    expect(getChunkAsset('k3q')).toBeUndefined();
  });
});
