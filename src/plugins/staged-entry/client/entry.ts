import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import {runInStages} from './stages';

/**
 * The browser entry: the framework's own (`clientEntry`), reached in stages.
 *
 * Loading `main.js` evaluates every module the app needs before the first
 * render: React DOM, the router, the theme's layout, the route table, the
 * client modules. Run in one go, that was the longest task of a page load on
 * a phone (120-170 ms at 4x CPU throttling). Here the largest groups are
 * required one task at a time, so the browser can paint and answer input
 * between them; `clientEntry` comes last, finds them evaluated, and starts the
 * app as before. The imports are eager: the modules stay in `main.js`, and
 * none of these groups has side effects the others depend on.
 */

// Every page's inline base-URL check shows a "did not load properly" banner if
// the framework's helpers are not on `window` by DOMContentLoaded, which now
// comes before the last stage. They go there first (`clientEntry` sets the same object again).
window.docusaurus = docusaurus;

void runInStages([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);
