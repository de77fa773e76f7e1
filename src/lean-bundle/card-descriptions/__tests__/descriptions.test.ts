import {describe, expect, it} from 'vitest';
import {cardDocIds, isVersionProp, pagesWithCards, rendersDocCardList, withCardDocsOnly} from '../descriptions';
import {DOCS_ROUTE_PROPS} from '../index';

/** A version prop shaped like the docs plugin's (3.7.0): sidebars as the browser gets them, then every doc. */
const versionProp = {
  version: {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    isLast: true,
    docsSidebars: {
      docs: [
        {type: 'link', label: 'Introduction', href: '/docs/', docId: 'intro', unlisted: false},
        {
          type: 'category',
          label: 'Guides',
          href: '/docs/category/guides',
          collapsible: true,
          collapsed: true,
          items: [
            {type: 'link', label: 'Pages', href: '/docs/pages', docId: 'guides/pages', unlisted: false},
            {
              type: 'category',
              label: 'Markdown',
              href: '/docs/markdown',
              collapsible: true,
              collapsed: true,
              items: [{type: 'link', label: 'Tabs', href: '/docs/markdown/tabs', docId: 'markdown/tabs', unlisted: false}],
            },
            {
              type: 'category',
              label: 'Plain doc page',
              href: '/docs/plain/',
              items: [{type: 'link', label: 'Under plain', href: '/docs/under-plain', docId: 'under-plain', unlisted: false}],
            },
            {
              type: 'category',
              label: 'No page',
              collapsible: true,
              collapsed: true,
              items: [{type: 'link', label: 'Deep', href: '/docs/deep', docId: 'deep', unlisted: false}],
            },
            {type: 'link', label: 'Elsewhere', href: 'https://example.com/'},
            {type: 'html', value: '<hr>'},
          ],
        },
      ],
      api: [
        {
          type: 'category',
          label: 'API',
          href: '/docs/api',
          items: [{type: 'link', label: 'Config', href: '/docs/api/config', docId: 'api/config', unlisted: false}],
        },
      ],
    },
    docs: {
      intro: {id: 'intro', title: 'Introduction', description: 'Start here.', sidebar: 'docs'},
      'guides/pages': {id: 'guides/pages', title: 'Pages', description: 'Make pages.', sidebar: 'docs'},
      'markdown/tabs': {id: 'markdown/tabs', title: 'Tabs', description: 'Tabbed content.', sidebar: 'docs'},
      deep: {id: 'deep', title: 'Deep', description: 'Nested without a page.', sidebar: 'docs'},
      'api/config': {id: 'api/config', title: 'Config', description: 'Every option.', sidebar: 'api'},
      'under-plain': {id: 'under-plain', title: 'Under plain', description: 'Listed by no card.', sidebar: 'docs'},
      orphan: {id: 'orphan', title: 'Orphan', description: 'In no sidebar.'},
    },
  },
};

/** Generated indexes for Guides and API; the Markdown category's doc renders <DocCardList />; the plain one does not. */
const PAGES_WITH_CARDS = new Set(['/docs/category/guides', '/docs/api', '/docs/markdown']);

describe('docs card descriptions', () => {
  it('finds the pages that show cards: generated category indexes, and docs that render <DocCardList />', () => {
    const routeProps = [
      {categoryGeneratedIndex: {title: 'Guides', permalink: '/docs/category/guides/'}},
      {categoryGeneratedIndex: {title: 'API', permalink: '/docs/api'}},
      versionProp,
      {tags: []},
    ];
    const docs = [
      {permalink: '/docs/markdown/', mdx: "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"},
      {permalink: '/docs/plain/', mdx: '# Plain\n\nNo cards here.\n'},
    ];
    expect([...pagesWithCards(routeProps, docs)].sort()).toEqual([...PAGES_WITH_CARDS].sort());
  });

  it('counts <DocCardList> only outside fenced code, where an example only shows it', () => {
    expect(rendersDocCardList('Use it:\n\n```mdx\n<DocCardList />\n```\n')).toBe(false);
    expect(rendersDocCardList('~~~~md\n```\n<DocCardList />\n```\n~~~~\n')).toBe(false);
    expect(rendersDocCardList('```js\nconst a = 1;\n```\n\n<DocCardList items={items} />\n')).toBe(true);
    expect(rendersDocCardList('- A list:\n\n  <DocCardList />\n')).toBe(true);
  });

  it('finds the docs placed directly in a category whose page shows cards', () => {
    expect([...cardDocIds(versionProp.version.docsSidebars, PAGES_WITH_CARDS)].sort()).toEqual([
      'api/config',
      'guides/pages',
      'markdown/tabs',
    ]);
  });

  it('keeps those docs only, each with its id and description, and the rest of the data as it was', () => {
    const result = JSON.parse(withCardDocsOnly(JSON.stringify(versionProp), PAGES_WITH_CARDS)) as typeof versionProp;
    expect(result.version.docs).toEqual({
      'guides/pages': {id: 'guides/pages', description: 'Make pages.'},
      'markdown/tabs': {id: 'markdown/tabs', description: 'Tabbed content.'},
      'api/config': {id: 'api/config', description: 'Every option.'},
    });
    expect({...result.version, docs: undefined}).toEqual({...versionProp.version, docs: undefined});
  });

  it("leaves the docs plugin's other generated props untouched, byte for byte", () => {
    const generatedIndex = JSON.stringify({categoryGeneratedIndex: {title: 'Guides', description: 'All guides.', slug: '/category/guides'}}, null, 2);
    const tags = JSON.stringify({tags: [{label: 'react', permalink: '/docs/tags/react', count: 2}]});
    expect(withCardDocsOnly(generatedIndex, PAGES_WITH_CARDS)).toBe(generatedIndex);
    expect(withCardDocsOnly(tags, PAGES_WITH_CARDS)).toBe(tags);
    expect(isVersionProp({version: {docsSidebars: {docs: 'not a list'}, docs: {}}})).toBe(false);
  });

  it('applies to the route props of every docs plugin instance, and to nothing else', () => {
    expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json')).toBe(true);
    expect(DOCS_ROUTE_PROPS.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\community\\p\\community-2a1.json')).toBe(true);
    expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-mdx-0e3.json')).toBe(false);
    expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-bd9.json')).toBe(false);
  });
});
