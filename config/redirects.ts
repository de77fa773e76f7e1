import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import versions from '../versions.json';
import {env} from './env';

/** Support pages moved from the docs to the community section. */
const movedToCommunity = ['support', 'team', 'resources'].map((page) => ({
  from: [`/docs/${page}`, `/docs/next/${page}`],
  to: `/community/${page}/`,
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
    // The community section opens on its support page.
    {from: '/community/', to: '/community/support/'},
    {from: '/docs/api/misc/docusaurus-init', to: '/docs/api/misc/create-docusaurus/'},
    ...movedMiscApiPages,
    ...redirectTests,
  ],
};
