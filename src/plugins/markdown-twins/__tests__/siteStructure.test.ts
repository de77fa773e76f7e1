import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {siteStructure} from '../siteStructure';

const doc = (id: string, permalink: string, unlisted = false) => ({id, permalink, unlisted, title: id});

function version(versionName: string, docs: ReturnType<typeof doc>[], sidebars: Record<string, unknown[]>) {
  return {versionName, docs, drafts: [], sidebars};
}

const post = (permalink: string, date: string, unlisted = false) => ({metadata: {permalink, date, unlisted}});

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        version(
          'current',
          [
            doc('intro', '/docs/'),
            doc('installation', '/docs/installation/'),
            doc('guides/tabs', '/docs/tabs/'),
            doc('hidden', '/docs/hidden/', true),
            doc('playground', '/docs/playground/'),
            doc('api/config', '/docs/api/config/'),
            doc('cli', '/docs/cli/'),
          ],
          {
            docs: [
              {type: 'doc', id: 'intro'},
              {type: 'doc', id: 'installation'},
              {
                type: 'category',
                label: 'Guides',
                link: {type: 'generated-index', slug: '/category/guides', permalink: '/docs/category/guides/'},
                items: [{type: 'doc', id: 'guides/tabs'}, {type: 'doc', id: 'hidden'}, {type: 'link', href: 'https://x.dev'}],
              },
            ],
            api: [
              {type: 'category', label: 'API', link: {type: 'doc', id: 'cli'}, items: [{type: 'doc', id: 'api/config'}, {type: 'html', value: '<hr>'}]},
            ],
          },
        ),
        version('3.7.0', [doc('intro', '/docs/3.7.0/'), doc('old-unlisted', '/docs/3.7.0/x/', true)], {
          docs: [{type: 'doc', id: 'intro'}],
        }),
      ],
    },
    community: {loadedVersions: [version('current', [doc('support', '/community/support/'), doc('team', '/community/team/')], {community: [{type: 'doc', id: 'team'}]})]},
    'docs-tests': {loadedVersions: [version('current', [doc('t', '/tests/docs/t/')], {})]},
  },
  'docusaurus-plugin-content-blog': {
    default: {blogPosts: [post('/blog/old/', '2020-01-01'), post('/blog/new/', '2025-01-03'), post('/blog/secret/', '2025-02-01', true)]},
    changelog: {blogPosts: [post('/changelog/3.6.0/', '2024-11-01'), post('/changelog/3.7.0/', '2025-01-03')]},
    'blog-tests': {blogPosts: [post('/tests/blog/p/', '2024-01-01')]},
  },
} as unknown as AllContent;

const options = {
  docs: {pluginId: 'default', guidesSidebar: 'docs', apiSidebar: 'api'},
  communityPluginId: 'community',
  blogPluginId: 'default',
  changelogPluginId: 'changelog',
};

describe('siteStructure', () => {
  const structure = siteStructure(allContent, options);

  it('lists the guides in sidebar order with their category pages, then the current docs no sidebar names', () => {
    expect(structure.guides).toEqual(['/docs/', '/docs/installation/', '/docs/category/guides/', '/docs/tabs/', '/docs/playground/']);
  });

  it('lists the API sidebar, a category linked to a doc before its items', () => {
    expect(structure.api).toEqual(['/docs/cli/', '/docs/api/config/']);
  });

  it('lists community pages in sidebar order, then the others; posts and releases newest first', () => {
    expect(structure.community).toEqual(['/community/team/', '/community/support/']);
    expect(structure.blog).toEqual(['/blog/new/', '/blog/old/']);
    expect(structure.changelog).toEqual(['/changelog/3.7.0/', '/changelog/3.6.0/']);
  });

  it('gives twins to every listed page of every docs version, community page, post and release, not to unlisted pages or test areas', () => {
    expect([...structure.pages].sort()).toEqual(
      [
        '/docs/', '/docs/installation/', '/docs/category/guides/', '/docs/tabs/', '/docs/playground/', '/docs/cli/', '/docs/api/config/',
        '/docs/3.7.0/',
        '/community/team/', '/community/support/',
        '/blog/new/', '/blog/old/',
        '/changelog/3.7.0/', '/changelog/3.6.0/',
      ].sort(),
    );
  });
});
