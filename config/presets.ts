import type * as Preset from '@docusaurus/preset-classic';
import {admonitions, rehypePlugins, remarkPlugins} from './markdown';
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
    remarkPlugins,
    rehypePlugins,
    showLastUpdateTime: false,
    lastVersion: 'current',
    versions: {
      current: {label: 'Canary'},
    },
  },
  blog: {
    path: 'blog',
    blogTitle: 'Docusaurus blog',
    blogDescription: 'Release notes, guides and the history of Docusaurus, from the team that builds it.',
    editUrl,
    admonitions,
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
