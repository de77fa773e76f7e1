import type {Plugin} from '@docusaurus/types';
import {componentStylesCacheGroup, searchModalStylesCacheGroup} from './cacheGroups';

export {pageAssetsRewrite} from './rewrite';

/**
 * Stylesheets that only some pages need leave the single stylesheet every
 * page waits for (cacheGroups.ts); the page pass then links a page's own ones
 * from its HTML, with its route's chunk scripts (rewrite.ts).
 */
export default function pageAssetsPlugin(): Plugin {
  return {
    name: 'lean-bundle-page-assets',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {cacheGroups: {searchModalStyles: searchModalStylesCacheGroup, componentStyles: componentStylesCacheGroup}},
        },
      };
    },
  };
}
