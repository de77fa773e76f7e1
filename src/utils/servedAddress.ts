/**
 * The address bar, made to agree with the page the server sent before the
 * app reads it (src/clientModules/servedAddress.ts). Pure functions of the
 * address and the page's canonical path.
 */

/**
 * The pathname with every `%` that does not start a valid escape written as
 * `%25`, so that `decodeURI` (which the router and the framework run on every
 * path) accepts it. A path that decodes already comes back unchanged.
 * Invalid escapes are a lone `%` (`%A/`) and runs of escapes that are not
 * UTF-8 (`%E0%A4` cut short).
 */
export function repairPercentEncoding(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    // Repaired below.
  }
  // A run of escapes stays if it decodes (as UTF-8); otherwise, and for a `%`
  // that starts no escape, the percent signs become text.
  return pathname.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (match) => {
    if (match !== '%') {
      try {
        decodeURIComponent(match);
        return match;
      } catch {
        // Not UTF-8: written as text below.
      }
    }
    return match.replace(/%/g, '%25');
  });
}

/** The fragment (`#…`, or empty) with invalid escapes repaired the same way: the router decodes it to scroll. */
export function repairFragment(hash: string): string {
  return hash.startsWith('#') ? `#${repairPercentEncoding(hash.slice(1))}` : hash;
}

/**
 * The page path a static host resolves the pathname to: repeated slashes
 * merged (nginx's `merge_slashes`, a file system's path resolution) and a
 * trailing `index.html` dropped (the folder's own page).
 */
export function hostResolvedPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/');
}

/**
 * The pathname the address bar should show: repaired escapes always; and when
 * the server sent the page of the host-resolved path (the page's canonical
 * path says which page it is), that path, so the app routes to the page it is
 * about to take over instead of to another one.
 */
export function servedPathname(pathname: string, canonicalPath: string | null): string {
  const repaired = repairPercentEncoding(pathname);
  const resolved = hostResolvedPath(repaired);
  return resolved !== repaired && resolved === canonicalPath ? resolved : repaired;
}
