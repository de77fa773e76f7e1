/// <reference types="@docusaurus/plugin-ideal-image" />
// The data the home-page plugin writes for the home page (see index.ts).

declare module '@generated/home-page/default/news.json' {
  import type {HomeNews} from '@site/src/plugins/home-page/news';

  const news: HomeNews;
  export default news;
}

declare module '@generated/home-page/default/showcase.js' {
  import type {SrcImage} from '@theme/IdealImage';
  import type {StripSite} from '@site/src/plugins/home-page/showcaseStrip';

  const sites: (StripSite & {preview: {src: SrcImage; preSrc: string}})[];
  export default sites;
  export const totalSites: number;
}
