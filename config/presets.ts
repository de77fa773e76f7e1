import type * as Preset from '@docusaurus/preset-classic';
import {env} from './env';
import {admonitions, beforeDefaultRemarkPlugins, rehypePlugins, remarkPlugins} from './markdown';
import {repositoryUrl} from './navbar';
import {themeConfig} from './themeConfig';

const editUrl = `${repositoryUrl}/edit/main/website/`;

/** Paths kept out of the sitemap: the public test areas are not content. */
const sitemapIgnore = ['/tests/**', '/examples/noIndex/', '/__docusaurus/**'];

export const classicPreset: Preset.Options = {
  // Keep /__docusaurus/debug/* in production builds too.
  debug: true,
  docs: {
    path: 'docs',
    sidebarPath: './sidebars.ts',
    editUrl,
    admonitions,
    beforeDefaultRemarkPlugins,
    remarkPlugins,
    rehypePlugins,
    showLastUpdateTime: false,
    // The main branch is served at /docs/ and labelled Canary; releases keep
    // their number in the URL (/docs/3.7.0/, /docs/3.6.3/).
    lastVersion: 'current',
    versions: {
      // The version readers land on: its label and badge say Canary, and no
      // banner stands between them and every page they open.
      current: {label: 'Canary', banner: 'none', badge: true},
      '3.7.0': {label: '3.7.0', banner: 'none', badge: true},
      '3.6.3': {label: '3.6.3', banner: 'unmaintained', badge: true},
    },
    ...(env.docsVersions ? {onlyIncludeVersions: env.docsVersions} : {}),
  },
  blog: {
    path: 'blog',
    blogTitle: 'Docusaurus blog',
    blogDescription: 'Release notes, guides and the history of Docusaurus, from the team that builds it.',
    editUrl,
    admonitions,
    beforeDefaultRemarkPlugins,
    remarkPlugins,
    rehypePlugins,
    postsPerPage: 5,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    showReadingTime: true,
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    feedOptions: {
      type: 'all',
      title: 'Docusaurus blog',
      description: 'Release notes, guides and the history of Docusaurus.',
      copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`,
    },
  },
  pages: {
    admonitions,
    beforeDefaultRemarkPlugins,
    remarkPlugins,
    rehypePlugins,
  },
  theme: {
    customCss: './src/css/custom.css',
  },
  sitemap: {
    ignorePatterns: sitemapIgnore,
  },
};

export {themeConfig};
