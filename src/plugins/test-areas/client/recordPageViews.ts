import type {ClientModule} from '@docusaurus/types';
import {pageViews} from './pageViews';

/**
 * Records every route the app renders, the way an analytics client module
 * would report page views, but into the in-tab log instead of a remote host.
 */
const recordPageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The head manager writes the new route's title in an animation frame
    // requested during this same render: a task queued from our own frame
    // callback runs after all of that frame's callbacks, so it reads the new title.
    window.requestAnimationFrame(() => {
      window.setTimeout(() => {
        pageViews.record({location, previousLocation, title: document.title});
      });
    });
  },
};

export const {onRouteDidUpdate} = recordPageViews;
