import type {Plugin} from '@docusaurus/types';
import {componentStylesCacheGroup, diagramCacheGroup, searchModalStylesCacheGroup} from './cacheGroup';

/** Keeps the diagram libraries and the search modal's styles out of the files every page loads (see cacheGroup.ts). */
export default function lazyLibraryChunksPlugin(): Plugin {
  return {
    name: 'lazy-library-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              diagramLibraries: diagramCacheGroup,
              searchModalStyles: searchModalStylesCacheGroup,
              componentStyles: componentStylesCacheGroup,
            },
          },
        },
      };
    },
  };
}
