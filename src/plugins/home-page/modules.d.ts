// The data the home-page plugin writes for the home page (see index.ts).

declare module '@generated/home-page/default/news.json' {
  import type {HomeNews} from '@site/src/plugins/home-page/news';

  const news: HomeNews;
  export default news;
}

declare module '@generated/home-page/default/showcase.json' {
  import type {StripEntry} from '@site/src/plugins/home-page/showcaseStrip';

  const strip: {sites: StripEntry[]; totalSites: number};
  export default strip;
}
