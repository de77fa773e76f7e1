// The whole generated site config, plugin lists included (see strip.ts).
declare module '@generated/docusaurus.config?full' {
  import type {DocusaurusConfig} from '@docusaurus/types';

  const config: DocusaurusConfig;
  export default config;
}

// The whole generated site metadata, plugin versions included (see strip.ts).
declare module '@generated/site-metadata?full' {
  import type {SiteMetadata} from '@docusaurus/types';

  const siteMetadata: SiteMetadata;
  export default siteMetadata;
}
