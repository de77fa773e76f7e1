import type {Props} from '@theme/ContentVisibility';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';

/**
 * The unlisted and draft banners, loaded only on the pages that show one;
 * the theme imports them into the code of every doc and blog post.
 */
export default loadWhenNeeded<Props>({
  chunk: 'content-visibility',
  load: () => import(/* webpackChunkName: "content-visibility" */ '@theme-original/ContentVisibility'),
  // The same test as the original's: front matter counts too, for dev mode.
  isNeeded: ({metadata}) => Boolean(metadata.unlisted || metadata.frontMatter.unlisted || metadata.frontMatter.draft),
});
