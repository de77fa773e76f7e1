import {runInStages} from './stages';

/**
 * The browser entry: the framework's own (`clientEntry`), reached in stages.
 *
 * Loading `main.js` evaluates every module the app needs before the first
 * render: React DOM, the router, the theme's layout, the route table, the
 * client modules. Run in one go, that was the longest task of a page load on
 * a phone (120-170 ms at 4x CPU throttling). Here React DOM, the app and the
 * framework's entry are required one task at a time, so the browser can paint and answer input
 * between them; `clientEntry` comes last, finds them evaluated, and starts the
 * app as before. The imports are eager: the modules stay in `main.js`, and
 * none of these groups has side effects the others depend on.
 *
 * Stage roots keep the order in which the app first imports stylesheets: the
 * bundled CSS follows it. React DOM has none, and `App` starts with the client
 * modules (Infima, then the site's CSS). A root that `App` reaches later (the
 * theme's layout, say) would move its CSS ahead of Infima's and change the
 * cascade; it was tried, and it did.
 */

void runInStages([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);

// The home page's inline base-URL check shows a "did not load properly" banner
// if the framework's helpers are not on `window` by DOMContentLoaded, which now
// comes before the last stage. (With the page-assets tweak the check waits for
// one of the app's scripts to fail to load instead.) They go there at once, in
// this task's microtasks (`clientEntry` later sets the same object again).
// Imported after the stages in the source so that the bundle's module order,
// and with it the CSS order, stays the framework's.
void import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus').then(({default: helpers}) => {
  window.docusaurus = helpers;
});
