import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import versions from '../versions.json';
import {env} from './env';

/** Support pages moved from the docs to the community section. */
const movedToCommunity = ['support', 'team', 'resources'].map((page) => ({
  from: [`/docs/${page}`, `/docs/next/${page}`],
  to: `/community/${page}/`,
}));

/**
 * Blog posts that moved to the address the post has on docusaurus.io (the
 * upstream file name, capitals and dots included): the short-lived address
 * we first gave each one keeps working.
 */
const blogPostMoves: [from: string, to: string][] = [
  ['2018/09/11/why-we-are-rewriting-docusaurus', '2018/09/11/Towards-Docusaurus-2'],
  ['2018/12/14/one-year-of-docusaurus', '2018/12/14/Happy-First-Birthday-Slash'],
  ['2019/12/30/docusaurus-2019-in-review', '2019/12/30/docusaurus-2019-recap'],
  ['2021/03/09/translate-your-site-with-docusaurus-i18n', '2021/03/09/releasing-docusaurus-i18n'],
  ['2021/05/12/docusaurus-2-is-in-beta', '2021/05/12/announcing-docusaurus-two-beta'],
  ['2022/01/24/docusaurus-2021-in-review', '2022/01/24/docusaurus-2021-recap'],
  ['2022/08/01/docusaurus-2-0-is-here', '2022/08/01/announcing-docusaurus-2.0'],
  ['2022/09/01/docusaurus-2-1', '2022/09/01/docusaurus-2.1'],
];

export const movedBlogPosts: {from: string; to: string}[] = blogPostMoves.map(([from, to]) => ({
  from: `/blog/${from}`,
  to: `/blog/${to}/`,
}));

/** Docs versions of this build: the URL prefix of each (`''` for the current docs). */
const builtDocsVersionPrefixes = ['current', ...versions]
  .filter((version) => !env.docsVersions || env.docsVersions.includes(version))
  .map((version) => (version === 'current' ? '' : `${version}/`));

/**
 * Misc API pages moved to the package-named URLs of docusaurus.io
 * (`/docs/api/misc/@docusaurus/<package>/`), in every docs version built: the
 * plugin refuses a redirect to a page that a partial build (`DOCS_VERSIONS`) lacks.
 */
export const movedMiscApiPages = builtDocsVersionPrefixes.flatMap((version) =>
  ['logger', 'eslint-plugin'].map((page) => ({
    from: `/docs/${version}api/misc/${page}`,
    to: `/docs/${version}api/misc/@docusaurus/${page}/`,
  })),
);

/** Redirect targets of every kind, exercised by the end-to-end tests. */
const redirectTests = [
  {from: '/home/', to: '/'},
  {from: '/home/query/', to: '/?from=home-redirect'},
  {from: '/home/anchor/', to: '/#features'},
  {from: '/home/absolute/', to: 'https://github.com/facebook/docusaurus'},
];

export const redirectsOptions: ClientRedirectsOptions = {
  // `/docs/installation.html` keeps working for links written for v1 sites.
  fromExtensions: ['html'],
  redirects: [
    ...movedToCommunity,
    ...movedBlogPosts,
    // The community section opens on its support page.
    {from: '/community/', to: '/community/support/'},
    {from: '/docs/api/misc/docusaurus-init', to: '/docs/api/misc/create-docusaurus/'},
    ...movedMiscApiPages,
    ...redirectTests,
  ],
};
