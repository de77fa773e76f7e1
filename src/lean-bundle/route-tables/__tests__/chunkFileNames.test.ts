import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import {CHUNK_FILENAME, chunkFileName} from '../chunkFileName';
import routeTablesPlugin from '../index';

const {default: FrameworkChunkAssetPlugin} = createRequire(import.meta.url)('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {
  default: new () => {apply: () => void};
};

const configure = (mode: Configuration['mode'], isServer: boolean) =>
  // The hook's utils and content are unused by this plugin.
  routeTablesPlugin().configureWebpack?.({mode, plugins: [new FrameworkChunkAssetPlugin()]}, isServer, {} as never, undefined) as
    | {output?: unknown}
    | undefined;

describe('chunk file names', () => {
  it('names the production client chunks by id and content hash', () => {
    expect(configure('production', false)?.output).toEqual({chunkFilename: CHUNK_FILENAME});
    expect(CHUNK_FILENAME).not.toContain('[name]');
    expect(CHUNK_FILENAME).toContain('[contenthash');
    expect(chunkFileName('k9a', '0123abcd')).toBe('assets/js/k9a.0123abcd.js');
  });

  it('leaves the server bundle and the development server alone', () => {
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
