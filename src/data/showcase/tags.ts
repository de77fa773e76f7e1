/**
 * Tags a showcase site can carry. The ids appear in shared URLs
 * (`/showcase/?tags=opensource`), so renaming one breaks links people posted.
 */
export const SHOWCASE_TAG_IDS = [
  'favorite',
  'opensource',
  'product',
  'design',
  'i18n',
  'versioning',
  'large',
  'meta',
  'personal',
  'rtl',
] as const;

export type ShowcaseTagId = (typeof SHOWCASE_TAG_IDS)[number];

export type ShowcaseTag = {
  label: string;
  description: string;
};

export const SHOWCASE_TAGS: Readonly<Record<ShowcaseTagId, ShowcaseTag>> = {
  favorite: {
    label: 'Favourite',
    description: 'Sites the team likes to point people to: polished, useful and worth studying.',
  },
  opensource: {
    label: 'Open source',
    description: 'The source of the site itself is public, so you can see how it is built.',
  },
  product: {
    label: 'Product',
    description: 'Documentation or marketing for a commercial product or service.',
  },
  design: {
    label: 'Design',
    description: 'Customised well beyond the default theme.',
  },
  i18n: {
    label: 'i18n',
    description: 'Published in more than one language with the built-in internationalisation.',
  },
  versioning: {
    label: 'Versioning',
    description: 'Keeps docs for several versions of the software with docs versioning.',
  },
  large: {
    label: 'Large',
    description: 'Hundreds of pages or more, not counting versions and translations.',
  },
  meta: {
    label: 'Meta',
    description: 'Projects from Meta Open Source.',
  },
  personal: {
    label: 'Personal',
    description: 'Personal websites, blogs and digital gardens.',
  },
  rtl: {
    label: 'Right-to-left',
    description: 'Offers at least one language written right to left.',
  },
};

export function isShowcaseTagId(value: string): value is ShowcaseTagId {
  return (SHOWCASE_TAG_IDS as readonly string[]).includes(value);
}
