/** A dated step in the history of Docusaurus, told on the blog. */
export type Milestone = {
  /** ISO date (YYYY-MM-DD) of the release or announcement. */
  date: string;
  title: string;
  summary: string;
  /** Where the blog or changelog tells the story in full. */
  to: string;
};

/** Oldest first. Dates come from the project's changelog and its blog archive. */
export const milestones: readonly Milestone[] = [
  {
    date: '2017-12-14',
    title: 'Docusaurus is announced',
    summary: 'Markdown docs, a blog, versions and translations, rendered to static HTML.',
    to: '/blog/2017/12/14/introducing-docusaurus/',
  },
  {
    date: '2018-09-11',
    title: 'The rewrite is planned in the open',
    summary: 'A single-page app, snapshot versioning and a theme the site owner controls.',
    to: '/blog/2018/09/11/Towards-Docusaurus-2/',
  },
  {
    date: '2019-04-10',
    title: 'The Docusaurus 2 changelog begins',
    summary: 'The alpha series starts: plugins, presets and a React theme.',
    to: '/blog/2019/12/30/docusaurus-2019-recap/',
  },
  {
    date: '2021-03-09',
    title: 'Internationalization ships',
    summary: '2.0.0-alpha.71 brings locales, translation files and right-to-left layouts.',
    to: '/blog/2021/03/09/releasing-docusaurus-i18n/',
  },
  {
    date: '2021-05-12',
    title: 'Docusaurus 2 beta',
    summary: 'The alpha label goes away; the API is stable enough to build on.',
    to: '/blog/2021/05/12/announcing-docusaurus-two-beta/',
  },
  {
    date: '2022-08-01',
    title: 'Docusaurus 2.0',
    summary: 'The first stable release of the rewrite.',
    to: '/blog/2022/08/01/announcing-docusaurus-2.0/',
  },
  {
    date: '2023-10-31',
    title: 'Docusaurus 3.0',
    summary: 'MDX 3, React 18, Node.js 18 and configuration files in TypeScript.',
    to: '/blog/releases/3.0/',
  },
  {
    date: '2025-01-03',
    title: 'Docusaurus 3.7',
    summary: 'React 19 support and a dedicated SVGR plugin.',
    to: '/blog/releases/3.7/',
  },
];
