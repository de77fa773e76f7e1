/**
 * The public test areas, as listed on /tests/. The end-to-end tests read the
 * same list to know which routes must exist, so a page added here without
 * being built (or built without being listed) fails them.
 */

export type TestEntry = {
  /** Route path, with the trailing slash the site uses. */
  readonly path: string;
  readonly title: string;
  /** One sentence: what the page exercises. */
  readonly checks: string;
};

export const testSections: readonly TestEntry[] = [
  {
    path: '/tests/docs/',
    title: 'Test docs',
    checks:
      'A second docs instance with two sidebars, tags, breadcrumbs, category indexes, table-of-contents cases and unlisted and draft docs.',
  },
  {
    path: '/tests/blog/',
    title: 'Test blog',
    checks:
      'A second blog with three posts per page, its own authors and tags, inline authors, an unlisted post, a long title and missing images.',
  },
];

export const testPages: readonly TestEntry[] = [
  {
    path: '/tests/pages/analytics/',
    title: 'Analytics',
    checks: 'Page-view events from a client module, listed on the page instead of sent to an analytics host.',
  },
  {
    path: '/tests/pages/code-block-tests/',
    title: 'Code blocks',
    checks: 'Titles, line numbers, highlighted lines, magic comments, long lines, live code and the npm-to-Yarn tabs.',
  },
  {
    path: '/tests/pages/crashTest/',
    title: 'Crash test',
    checks: 'A page that throws while rendering: the theme’s crash screen, its cause chain and “Try again”.',
  },
  {
    path: '/tests/pages/diagrams/',
    title: 'Diagrams',
    checks: 'Mermaid diagrams written as code blocks, in both colour modes.',
  },
  {
    path: '/tests/pages/embeds/',
    title: 'Embeds',
    checks: 'Iframes, objects and details blocks, all served from this site.',
  },
  {
    path: '/tests/pages/error-boundary-tests/',
    title: 'Error boundaries',
    checks: 'Nested error boundaries that catch a crashing part of a page and recover with “Retry”.',
  },
  {
    path: '/tests/pages/head-metadata/',
    title: 'Head metadata',
    checks: 'Title, meta and link tags and html attributes set from a page’s head.',
  },
  {
    path: '/tests/pages/hydration-tests/',
    title: 'Hydration',
    checks: 'Content that differs between the server and the browser, on purpose, and how React recovers.',
  },
  {
    path: '/tests/pages/layout-no-children/',
    title: 'Layout without children',
    checks:
      'The theme layout rendered with no content at all: navbar and footer must still show, with an empty main area and no error. The page has no text of its own, by design.',
  },
  {
    path: '/tests/pages/link-tests/',
    title: 'Links',
    checks: 'Relative, absolute, query, hash, external and static-file links, and that each one works.',
  },
  {
    path: '/tests/pages/markdown-tests-md/',
    title: 'Markdown (.md)',
    checks: 'A page parsed as plain Markdown (CommonMark and GitHub extensions), where JSX is just text.',
  },
  {
    path: '/tests/pages/markdown-tests-mdx/',
    title: 'Markdown (.mdx)',
    checks: 'The same kind of content parsed as MDX, with expressions, imports and components.',
  },
  {
    path: '/tests/pages/navbar-dropdown-tests/',
    title: 'Navbar dropdowns',
    checks: 'Dropdown menus opened by hover and by the keyboard, closed by a click elsewhere, and their mobile form.',
  },
  {
    path: '/tests/pages/page-toc-tests/',
    title: 'Page table of contents',
    checks: 'A Markdown page with a table of contents and custom heading levels.',
  },
  {
    path: '/tests/pages/react-18/',
    title: 'React transitions and Suspense',
    checks: 'Transitions, Suspense, use(), useOptimistic and useActionState, as React 19 provides them.',
  },
  {
    path: '/tests/pages/seo/',
    title: 'SEO metadata',
    checks: 'Description, keywords, social image and canonical URL written from front matter.',
  },
  {
    path: '/tests/pages/svg/',
    title: 'SVG',
    checks: 'SVG files as images, as React components and inline, following the colour mode.',
  },
  {
    path: '/tests/pages/tabs-tests/',
    title: 'Tabs',
    checks: 'Tabs synced by group, kept in the URL query, lazy, nested and with many items.',
  },
  {
    path: '/tests/pages/unlisted/',
    title: 'Unlisted page',
    checks: 'A page with unlisted: true, reachable by link only, with its banner.',
  },
  {
    path: '/tests/pages/z-index-tests/',
    title: 'Stacking (z-index)',
    checks: 'Sticky, positioned and overlapping elements under the navbar and its menus.',
  },
];

export const examplePages: readonly TestEntry[] = [
  {
    path: '/examples/markdownPageExample/',
    title: 'Markdown page example',
    checks: 'A page written in Markdown in src/pages, rendered with the page layout and its table of contents.',
  },
  {
    path: '/examples/noIndex/',
    title: 'Page kept out of search engines',
    checks: 'An MDX page that adds a robots noindex meta tag through its head.',
  },
];
