import type {PluginConfig} from '@docusaurus/types';
import testAreasPlugin from '../src/plugins/test-areas';
import {admonitions, beforeDefaultRemarkPlugins, rehypePlugins, remarkPlugins} from './markdown';
import {repositoryUrl} from './navbar';

/**
 * The public test areas under /tests/: one docs instance, one blog and one
 * pages instance whose content (in tests-area/) exercises the framework's
 * features so a person, or the end-to-end tests, can check them.
 *
 * None of it is meant for search engines: the sitemap ignores /tests/** (see
 * presets.ts) and every route carries a robots `noindex` meta tag, through the
 * docs version's `noIndex` flag, the blog and MDX-page route components below
 * (thin wrappers of the theme's own), and the layout of the React test pages.
 */

const ROUTES = '@site/src/plugins/test-areas/routes';
const editUrl = `${repositoryUrl}/edit/main/website/`;

export const testAreaPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'docs-tests',
      path: 'tests-area/docs',
      routeBasePath: 'tests/docs',
      sidebarPath: './sidebarsTests.ts',
      editUrl,
      breadcrumbs: true,
      tags: 'tags.yml',
      onInlineTags: 'throw',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      versions: {current: {noIndex: true}},
      admonitions,
      beforeDefaultRemarkPlugins,
      remarkPlugins,
      rehypePlugins,
    },
  ],
  [
    '@docusaurus/plugin-content-blog',
    {
      id: 'blog-tests',
      path: 'tests-area/blog',
      routeBasePath: 'tests/blog',
      editUrl,
      blogTitle: 'Test blog',
      blogDescription: 'Posts that exercise the blog features of Docusaurus: pagination, authors, tags and more.',
      postsPerPage: 3,
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'All test posts',
      authorsMapPath: 'authors.yml',
      tags: 'tags.yml',
      onInlineTags: 'throw',
      // Authors written in a post's front matter are one of the cases under test.
      onInlineAuthors: 'ignore',
      // Short posts without a truncation marker are tested on purpose too.
      onUntruncatedBlogPosts: 'ignore',
      // No feeds: the blog plugin advertises its feeds in the head of every page
      // of the site, and the test blog must not show up outside /tests/.
      feedOptions: {type: null},
      blogListComponent: `${ROUTES}/BlogListPage`,
      blogPostComponent: `${ROUTES}/BlogPostPage`,
      blogTagsListComponent: `${ROUTES}/BlogTagsListPage`,
      blogTagsPostsComponent: `${ROUTES}/BlogTagsPostsPage`,
      blogArchiveComponent: `${ROUTES}/BlogArchivePage`,
      blogAuthorsListComponent: `${ROUTES}/BlogAuthorsListPage`,
      blogAuthorsPostsComponent: `${ROUTES}/BlogAuthorsPostsPage`,
      admonitions,
      beforeDefaultRemarkPlugins,
      remarkPlugins,
      rehypePlugins,
    },
  ],
  [
    '@docusaurus/plugin-content-pages',
    {
      id: 'pages-tests',
      path: 'tests-area/pages',
      routeBasePath: 'tests/pages',
      mdxPageComponent: `${ROUTES}/MDXPage`,
      admonitions,
      beforeDefaultRemarkPlugins,
      remarkPlugins,
      rehypePlugins,
    },
  ],
  testAreasPlugin,
];
