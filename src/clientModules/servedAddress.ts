import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {repairFragment, repairPercentEncoding, servedPathname} from '../utils/servedAddress';

/** The path of the page the server rendered, from its canonical link. */
function canonicalPath(): string | null {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) {
    return null;
  }
  try {
    return new URL(href, window.location.href).pathname;
  } catch {
    return null;
  }
}

/**
 * Runs before the router reads the address. A path the framework cannot
 * decode (`/docs/%E0%A4%A/`) would throw before the app starts; a path the
 * host resolved to another page (`/docs/index.html`, `/docs//installation/`)
 * would be routed to something else than the page on screen, which fails
 * hydration. The address is rewritten in place (no reload, no history entry).
 */
function agreeWithServedPage(): void {
  const {pathname, search, hash} = window.location;
  replaceAddress(servedPathname(pathname, canonicalPath()), search, repairFragment(hash));
}

/**
 * A fragment typed in the address bar (`#%E0%A4%A`) reaches the router as a
 * history change, and the framework decodes it to scroll: an invalid escape
 * crashed the page. This listener runs before the router's, which it
 * precedes, and repairs the address it is about to read.
 */
function repairAddressOnHistoryChange(): void {
  const {pathname, search, hash} = window.location;
  replaceAddress(repairPercentEncoding(pathname), search, repairFragment(hash));
}

function replaceAddress(pathname: string, search: string, hash: string): void {
  const {location} = window;
  if (pathname !== location.pathname || hash !== location.hash) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  agreeWithServedPage();
  window.addEventListener('popstate', repairAddressOnHistoryChange);
}
