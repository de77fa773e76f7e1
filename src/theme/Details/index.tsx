import type {Props} from '@theme/Details';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';

/**
 * Collapsible `<details>` blocks, loaded only by the pages that have one: the
 * MDX component map imports them into the code of every MDX page.
 */
export default loadWhenNeeded<Props>({
  chunk: 'details',
  load: () => import(/* webpackChunkName: "details" */ '@theme-original/Details'),
  isNeeded: () => true,
});
