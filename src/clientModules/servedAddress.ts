import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {servedPathname} from '../utils/servedAddress';

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
  const shown = servedPathname(pathname, canonicalPath());
  if (shown !== pathname) {
    window.history.replaceState(window.history.state, '', `${shown}${search}${hash}`);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  agreeWithServedPage();
}
