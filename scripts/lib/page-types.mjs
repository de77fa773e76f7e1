/**
 * One route of each kind of page the site has: the theme's page types (doc,
 * category index, tags, blog lists and posts, authors, archive, changelog,
 * search, Markdown page) and our own pages. The screenshot gallery renders each
 * of them; the end-to-end suite checks their layout on narrow screens.
 *
 * @typedef {{slug: string, label: string, path: string}} PageType
 * @type {readonly PageType[]}
 */
export const PAGE_TYPES = [
  {slug: 'home', label: 'Home', path: '/'},
  {slug: 'doc', label: 'Doc page', path: '/docs/installation/'},
  {slug: 'doc-intro', label: 'Docs introduction (version root)', path: '/docs/'},
  {slug: 'api-config', label: 'API reference: site config', path: '/docs/api/docusaurus-config/'},
  {
    slug: 'api-plugin',
    label: 'API reference: plugin options',
    path: '/docs/api/plugins/@docusaurus/plugin-content-docs/',
  },
  {slug: 'cli', label: 'CLI reference', path: '/docs/cli/'},
  {slug: 'math', label: 'Doc with maths', path: '/docs/markdown-features/math-equations/'},
  {slug: 'code-blocks', label: 'Doc with code blocks', path: '/docs/markdown-features/code-blocks/'},
  {slug: 'styling', label: 'Doc with the colour generator', path: '/docs/styling-layout/'},
  {slug: 'playground', label: 'Playground', path: '/docs/playground/'},
  {slug: 'category', label: 'Docs category index', path: '/docs/category/guides/'},
  {slug: 'doc-3-7', label: 'Doc, version 3.7.0', path: '/docs/3.7.0/installation/'},
  {slug: 'doc-3-6', label: 'Doc, version 3.6.3 (unmaintained)', path: '/docs/3.6.3/installation/'},
  {slug: 'doc-tags', label: 'Docs tags list', path: '/tests/docs/tags/'},
  {slug: 'doc-tag', label: 'Docs tag page', path: '/tests/docs/tags/front-matter/'},
  {slug: 'blog-list', label: 'Blog list', path: '/blog/'},
  {slug: 'blog-post', label: 'Blog post (release)', path: '/blog/releases/3.7/'},
  {slug: 'blog-tags', label: 'Blog tags list', path: '/blog/tags/'},
  {slug: 'blog-tag', label: 'Blog tag page', path: '/blog/tags/release/'},
  {slug: 'blog-authors', label: 'Blog authors list', path: '/blog/authors/'},
  {slug: 'blog-author', label: 'Blog author page', path: '/blog/authors/core-team/'},
  {slug: 'blog-archive', label: 'Blog archive', path: '/blog/archive/'},
  {slug: 'changelog-list', label: 'Changelog list', path: '/changelog/'},
  {slug: 'changelog-entry', label: 'Changelog entry', path: '/changelog/3.7.0/'},
  {slug: 'community', label: 'Community page', path: '/community/support/'},
  {slug: 'showcase', label: 'Showcase', path: '/showcase/'},
  {slug: 'search', label: 'Search page', path: '/search/?q=sidebar'},
  {slug: 'versions', label: 'Versions', path: '/versions/'},
  {slug: 'feature-requests', label: 'Feature requests', path: '/feature-requests/'},
  {slug: 'tests', label: 'Tests index', path: '/tests/'},
  {slug: 'markdown-page', label: 'Markdown page', path: '/examples/markdownPageExample/'},
  {slug: 'not-found', label: 'Not found (a mistyped docs address)', path: '/docs/instalation/'},
];
