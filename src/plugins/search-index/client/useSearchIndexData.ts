import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '../index';

/** Where the embedded index lives, as the plugin published it. */
export function useSearchIndexData(): SearchIndexGlobalData {
  return usePluginData('search-index') as SearchIndexGlobalData;
}

/** The "Let us know" link for a query that found nothing. */
export function missingResultsLink(template: string, query: string): string {
  return template.replaceAll('{query}', encodeURIComponent(query));
}
