/**
 * The most hits the DocSearch modal lists per group title (its
 * `maxResultsPerGroup`, which SearchModalHost sets to this): a search of the
 * modal fetches the text of those only.
 */
export const MODAL_HITS_PER_GROUP = 5;

/**
 * The DocSearch modal's sizes (its stylesheet's defaults, which the site
 * keeps): a hit is 56 px high, and the modal 600 px high on screens wider
 * than 768 px, its footer (44 px) under the list; narrower, it takes the
 * whole screen, without the footer. The search box and the space around it
 * take 68 px above the list.
 */
const HIT_HEIGHT_PX = 56;
const MODAL_HEIGHT_PX = 600;
const FULL_SCREEN_MAX_WIDTH_PX = 768;
const SEARCH_BAR_PX = 68;
const FOOTER_PX = 44;

/**
 * How many hits one screen of the modal can show: the modal waits for the
 * text of these before it shows any (`firstHits`), and the rest arrive
 * below them. It counts as if the list held hits only, no group titles, so
 * that a first screen is never short of hits.
 */
export function firstScreenHits(width: number | undefined, height: number | undefined, hitsPerPage: number): number {
  if (width === undefined || height === undefined || !Number.isFinite(width) || !Number.isFinite(height) || height <= 0) return hitsPerPage;
  const listHeight = width > FULL_SCREEN_MAX_WIDTH_PX ? Math.min(height, MODAL_HEIGHT_PX) - SEARCH_BAR_PX - FOOTER_PX : height - SEARCH_BAR_PX;
  return Math.min(Math.max(Math.ceil(listHeight / HIT_HEIGHT_PX), 1), hitsPerPage);
}
