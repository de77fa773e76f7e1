/** Cards in the first row: their previews are on screen at once, so they load without waiting. */
export const EAGER_PREVIEWS = 3;
