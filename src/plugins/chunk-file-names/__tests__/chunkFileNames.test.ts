import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import chunkFileNamesPlugin, {CHUNK_FILENAME} from '../index';

const configure = (mode: Configuration['mode'], isServer: boolean) => {
  const plugin = chunkFileNamesPlugin();
  // The hook's utils and content are unused by this plugin.
  return plugin.configureWebpack?.({mode}, isServer, {} as never, undefined);
};

describe('chunkFileNamesPlugin', () => {
  it('names the production client chunks by id and content hash', () => {
    expect(configure('production', false)).toEqual({output: {chunkFilename: CHUNK_FILENAME}});
    expect(CHUNK_FILENAME).not.toContain('[name]');
    expect(CHUNK_FILENAME).toContain('[contenthash');
  });

  it('leaves the server bundle and the development server alone', () => {
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
