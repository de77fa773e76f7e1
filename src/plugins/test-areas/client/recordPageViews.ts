import type {ClientModule} from '@docusaurus/types';
import {fullPath} from '../pageViewLog';
import {pageViews} from './pageViews';

let watchingTitle = false;

/**
 * The head manager writes a route's title in a later animation frame, and
 * pushes that frame back each time a page's head changes again: no fixed delay
 * is sure to see it. So a view is recorded at once, and the newest view follows
 * the document's title for as long as the visitor stays on its path.
 */
function watchTitle(): void {
  if (watchingTitle) {
    return;
  }
  watchingTitle = true;
  new MutationObserver(() => {
    pageViews.retitleNewest(fullPath(window.location), document.title);
  }).observe(document.head, {subtree: true, childList: true, characterData: true});
}

/**
 * Records every route the app renders, the way an analytics client module
 * would report page views, but into the in-tab log instead of a remote host.
 */
const recordPageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    watchTitle();
    pageViews.record({location, previousLocation, title: document.title});
  },
};

export const {onRouteDidUpdate} = recordPageViews;
