import {describe, expect, it} from 'vitest';
import {compactGlobalData, expandGlobalData, type GlobalData} from '../docsLists';

/** Global data in the shape @docusaurus/plugin-content-docs 3.7.0 writes it, with the cases that matter. */
function sample(): GlobalData {
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            label: 'Canary',
            isLast: true,
            path: '/docs',
            mainDocId: 'intro',
            docs: [
              {id: 'intro', path: '/docs/intro', sidebar: 'docs'},
              // A category index: its path drops `index`.
              {id: 'guides/index', path: '/docs/guides', sidebar: 'docs'},
              // A slug: the path is not derived from the id.
              {id: 'api/config', path: '/docs/api/docusaurus-config', sidebar: 'api'},
              {id: 'api/cli', path: '/docs/api/cli', sidebar: 'api'},
              // In no sidebar.
              {id: 'standalone', path: '/docs/standalone'},
              // Unlisted: the framework adds the key only when true, before the sidebar.
              {id: 'hidden', path: '/docs/hidden', unlisted: true, sidebar: 'docs'},
              // A generated category index: its id is its slug.
              {id: '/category/tests', path: '/docs/category/tests', sidebar: 'docs'},
            ],
            draftIds: [],
            sidebars: {docs: {link: {path: '/docs/intro', label: 'intro'}}, api: {}},
          },
          {
            name: '3.7.0',
            label: '3.7.0',
            isLast: false,
            path: '/docs/3.7.0',
            mainDocId: 'intro',
            docs: [
              {id: 'intro', path: '/docs/3.7.0/intro', sidebar: 'docs'},
              // An index doc whose path keeps the trailing slash.
              {id: 'index', path: '/docs/3.7.0/', sidebar: 'docs'},
            ],
            draftIds: ['draft'],
            sidebars: {},
          },
          {name: 'empty', label: 'Empty', isLast: false, path: '/docs/empty', mainDocId: '', docs: [], draftIds: [], sidebars: {}},
        ],
        breadcrumbs: true,
      },
      // Docs served at the site root.
      root: {
        path: '/',
        versions: [
          {name: 'current', path: '/', docs: [{id: 'index', path: '/', sidebar: 's'}, {id: 'a/b', path: '/a/b', sidebar: 's'}]},
        ],
      },
    },
    'search-index': {default: {manifestUrl: '/search/manifest.json', missingResultsUrl: null}},
  };
}

const versions = (data: GlobalData, instance = 'default') =>
  (data['docusaurus-plugin-content-docs']![instance] as {versions: {docs: unknown}[]}).versions;

describe('compact global data', () => {
  it('expands back to exactly the data the framework wrote, key order included', () => {
    const expanded = expandGlobalData(compactGlobalData(sample()));
    expect(expanded).toStrictEqual(sample());
    expect(JSON.stringify(expanded)).toBe(JSON.stringify(sample()));
  });

  it('writes a doc with a derived path and the first sidebar as its id alone', () => {
    expect(versions(compactGlobalData(sample()))[0]!.docs).toEqual([
      ['docs', 'api'],
      'intro',
      'guides/index',
      ['api/config', 4, '/api/docusaurus-config'],
      ['api/cli', 4],
      ['standalone', 0],
      ['hidden', 3],
      ['/category/tests', 2, '/category/tests'],
    ]);
    expect(versions(compactGlobalData(sample()), 'root')[0]!.docs).toEqual([['s'], 'index', 'a/b']);
  });

  it('is smaller than the original', () => {
    expect(JSON.stringify(compactGlobalData(sample())).length).toBeLessThan(JSON.stringify(sample()).length);
  });

  it('does not change its input, nor the data of other plugins', () => {
    const input = sample();
    const compact = compactGlobalData(input);
    expect(input).toStrictEqual(sample());
    expect(compact['search-index']).toStrictEqual(sample()['search-index']);
  });

  it('leaves a version as it is when a doc has a shape it does not know, and expanding leaves it too', () => {
    const input = sample();
    const docs = versions(input)[1]!.docs as Record<string, unknown>[];
    docs[0]!.frontMatter = {};
    const compact = compactGlobalData(input);
    expect(versions(compact)[1]!.docs).toStrictEqual(docs);
    expect(expandGlobalData(compact)).toStrictEqual(input);
  });

  it('leaves a version as it is when a doc lives outside its path', () => {
    const input = sample();
    (versions(input)[1]!.docs as {path: string}[])[0]!.path = '/elsewhere/intro';
    expect(expandGlobalData(compactGlobalData(input))).toStrictEqual(input);
    expect(versions(compactGlobalData(input))[1]!.docs).toStrictEqual(versions(input)[1]!.docs);
  });

  it('passes data without docs instances through', () => {
    const data = {'search-index': {default: {manifestUrl: '/m.json'}}};
    expect(expandGlobalData(compactGlobalData(data))).toStrictEqual(data);
  });
});
