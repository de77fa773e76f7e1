import React, {useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import SearchButton from '@theme/SearchButton';
import type {LocalSearchClient} from '../../client/localSearchClient';
import {missingResultsLink, useSearchIndexData} from '../../client/useSearchIndexData';
import {useSearchShortcuts} from './useSearchShortcuts';
// The button is on every page: its styles load with it; the modal's load with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/**
 * The navbar search of the embedded index: DocSearch's modal, with its search
 * client swapped for one that answers from the index shipped with the site,
 * opened from a button in DocSearch's markup. Only the modal's public props
 * are used. With hosted-search credentials configured, this plugin is not
 * loaded and the theme's own search bar runs unchanged.
 */

type SearchTranslations = (typeof import('@theme/SearchTranslations'))['default'];
type LoadedSearch = {
  Modal: ComponentType<DocSearchModalProps>;
  /** The modal's texts in the site's language: only the modal uses them, so they load with it. */
  translations: SearchTranslations;
  client: LocalSearchClient;
};

let loadingClient: Promise<LocalSearchClient> | null = null;
let loading: Promise<LoadedSearch> | null = null;

/** The search client, on first need, once; it starts fetching the index at once. */
function loadClient(manifestUrl: string, facetFilters: FacetFilters): Promise<LocalSearchClient> {
  if (!loadingClient) {
    // The index manifest downloads while the client code does.
    const manifest = fetch(manifestUrl);
    manifest.catch(() => undefined);
    loadingClient = import('../../client/localSearchClient').then((module) =>
      module.getLocalSearchClient(manifestUrl, manifest),
    );
  }
  loadingClient.then(
    (client) => client.preload(facetFilters),
    () => {
      loadingClient = null;
    },
  );
  return loadingClient;
}

/** The modal, its texts and styles, and the search client. */
function loadSearch(manifestUrl: string, facetFilters: FacetFilters): Promise<LoadedSearch> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@theme/SearchTranslations'),
    import('@docsearch/css/dist/modal.css'),
    loadClient(manifestUrl, facetFilters),
  ]).then(([modal, translations, , client]) => ({Modal: modal.DocSearchModal, translations: translations.default, client}));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

let modalContainer: HTMLDivElement | null = null;

/** The modal's own element, first in the body so it comes first in reading order. */
function getModalContainer(): HTMLDivElement {
  if (!modalContainer) {
    modalContainer = document.createElement('div');
    document.body.insertBefore(modalContainer, document.body.firstChild);
  }
  return modalContainer;
}

type HitProps = {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode};

function Hit({hit, children}: HitProps): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

type FacetFilters = (string | string[])[];

function mergeFacetFilters(contextual: readonly (string | readonly string[])[], configured: unknown): FacetFilters {
  const extra = typeof configured === 'string' ? [configured] : Array.isArray(configured) ? configured : [];
  return [...contextual, ...extra].map((filter) => (typeof filter === 'string' ? filter : [...filter]));
}

export default function SearchBar(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {manifestUrl, missingResultsUrl} = useSearchIndexData();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const contextualFilters = useAlgoliaContextualFacetFilters();

  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // The contextual filters are a new array on every render: key them by value,
  // so the modal keeps its autocomplete instance between renders.
  const facetFiltersKey = JSON.stringify(
    mergeFacetFilters(algolia.contextualSearch ? contextualFilters : [], algolia.searchParameters?.facetFilters),
  );
  const facetFilters = useMemo(() => JSON.parse(facetFiltersKey) as FacetFilters, [facetFiltersKey]);
  const searchParameters = useMemo(
    () => ({...algolia.searchParameters, facetFilters}),
    [algolia.searchParameters, facetFilters],
  );

  /** Hover, focus or touch on the button: fetch code and index before the click. */
  const prepare = useCallback(() => {
    loadSearch(manifestUrl, facetFilters).catch(() => undefined);
  }, [manifestUrl, facetFilters]);

  const openModal = useCallback(() => {
    setContainer(getModalContainer());
    loadSearch(manifestUrl, facetFilters).then(
      (search) => {
        setLoaded(search);
        setIsOpen(true);
      },
      // Offline before the code was cached: the button stays, nothing opens.
      () => undefined,
    );
  }, [manifestUrl, facetFilters]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Ctrl+F stays the browser's find-in-page.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key typed on the page becomes the first letter of the query.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onType: onInput, buttonRef: searchButtonRef});

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const transformSearchClient = useCallback(
    (): DocSearchTransformClient => (loaded ? loaded.client.asDocSearchClient() : unreachableClient()),
    [loaded],
  );

  const resultsFooterComponent = useMemo(() => {
    if (!algolia.searchPagePath) return undefined;
    return function ResultsFooter({state}: {state: {query: string; context: {nbHits?: unknown}}}): ReactNode {
      return (
        <Link to={createSearchLink(state.query)} onClick={closeModal}>
          <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      );
    };
  }, [algolia.searchPagePath, createSearchLink, closeModal]);

  const getMissingResultsUrl = useMemo(
    () => (missingResultsUrl ? ({query}: {query: string}) => missingResultsLink(missingResultsUrl, query) : undefined),
    [missingResultsUrl],
  );

  const buttonTexts = algolia.translations?.button;
  const buttonLabel = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The text and ARIA label of the navbar button that opens the search',
  });
  return (
    <>
      <SearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        text={buttonTexts?.buttonText ?? buttonLabel}
        ariaLabel={buttonTexts?.buttonAriaLabel ?? buttonLabel}
      />
      {isOpen &&
        loaded &&
        container &&
        createPortal(
          <loaded.Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder={algolia.placeholder ?? loaded.translations.placeholder}
            translations={algolia.translations?.modal ?? loaded.translations.modal}
            searchParameters={searchParameters}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={closeModal}
            navigator={navigator}
            transformItems={transformItems}
            transformSearchClient={transformSearchClient}
            hitComponent={Hit as DocSearchModalProps['hitComponent']}
            resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
            getMissingResultsUrl={getMissingResultsUrl}
          />,
          container,
        )}
    </>
  );
}

/** The modal renders only once the client is loaded; this keeps the types honest. */
function unreachableClient(): never {
  throw new Error('The search modal rendered before its search client loaded');
}
