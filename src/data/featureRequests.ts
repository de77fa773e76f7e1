/**
 * The feature-requests board, as data. It works without any hosted service:
 * the feature-requests plugin turns this file into one page per request. With
 * `CANNY_BOARD_TOKEN` set, a hosted board replaces it.
 *
 * Statuses describe the project as of Docusaurus 3.7: "done" entries name the
 * release that shipped them.
 */

export const FEATURE_REQUEST_STATUSES = ['open', 'planned', 'in-progress', 'done'] as const;
export type FeatureRequestStatus = (typeof FEATURE_REQUEST_STATUSES)[number];

export const FEATURE_REQUEST_STATUS_LABELS: Readonly<Record<FeatureRequestStatus, string>> = {
  open: 'Open',
  planned: 'Planned',
  'in-progress': 'In progress',
  done: 'Done',
};

export const FEATURE_REQUEST_CATEGORIES = [
  'content',
  'markdown',
  'theme',
  'search',
  'i18n',
  'performance',
  'developer-experience',
] as const;
export type FeatureRequestCategory = (typeof FEATURE_REQUEST_CATEGORIES)[number];

export const FEATURE_REQUEST_CATEGORY_LABELS: Readonly<Record<FeatureRequestCategory, string>> = {
  content: 'Docs, blog and pages',
  markdown: 'Markdown and MDX',
  theme: 'Theme and UI',
  search: 'Search',
  i18n: 'Internationalisation',
  performance: 'Performance',
  'developer-experience': 'Developer experience',
};

export type FeatureRequest = {
  /** URL segment of the detail page: `/feature-requests/<slug>/`. */
  slug: string;
  title: string;
  /** Paragraphs of plain text. */
  description: readonly string[];
  status: FeatureRequestStatus;
  category: FeatureRequestCategory;
  votes: number;
  /** Day the request was opened, `YYYY-MM-DD`. */
  created: string;
};

