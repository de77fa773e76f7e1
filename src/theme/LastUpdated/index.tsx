import type {Props} from '@theme/LastUpdated';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';

/**
 * The "Last updated" line, loaded only where it shows: the site's docs and
 * posts do not display update dates (the test docs do), yet the theme
 * imports the component into every doc page's code.
 */
export default loadWhenNeeded<Props>({
  chunk: 'last-updated',
  load: () => import(/* webpackChunkName: "last-updated" */ '@theme-original/LastUpdated'),
  isNeeded: ({lastUpdatedAt, lastUpdatedBy}) => Boolean(lastUpdatedAt || lastUpdatedBy),
});
