import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** The versions whose pages show the banner, as configured (`versions.*.banner`). */
export const hasVersionBanner = (banner: PropVersionMetadata['banner']): boolean =>
  banner === 'unreleased' || banner === 'unmaintained';
