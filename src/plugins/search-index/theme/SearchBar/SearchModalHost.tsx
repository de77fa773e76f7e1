import {useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode} from 'react';
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
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import type {LocalSearchClient} from '../../client/localSearchClient';
import {MODAL_HITS_PER_GROUP} from '../../client/modalLayout';
import {repairStoredSearches} from '../../client/storedSearches';
import ResultLink from '../../client/ResultLink';
import {missingResultsLink, useSearchIndexData} from '../../client/useSearchIndexData';
import type {FacetFilters} from './useSearchFacetFilters';

/**
 * Everything of the navbar search that runs once a visitor reaches for it
 * (SearchBar loads this module on hover, focus, touch or when opening): the
 * page's search context, the search client and the DocSearch modal. Mounted,
 * it starts fetching the modal's code and the index for the page's context;
 * it shows the modal while `isOpen`, once loaded.
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
    loadingClient = import(/* webpackChunkName: "search-client" */ '../../client/localSearchClient').then((module) =>
      module.getLocalSearchClient(manifestUrl),
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
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "search-translations" */ '@theme/SearchTranslations'),
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
  return <ResultLink to={hit.url}>{children}</ResultLink>;
}

export type SearchModalHostProps = {
  isOpen: boolean;
  /** A character typed on the page that opened the search: the query's start. */
  initialQuery: string | undefined;
  /** The filters of a search from this page (useSearchFacetFilters). */
  facetFilters: FacetFilters;
  onClose: () => void;
};

export default function SearchModalHost({isOpen, initialQuery, facetFilters, onClose}: SearchModalHostProps): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {manifestUrl, missingResultsUrl} = useSearchIndexData();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const searchParameters = useMemo(
    () => ({...algolia.searchParameters, facetFilters}),
    [algolia.searchParameters, facetFilters],
  );

  // Code and index start loading as soon as the visitor reaches for the
  // search; opening waits for them. Offline before they were cached, nothing
  // opens, and the next attempt tries again.
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadSearch(manifestUrl, facetFilters).then(
      (search) => {
        if (current) setLoaded(search);
      },
      () => {
        if (current && isOpen) onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, manifestUrl, facetFilters, isOpen, onClose]);

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
        <Link to={createSearchLink(state.query)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      );
    };
  }, [algolia.searchPagePath, createSearchLink, onClose]);

  const getMissingResultsUrl = useMemo(
    () => (missingResultsUrl ? ({query}: {query: string}) => missingResultsLink(missingResultsUrl, query) : undefined),
    [missingResultsUrl],
  );

  // The modal's footer credits the hosted service ("Search by Algolia", a
  // referral link); these results come from the site's own index. The modal
  // has no option for it, so its element is taken out once rendered.
  useEffect(() => {
    if (!isOpen || !loaded) return undefined;
    const container = getModalContainer();
    const removeCredit = (): void => container.querySelector('.DocSearch-Logo')?.remove();
    removeCredit();
    const observer = new MutationObserver(removeCredit);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [isOpen, loaded]);

  // A first answer holds the hits of one screen when the others' text is
  // still downloading (localSearchClient.ts). Once it is there, the modal must
  // search again to show them; it has no option for that, but its search box
  // searches its query again whenever it gains focus, which this event tells
  // it (the input keeps the focus it has; test/e2e/search.e2e.ts checks it).
  useEffect(() => {
    if (!isOpen || !loaded) return undefined;
    return loaded.client.onModalHitsCompleted(() => {
      getModalContainer().querySelector('.DocSearch-Input')?.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
    });
  }, [isOpen, loaded]);

  if (!isOpen || !loaded) return null;
  // The modal reads its stored searches in its first render: they must be
  // readable by then. Cheap and idempotent, so done on every open.
  repairStoredSearches(algolia.indexName);
  return createPortal(
    <loaded.Modal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      placeholder={algolia.placeholder ?? loaded.translations.placeholder}
      translations={algolia.translations?.modal ?? loaded.translations.modal}
      searchParameters={searchParameters}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      navigator={navigator}
      transformItems={transformItems}
      transformSearchClient={transformSearchClient}
      maxResultsPerGroup={MODAL_HITS_PER_GROUP}
      hitComponent={Hit as DocSearchModalProps['hitComponent']}
      resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
      getMissingResultsUrl={getMissingResultsUrl}
    />,
    getModalContainer(),
  );
}

/** The modal renders only once the client is loaded; this keeps the types honest. */
function unreachableClient(): never {
  throw new Error('The search modal rendered before its search client loaded');
}
