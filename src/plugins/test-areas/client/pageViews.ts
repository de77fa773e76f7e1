import {createPageViewLog} from '../pageViewLog';

/**
 * The one log of this browser tab, shared by the client module that writes it
 * and the analytics test page that reads it (both import this module, which
 * the bundler instantiates once).
 */
export const pageViews = createPageViewLog({limit: 50});
