import type {Plugin} from '@docusaurus/types';
import {diagramCacheGroup, mdxProviderCacheGroup} from './cacheGroups';

/**
 * Shared libraries in the chunks that suit them (cacheGroups.ts): the diagram
 * libraries out of the chunk every page loads, the MDX provider in one chunk
 * rather than a copy in each page's content.
 */
export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'lean-bundle-shared-chunks',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {optimization: {splitChunks: {cacheGroups: {diagramLibraries: diagramCacheGroup, mdxProvider: mdxProviderCacheGroup}}}};
    },
  };
}
