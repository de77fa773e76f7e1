import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchIndexOptions} from '../src/plugins/search-index';
import {env, hasAlgoliaCredentials} from './env';
import {repositoryUrl} from './navbar';

/**
 * Search: the framework's DocSearch modal and search page in both modes.
 *
 * - With ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set, the
 *   theme talks to the hosted index, exactly as the framework ships it.
 * - Without them (the default, and in every test), the `search-index` plugin
 *   builds an index into the site and serves the same UI from it, offline too.
 *   The credentials below are then placeholders the theme's config validation
 *   requires; no request ever uses them. The index name still keys the
 *   modal's recent and favourite searches in local storage.
 */
export const useEmbeddedSearch = !hasAlgoliaCredentials;

/** Where the search page lives, below the base URL. */
const SEARCH_PAGE_PATH = 'search';

export const algolia: AlgoliaThemeConfig['algolia'] = {
  appId: env.algolia.appId ?? 'EMBEDDED',
  apiKey: env.algolia.apiKey ?? 'embedded-index',
  indexName: env.algolia.indexName ?? 'docusaurus',
  contextualSearch: true,
  searchPagePath: SEARCH_PAGE_PATH,
  searchParameters: {},
  // No `placeholder` or `translations`: the theme's defaults already say what
  // the spec asks ('Search docs', 'No results for', 'Let us know.'...), stay
  // translatable per locale, and load with the modal. Set here, they would
  // ride in the site config that every page's main script carries.
};

/** The embedded index: what it reads from the build, and how hits are grouped. */
export const embeddedSearchOptions: SearchIndexOptions = {
  ignorePaths: [
    // Public test areas and debug pages are not content, nor is the search page.
    '/tests/',
    `/${SEARCH_PAGE_PATH}/`,
    '/__docusaurus/',
    '/examples/',
    // Archives only list post titles, which the posts' own records cover.
    '/blog/archive/',
    '/changelog/archive/',
  ],
  defaultLvl0: 'Pages',
  // No navbar item marks these parts of the site; their hits get a group of their own.
  sections: [
    {path: '/changelog/', name: 'Changelog'},
    {path: '/feature-requests/', name: 'Feature requests'},
  ],
  missingResultsUrl: `${repositoryUrl}/issues/new?title=${encodeURIComponent('Search: no results for ')}%22{query}%22`,
};
