import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Support pages moved from the docs to the community section. */
const movedToCommunity = ['support', 'team', 'resources'].map((page) => ({
  from: [`/docs/${page}`, `/docs/next/${page}`],
  to: `/community/${page}/`,
}));

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
    ...redirectTests,
  ],
};
