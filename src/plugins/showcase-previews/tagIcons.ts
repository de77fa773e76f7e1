import type {ShowcaseTagId} from '../../data/showcase/tags';

/**
 * A small pictogram per showcase tag, drawn by us on a 24-unit grid: the
 * outline shapes are stroked, the `filled` ones painted. The preview cards
 * show them beside each tag's label.
 */
export type TagIcon = {path: string; filled?: boolean};

export const TAG_ICONS: Readonly<Record<ShowcaseTagId, TagIcon>> = {
  favorite: {path: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z', filled: true},
  // Angle brackets: the site's code is public.
  opensource: {path: 'M8.5 6L2.5 12l6 6M15.5 6l6 6-6 6M13.5 4.5l-3 15'},
  // A parcel: something sold or shipped.
  product: {path: 'M3 7.5l9-4.5 9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9'},
  // A brush over a stroke of paint.
  design: {path: 'M14 4.5l5.5 5.5-7.5 7.5-5.5-5.5zM6.5 12l-3 6.5 2 2 6.5-3'},
  // A globe: meridian, equator and the outline.
  i18n: {path: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c-3 3-3 15 0 18M12 3c3 3 3 15 0 18'},
  // Branches of a version tree.
  versioning: {path: 'M6 3.5v17M6 14c0-4 12-2 12-7.5M4 3.5h4M16 6.5h4M4 20.5h4'},
  // A stack of pages.
  large: {path: 'M8 3h12v14H8zM4.5 6.5V21h12'},
  // Infinity.
  meta: {path: 'M7 8c-2.8 0-4.5 1.8-4.5 4S4.2 16 7 16c4 0 6-8 10-8 2.8 0 4.5 1.8 4.5 4S19.8 16 17 16c-4 0-6-8-10-8z'},
  // A person.
  personal: {path: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c0-4.5 3.6-7 8-7s8 2.5 8 7'},
  // Lines set from the right, and an arrow pointing left.
  rtl: {path: 'M21 5.5H10M21 12H3M21 18.5H10M6.5 8.5L3 12l3.5 3.5'},
};
