import type {MarkdownTwinsOptions} from '../src/plugins/markdown-twins';

/** What llms.txt says about the site, and where its lists come from (src/plugins/markdown-twins). */
export const markdownTwinsOptions: MarkdownTwinsOptions = {
  summary:
    'Docusaurus is an open-source static-site generator for documentation websites, built on React: ' +
    'docs with versions and sidebars, a blog, pages in Markdown, MDX or React, search, translations and ' +
    'themes. This site is its documentation, API reference, community guide, blog and changelog.',
  notes: [
    'The docs below are the Canary docs: the main branch, ahead of the latest release. The docs of ' +
      'the stable release 3.7.0 are at /docs/3.7.0/ and those of 3.6.3 at /docs/3.6.3/, with the same page paths.',
    'Every page of the site is also served as Markdown at its URL without the trailing slash plus `.md` ' +
      '(https://docusaurus.io/docs/installation/ -> https://docusaurus.io/docs/installation.md); ' +
      '/llms-full.txt holds all the Canary docs and the API reference in one file.',
  ],
  docs: {pluginId: 'default', guidesSidebar: 'docs', apiSidebar: 'api'},
  communityPluginId: 'community',
  blogPluginId: 'default',
  changelogPluginId: 'changelog',
  latestPosts: 10,
};
