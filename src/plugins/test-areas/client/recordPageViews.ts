import type {ClientModule} from '@docusaurus/types';
import {pageViews} from './pageViews';

/**
 * Records every route the app renders, the way an analytics client module
 * would report page views, but into the in-tab log instead of a remote host.
 */
const recordPageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The document title of the new route is written by the head manager right
    // after this hook; reading it on the next tick reports the new page's title.
    window.setTimeout(() => {
      pageViews.record({location, previousLocation, title: document.title});
    });
  },
};

export const {onRouteDidUpdate} = recordPageViews;
