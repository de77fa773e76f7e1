import type {TableDocs} from '../../plugins/api-options/buildTables';

export const themeSearchAlgolia: TableDocs = {
  descriptions: {
    algolia: 'Algolia DocSearch settings. Keys not listed here are passed on to the DocSearch component unvalidated.',
    'algolia.appId': 'Application ID of your Algolia account.',
    'algolia.apiKey': 'Search-only API key. It is public by design: never put an admin key here.',
    'algolia.indexName': 'Name of the index the crawler fills for your site.',
    'algolia.contextualSearch': 'Restricts results to the locale and docs version of the page the reader is on, using the facets the DocSearch crawler records.',
    'algolia.externalUrlRegex': 'Regular expression (as a string) of result URLs to open as external links with a full page load, for an index shared by several sites.',
    'algolia.searchParameters': 'Extra Algolia search parameters sent with each query, such as `facetFilters`. Combined with the filters of `contextualSearch`.',
    'algolia.searchPagePath': 'Path of the full search results page, relative to the base URL. `false` removes the page and its link in the modal.',
    'algolia.replaceSearchResultPathname': 'Rewrites the path of each result URL before opening it, when the index was built from another deployment (a different base URL, for example).',
    'algolia.replaceSearchResultPathname.from': 'Text or regular expression to find in the result path. A string is matched literally.',
    'algolia.replaceSearchResultPathname.to': 'Replacement text.',
  },
};

export const themeLiveCodeblock: TableDocs = {
  descriptions: {
    liveCodeBlock: 'Settings of live code blocks (code fences with the `live` keyword).',
    'liveCodeBlock.playgroundPosition': 'Whether the rendered result sits above (`top`) or below (`bottom`) the editable code.',
  },
};

export const themeMermaid: TableDocs = {
  descriptions: {
    mermaid: 'Settings of Mermaid diagrams (code fences tagged `mermaid`, with `markdown.mermaid` on).',
    'mermaid.theme': 'Mermaid theme per colour mode.',
    'mermaid.theme.light': 'Mermaid theme used in light mode: `default`, `neutral`, `dark`, `forest` or `base`.',
    'mermaid.theme.dark': 'Mermaid theme used in dark mode.',
    'mermaid.options': 'Mermaid configuration passed to `mermaid.initialize()` (font, flowchart settings…). The `theme` above takes precedence over a `theme` set here.',
  },
};
