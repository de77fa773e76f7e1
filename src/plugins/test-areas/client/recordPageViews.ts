import type {ClientModule} from '@docusaurus/types';
import {fullPath} from '../pageViewLog';
import {pageViews} from './pageViews';

let watchingTitle = false;

/**
 * The head manager writes a route's title in an animation frame, and pushes that
 * frame back each time a page's head changes again. No fixed delay is sure to see
 * the final title, so the newest view follows the title until the next route.
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
    // After the frame the head manager asked for in this render, in the common case
    // the title is already right; the observer covers the rest.
    window.requestAnimationFrame(() => {
      window.setTimeout(() => {
        pageViews.record({location, previousLocation, title: document.title});
      });
    });
  },
};

export const {onRouteDidUpdate} = recordPageViews;
