import {useMemo} from 'react';
import {useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

export type FacetFilters = (string | string[])[];

function mergeFacetFilters(contextual: readonly (string | readonly string[])[], configured: unknown): FacetFilters {
  const extra = typeof configured === 'string' ? [configured] : Array.isArray(configured) ? configured : [];
  return [...contextual, ...extra].map((filter) => (typeof filter === 'string' ? filter : [...filter]));
}

/**
 * The filters of a search from this page: its context (language, docs
 * version) when contextual search is on, and the configured ones. The
 * contextual filters are a new array on every render: the result is keyed by
 * value, so it changes only when the filters do (the modal keeps its
 * autocomplete instance between renders).
 */
export function useSearchFacetFilters(): FacetFilters {
  const {algolia} = useAlgoliaThemeConfig();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const key = JSON.stringify(
    mergeFacetFilters(algolia.contextualSearch ? contextualFilters : [], algolia.searchParameters?.facetFilters),
  );
  return useMemo(() => JSON.parse(key) as FacetFilters, [key]);
}
