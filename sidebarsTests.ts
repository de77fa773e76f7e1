import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars of the test docs instance (`docs-tests`, at /tests/docs/).
 *
 * `sidebar` lists every doc, including ones hidden in production (the unlisted
 * overview, the visibility docs and a draft) so that the filtering itself is
 * under test. `anotherSidebar` is displayed only by the doc that asks for it
 * in its front matter (`displayed_sidebar`); its `ref` items link to docs
 * without claiming them, so those docs keep `sidebar` as their own.
 */
const sidebars: SidebarsConfig = {
  sidebar: [
    'index',
    'more-test',
    {
      type: 'category',
      label: 'Tests',
      link: {
        type: 'generated-index',
        slug: '/category/tests',
        title: 'Tests',
        description: 'Docs that exercise one docs feature each: number prefixes, front matter, slugs, links and nested categories.',
        keywords: ['docs', 'tests'],
      },
      items: [
        'tests/number-prefix',
        'tests/hidden-title',
        'tests/custom-slug',
        'tests/markdown-links',
        {
          type: 'category',
          label: 'Nested category',
          link: {type: 'doc', id: 'tests/nested/index'},
          items: ['tests/nested/deep-doc'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Table of contents',
      link: {
        type: 'generated-index',
        slug: '/category/table-of-contents',
        description: 'How headings turn into tables of contents: levels, duplicates, inline lists and formatting.',
      },
      items: ['toc/heading-levels', 'toc/duplicate-headings', 'toc/inline-toc', 'toc/rich-headings'],
    },
    {
      type: 'category',
      label: 'Visibility',
      link: {type: 'doc', id: 'visibility/index'},
      items: [
        'visibility/unlisted-doc',
        'visibility/draft-doc',
        {
          type: 'category',
          label: 'Unlisted category',
          link: {type: 'doc', id: 'visibility/unlisted-category/index'},
          items: ['visibility/unlisted-category/hidden-child'],
        },
      ],
    },
    'sidebar-frontmatter',
    {type: 'link', label: 'Tags', href: '/tests/docs/tags/'},
  ],
  anotherSidebar: [
    {type: 'ref', id: 'sidebar-frontmatter', label: 'Sidebar from front matter'},
    {type: 'ref', id: 'more-test', label: 'More test'},
    {type: 'link', href: '/tests/docs/', label: 'Back to the overview'},
  ],
};

export default sidebars;
