import type {ClientModule} from '@docusaurus/types';

/**
 * Loaded only in deploy-preview builds: reviewers see every route the app
 * renders in the console, which makes routing bugs easy to report.
 */
const routeChangeLogger: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const to = `${location.pathname}${location.search}${location.hash}`;
    const from = previousLocation
      ? `${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`
      : '(initial load)';
    console.log(`[deploy-preview] route change: ${from} -> ${to}`);
  },
};

export const {onRouteDidUpdate} = routeChangeLogger;
