import type {ClientModule} from '@docusaurus/types';
import {highlighter} from '#code-highlighter';

// A page reached by client-side navigation has no server markup for its code
// blocks; fetching the highlighter as the navigation starts lets it arrive
// with the page's own chunks, so the blocks show highlighted from the start.
const loadOnNavigation: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      void highlighter.load();
    }
  },
};

export default loadOnNavigation;
