import type {Plugin} from '@docusaurus/types';
import {diagramCacheGroup} from './cacheGroup';

/** Keeps the diagram libraries out of the chunk every page loads (see cacheGroup.ts). */
export default function lazyLibraryChunksPlugin(): Plugin {
  return {
    name: 'lazy-library-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {optimization: {splitChunks: {cacheGroups: {diagramLibraries: diagramCacheGroup}}}};
    },
  };
}
