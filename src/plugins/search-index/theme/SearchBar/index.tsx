import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import SearchButton from '@theme/SearchButton';
import type {SearchModalHostProps} from './SearchModalHost';
import {startSearch} from '../../client/searchStart';
import {useSearchIndexData} from '../../client/useSearchIndexData';
import {useSearchFacetFilters, type FacetFilters} from './useSearchFacetFilters';
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
 *
 * Every page carries only the button and its shortcuts. The rest (search
 * context, client, modal: SearchModalHost) loads when a visitor reaches for
 * the search, by hovering, focusing or touching the button, or when a
 * shortcut opens it.
 */

type Host = ComponentType<SearchModalHostProps>;
let loadingHost: Promise<Host> | null = null;

function loadHost(manifestUrl: string, facetFilters: FacetFilters): Promise<Host> {
  if (!loadingHost) {
    startSearch(manifestUrl, facetFilters);
    loadingHost = import(/* webpackChunkName: "search-modal-host" */ './SearchModalHost').then((module) => module.default);
    // The host asks for the modal's code (the biggest part), its texts and
    // styles, and the search client's code only once it has loaded and
    // mounted: fetch them alongside.
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal').catch(() => undefined);
    import(/* webpackChunkName: "search-translations" */ '@theme/SearchTranslations').catch(() => undefined);
    import('@docsearch/css/dist/modal.css').catch(() => undefined);
    import(/* webpackChunkName: "search-client" */ '../../client/localSearchClient').catch(() => undefined);
    loadingHost.catch(() => {
      loadingHost = null;
    });
  }
  return loadingHost;
}

export default function SearchBar(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {manifestUrl} = useSearchIndexData();
  const facetFilters = useSearchFacetFilters();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [SearchModalHost, setSearchModalHost] = useState<Host | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  /** Hover, focus or touch on the button: fetch code and index before the click. */
  const prepare = useCallback(() => {
    loadHost(manifestUrl, facetFilters).then((host) => setSearchModalHost(() => host), () => undefined);
  }, [manifestUrl, facetFilters]);

  const openModal = useCallback(() => {
    loadHost(manifestUrl, facetFilters).then(
      (host) => {
        setSearchModalHost(() => host);
        setIsOpen(true);
      },
      // Offline before the code was cached: the button stays, nothing opens.
      () => undefined,
    );
  }, [manifestUrl, facetFilters]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    // After the event that closed it: a mousedown on the backdrop closes the
    // modal, and its default action then moves focus to what lies under the
    // pointer (the page's <body>), undoing a focus given during the event.
    window.setTimeout(() => searchButtonRef.current?.focus(), 0);
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
      {SearchModalHost && <SearchModalHost isOpen={isOpen} initialQuery={initialQuery} facetFilters={facetFilters} onClose={closeModal} />}
    </>
  );
}
