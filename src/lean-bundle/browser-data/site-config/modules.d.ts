// The whole generated site config, plugin lists included (see strip.ts).
declare module '@generated/docusaurus.config?full' {
  import type {DocusaurusConfig} from '@docusaurus/types';

  const config: DocusaurusConfig;
  export default config;
}
