import type {Plugin} from '@docusaurus/types';
import {diagramCacheGroup} from './cacheGroup';

/** Keeps the diagram libraries out of the chunk every page loads (see cacheGroup.ts). */
export default function diagramChunksPlugin(): Plugin {
  return {
    name: 'lean-bundle-diagram-chunks',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups: {diagramLibraries: diagramCacheGroup}}}};
    },
  };
}
