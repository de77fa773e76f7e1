/**
 * Files the build writes for the hosting setup and the tests, not for
 * visitors: the headers file static hosts read (`_headers`), the nginx CSP map
 * (`.hosting/`), the route list the crawl walks (`.route-manifest.json`) and
 * the record of the bundle tweaks the tests read (`.lean-bundle.json`). They
 * stay in build/ (hosts and tests read them there, and a build in another
 * folder carries its own), and every server of the project answers them with
 * the not-found page: hosting/nginx.conf, and scripts/lib/static-server.mjs
 * behind `npm run serve` and the end-to-end tests. test/unit/privateFiles.test.ts
 * holds the list to the plugins that write these files and to nginx.conf.
 */
export const PRIVATE_FILES = ['/_headers', '/.route-manifest.json', '/.lean-bundle.json'];
export const PRIVATE_FOLDERS = ['/.hosting/'];

/** Whether a request path (below the base URL, decoded or not) names one of them. */
export function isPrivatePath(pathname) {
  return PRIVATE_FILES.includes(pathname) || PRIVATE_FOLDERS.some((folder) => pathname.startsWith(folder));
}