export const FEATURE_REQUESTS: readonly FeatureRequest[] = [
  {
    slug: 'mermaid-diagrams',
    title: 'Draw diagrams from Mermaid code blocks',
    description: [
      'Flowcharts and sequence diagrams age badly as exported images: nobody updates the picture when the process changes. Writing them as text next to the prose keeps them reviewable in pull requests.',
      'Shipped in Docusaurus 2.2 as the Mermaid theme: enable `markdown.mermaid` and add `@docusaurus/theme-mermaid`, then any ```mermaid code block renders as a diagram that follows the colour mode.',
    ],
    status: 'done',
    category: 'markdown',
    votes: 412,
    created: '2021-03-14',
  },
  {
    slug: 'predefined-tags',
    title: 'Declare the allowed tags in one file',
    description: [
      'On large sites, tags drift: "i18n", "I18N" and "internationalization" end up as three different tag pages. Authors need a list of allowed tags, with a label and description for each, and a warning when a post uses another one.',
      'Shipped in Docusaurus 3.4: a `tags.yml` file next to docs or blog posts, with the `onInlineTags` option to warn about or reject tags that are not in it.',
    ],
    status: 'done',
    category: 'content',
    votes: 168,
    created: '2022-09-02',
  },
  {
    slug: 'blog-author-pages',
    title: 'A page listing every post of a blog author',
    description: [
      'Multi-author blogs want a profile page per author with their posts, like tag pages but for people, and a page listing all authors.',
      'Shipped in Docusaurus 3.5: set `page: true` on an author in `authors.yml` to get a paginated author page; 3.5 also added social icons to author headers.',
    ],
    status: 'done',
    category: 'content',
    votes: 237,
    created: '2021-11-20',
  },
  {
    slug: 'blog-sidebar-by-year',
    title: 'Group the blog sidebar by year',
    description: [
      'A blog with years of posts shows one long undifferentiated list in its sidebar. Headings per year make it scannable.',
      'Shipped in Docusaurus 3.5 as `themeConfig.blog.sidebar.groupByYear`, on by default.',
    ],
    status: 'done',
    category: 'theme',
    votes: 74,
    created: '2023-05-30',
  },
  {
    slug: 'faster-builds',
    title: 'Much faster production builds',
    description: [
      'Sites with thousands of pages take many minutes to build, mostly in bundling and minification. Faster JavaScript tooling written in Rust could cut that time several-fold.',
      'Shipped in Docusaurus 3.6 as "Docusaurus Faster": install `@docusaurus/faster` and set `future.experimental_faster` to build with Rspack, SWC and Lightning CSS. Incremental Rspack builds became the default in 3.7.',
    ],
    status: 'done',
    category: 'performance',
    votes: 529,
    created: '2022-02-11',
  },
  {
    slug: 'react-19',
    title: 'Support React 19',
    description: [
      'Sites want to upgrade React together with the rest of their stack, and libraries they embed in MDX pages are starting to require React 19.',
      'Shipped in Docusaurus 3.7: React 18 and React 19 are both supported, and the theme types were prepared so that swizzled components keep compiling.',
    ],
    status: 'done',
    category: 'developer-experience',
    votes: 301,
    created: '2024-04-26',
  },
  {
    slug: 'svgr-plugin',
    title: 'Configure how SVG files become React components',
    description: [
      'Importing an SVG as a component is convenient, but the SVGR and SVGO settings were hard-coded, so sites could not keep IDs, viewBox attributes or titles their icons needed.',
      'Shipped in Docusaurus 3.7 as `@docusaurus/plugin-svgr`, included in the classic preset, with options passed through to SVGR.',
    ],
    status: 'done',
    category: 'developer-experience',
    votes: 58,
    created: '2023-08-19',
  },
  {
    slug: 'offline-hash-router',
    title: 'Browse a built site from the file system',
    description: [
      'Some teams ship documentation inside a product or on a USB stick, where there is no web server and pages are opened as `file://` URLs.',
      'Shipped in Docusaurus 3.4 as an experimental option: building with `future.experimental_router: "hash"` produces a single-page site that works without a server.',
    ],
    status: 'done',
    category: 'developer-experience',
    votes: 143,
    created: '2020-12-07',
  },
  {
    slug: 'css-cascade-layers',
    title: 'Put the theme CSS in cascade layers',
    description: [
      'Overriding the theme often means winning a specificity war with selectors such as `.navbar .navbar__item`. If the theme and Infima lived in CSS cascade layers, any unlayered site CSS would win, whatever its specificity.',
      'Work is under way on a plugin that wraps each stylesheet of the theme in a named layer, behind a flag so existing sites are not affected.',
    ],
    status: 'in-progress',
    category: 'theme',
    votes: 96,
    created: '2024-06-12',
  },
  {
    slug: 'ssg-worker-threads',
    title: 'Render static pages in parallel',
    description: [
      'After bundling, every route is rendered to HTML one after another on a single thread. Big sites would benefit from spreading that work over all CPU cores.',
      'In progress: static-site generation in worker threads, sized from the number of available cores, with memory limits for machines with small RAM.',
    ],
    status: 'in-progress',
    category: 'performance',
    votes: 187,
    created: '2024-11-15',
  },
  {
    slug: 'persistent-bundler-cache',
    title: 'Reuse the bundler cache between builds',
    description: [
      'Continuous integration rebuilds the whole site from scratch even when one Markdown file changed. A persistent cache for the Rspack bundler, kept between CI runs, would make small changes build in a fraction of the time.',
      'In progress, building on the Rspack integration that shipped in 3.6.',
    ],
    status: 'in-progress',
    category: 'performance',
    votes: 122,
    created: '2024-11-28',
  },
  {
    slug: 'reset-color-mode',
    title: 'Let readers return to the system colour mode',
    description: [
      'Once a reader clicks the colour-mode toggle, the choice sticks and the site stops following the operating system, even if the reader only wanted a quick look.',
      'In progress: a third toggle state, "system", that clears the stored choice and follows `prefers-color-scheme` again.',
    ],
    status: 'in-progress',
    category: 'theme',
    votes: 88,
    created: '2023-02-03',
  },
  {
    slug: 'page-title-formatter',
    title: 'Choose how page titles are composed',
    description: [
      'Browser titles are always "Page title | Site title". Some sites want the order reversed, another separator, or the site name left out of some pages for search results.',
      'Planned: a site-level function that receives the page title and site title and returns the final `<title>`.',
    ],
    status: 'planned',
    category: 'theme',
    votes: 64,
    created: '2023-10-09',
  },
  {
    slug: 'pages-slug-front-matter',
    title: 'Set the URL of a Markdown page from its front matter',
    description: [
      'Docs and blog posts accept a `slug` in their front matter, but standalone pages take their URL from the file path only. Moving a file should not be the only way to change its URL.',
      'Planned: support `slug` in the front matter of pages, with the same rules as docs.',
    ],
    status: 'planned',
    category: 'content',
    votes: 41,
    created: '2024-03-21',
  },
  {
    slug: 'built-in-local-search',
    title: 'Built-in search that needs no hosted service',
    description: [
      'Hosted search is excellent for public sites, but internal documentation, air-gapped networks and small projects need search that is built with the site and runs in the browser.',
      'Community plugins fill the gap today. A first-party option would share the search page and modal of the theme, so switching to a hosted index later changes nothing for readers.',
    ],
    status: 'open',
    category: 'search',
    votes: 611,
    created: '2019-10-22',
  },
  {
    slug: 'export-docs-pdf',
    title: 'Export the docs as a PDF',
    description: [
      'Regulated industries and offline readers need a single PDF of a docs version, with a table of contents, page numbers and working cross-references.',
      'The idea is a build step that follows the sidebar order, prints each page with print styles and assembles the result, rather than printing page by page from the browser.',
    ],
    status: 'open',
    category: 'content',
    votes: 447,
    created: '2020-06-30',
  },
  {
    slug: 'versioned-blog',
    title: 'Release notes that follow the docs version',
    description: [
      'Projects that version their docs also want the blog, or at least release notes, filtered by the version a reader is looking at, with links that stay inside that version.',
      'An open question is whether this belongs in the blog plugin or is better modelled as a second docs instance.',
    ],
    status: 'open',
    category: 'content',
    votes: 133,
    created: '2021-07-18',
  },
  {
    slug: 'translated-urls',
    title: 'Translated URLs for localised pages',
    description: [
      'A French reader should be able to land on `/fr/docs/demarrage` rather than `/fr/docs/getting-started`. Today the slug of a translated page is the same as in the default locale, which hurts readability and search in other languages.',
      'Needs a way to declare a translated slug per locale while keeping links between locales and the version dropdown working.',
    ],
    status: 'open',
    category: 'i18n',
    votes: 152,
    created: '2021-05-04',
  },
  {
    slug: 'untranslated-page-notice',
    title: 'Tell readers when a page is not translated yet',
    description: [
      'When a page has no translation, the default-language text is shown in its place. Readers should see a short notice in their language explaining that, ideally with a link to help translate it.',
    ],
    status: 'open',
    category: 'i18n',
    votes: 67,
    created: '2022-04-16',
  },
  {
    slug: 'image-zoom',
    title: 'Zoom into images in the docs',
    description: [
      'Screenshots and diagrams are often too small to read in the content column. Clicking one should open it full size, accessible from the keyboard and closed with Escape.',
      'Community plugins exist; the request is for the theme to offer it out of the box.',
    ],
    status: 'open',
    category: 'theme',
    votes: 204,
    created: '2021-01-25',
  },
  {
    slug: 'sidebar-filter',
    title: 'Filter long docs sidebars',
    description: [
      'API references can have hundreds of sidebar entries. A small filter box on top of the sidebar would narrow the tree to matching items without opening the full search.',
    ],
    status: 'open',
    category: 'theme',
    votes: 91,
    created: '2023-06-08',
  },
  {
    slug: 'typed-front-matter',
    title: 'Validate custom front matter with a schema',
    description: [
      'Teams add their own front matter fields (owner, review date, audience) and only find typos when a page renders wrongly. Declaring a schema for those fields would fail the build on invalid values and give components typed access to them.',
    ],
    status: 'open',
    category: 'developer-experience',
    votes: 79,
    created: '2022-11-29',
  },
  {
    slug: 'blog-post-series',
    title: 'Group blog posts into a series',
    description: [
      'Tutorial series spread over several posts need "part 2 of 5" navigation and a page for the whole series, independent of tags.',
    ],
    status: 'open',
    category: 'content',
    votes: 36,
    created: '2024-02-17',
  },
  {
    slug: 'mdx-partial-props-docs',
    title: 'Show which props an MDX partial expects',
    description: [
      'Reusable MDX partials accept props, but nothing tells the author of the including page which ones exist. Typed props for partials, checked at build time, would catch mistakes early.',
    ],
    status: 'open',
    category: 'markdown',
    votes: 23,
    created: '2024-08-05',
  },
];
