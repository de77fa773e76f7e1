import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  getDocsVersionSearchTag,
  useAllDocsData,
  useDocsPreferredVersionByPluginId,
  type GlobalPluginData,
} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import ResultLink from '../../client/ResultLink';
import {getLocalSearchClient} from '../../client/localSearchClient';
import {useSearchIndexData} from '../../client/useSearchIndexData';
import {MAX_QUERY_CHARS, type LocalHit} from '../../searchApi';
import {HIERARCHY_LEVELS} from '../../types';
import styles from './styles.module.css';

/**
 * The full search page (`/search/?q=`), served by the embedded index: the same
 * query and filters as the modal, every hit with its section path and an
 * excerpt, and a version choice for each versioned docs instance.
 */

const HITS_PER_PAGE = 20;

type ResultItem = {
  /** Absolute, as in the index; made relative to the site when rendered. */
  url: string;
  /** HTML: escaped text with highlight marks, produced by the search engine. */
  titleHtml: string;
  /** Section path above the hit: the group name as text, headings as HTML. */
  groupName: string;
  breadcrumbsHtml: string[];
  summaryHtml: string | null;
};

/** What the last finished search of a query (and filters) gave. */
type SearchOutcome =
  | {key: string; status: 'error'}
  | {key: string; status: 'done'; items: ResultItem[]; total: number; pages: number; page: number};

type SearchState = {status: 'idle'} | {status: 'loading'} | SearchOutcome;

function toResultItem(hit: LocalHit): ResultItem {
  const headings = HIERARCHY_LEVELS.filter((level) => level !== 'lvl0' && hit.hierarchy[level] !== null).map(
    (level) => hit._highlightResult.hierarchy[level].value,
  );
  const titleHtml = headings.pop() ?? '';
  return {
    url: hit.url,
    titleHtml,
    groupName: hit.hierarchy.lvl0,
    breadcrumbsHtml: headings,
    summaryHtml: hit.content === null ? null : hit._snippetResult.content.value,
  };
}

/** The docs instances that get a version choice, with the version searched first. */
function useVersionChoices(): {
  allDocsData: Record<string, GlobalPluginData>;
  shown: string[];
  initial: Record<string, string>;
} {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  // A new object on every render: compare by value to keep searches stable.
  const preferredKey = JSON.stringify(Object.entries(preferred).map(([pluginId, version]) => [pluginId, version?.name]));
  return useMemo(() => {
    const preferredNames = new Map<string, string | undefined>(JSON.parse(preferredKey) as [string, string | undefined][]);
    const initial: Record<string, string> = {};
    for (const [pluginId, data] of Object.entries(allDocsData)) {
      const latest = data.versions.find((version) => version.isLast) ?? data.versions[0];
      initial[pluginId] = preferredNames.get(pluginId) ?? latest?.name ?? 'current';
    }
    // The main docs always show which version is searched; other instances
    // only when they have a choice to offer.
    const shown = Object.keys(allDocsData).filter(
      (pluginId) => pluginId === 'default' || allDocsData[pluginId]!.versions.length > 1,
    );
    return {allDocsData, shown, initial};
  }, [allDocsData, preferredKey]);
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the layout: the docs version hooks need its providers. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}

function SearchPageContent(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const {manifestUrl} = useSearchIndexData();
  const processUrl = useSearchResultUrlProcessor();
  const {selectMessage} = usePluralForm();
  const isBrowser = useIsBrowser();
  const [queryFromUrl, setQueryInUrl] = useSearchQueryString();
  // The static HTML has no query: read it only once hydrated, so both renders agree.
  const query = isBrowser ? queryFromUrl.slice(0, MAX_QUERY_CHARS) : '';
  const {allDocsData, shown, initial} = useVersionChoices();
  // Only the reader's own picks are state: the defaults follow the preferred
  // versions, which are read from storage after hydration.
  const [pickedVersions, setPickedVersions] = useState<Record<string, string>>({});
  const versions = useMemo(() => ({...initial, ...pickedVersions}), [initial, pickedVersions]);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);

  const facetFilters = useMemo(() => {
    if (!contextualSearch) return [];
    const tags = ['default', ...Object.entries(versions).map(([pluginId, name]) => getDocsVersionSearchTag(pluginId, name))];
    return [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
  }, [contextualSearch, currentLocale, versions]);

  // "Show more" asks for the next page of this search; a new search starts at page 0.
  const searchKey = JSON.stringify([query, facetFilters]);
  const [pageRequest, setPageRequest] = useState({searchKey, page: 0});
  const page = pageRequest.searchKey === searchKey ? pageRequest.page : 0;

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    getLocalSearchClient(manifestUrl)
      .search(
        {
          requests: [
            {
              indexName,
              query: trimmed,
              facetFilters,
              page,
              hitsPerPage: HITS_PER_PAGE,
              attributesToSnippet: ['content:30'],
              // Every match, counted exactly: the page shows the count and pages through them all.
              exhaustive: true,
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        },
        'page',
      )
      .then(({results: [result]}) => {
        if (!current || !result) return;
        const items = result.hits.map(toResultItem);
        setOutcome((previous) => ({
          key: searchKey,
          status: 'done',
          items:
            page > 0 && previous?.key === searchKey && previous.status === 'done'
              ? [...previous.items, ...items]
              : items,
          total: result.nbHits,
          pages: result.nbPages,
          page: result.page,
        }));
      })
      .catch(() => {
        if (current) setOutcome({key: searchKey, status: 'error'});
      });
    return () => {
      current = false;
    };
  }, [trimmed, searchKey, facetFilters, page, manifestUrl, indexName]);

  const state: SearchState = !trimmed
    ? {status: 'idle'}
    : outcome?.key === searchKey
      ? outcome
      : {status: 'loading'};

  const title = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });

  const inputId = useId();
  const showVersions = contextualSearch && shown.length > 0;

  return (
    <>
      {/* Indexable on purpose: the canonical link leaves the query out, so engines
          keep this one page ("search the docs") and fold every result URL into it. */}
      <PageMetadata
        title={title}
        description="Search the Docusaurus documentation, blog and changelog, in every docs version."
      />
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.queryField}>
            <label htmlFor={inputId} className={styles.label}>
              <Translate id="theme.SearchPage.inputLabel" description="The ARIA label for search page input">
                Search
              </Translate>
            </label>
            <input
              id={inputId}
              type="search"
              name="q"
              className={styles.input}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              value={query}
              maxLength={MAX_QUERY_CHARS}
              onChange={(event) => setQueryInUrl(event.target.value)}
              autoComplete="off"
            />
          </div>
          {showVersions &&
            shown.map((pluginId) => (
              <VersionSelect
                key={pluginId}
                pluginId={pluginId}
                data={allDocsData[pluginId]!}
                prefixed={shown.length > 1}
                value={versions[pluginId] ?? ''}
                onChange={(name) => setPickedVersions((previous) => ({...previous, [pluginId]: name}))}
              />
            ))}
        </form>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'done' &&
            state.total > 0 &&
            selectMessage(
              state.total,
              translate(
                {
                  id: 'theme.SearchPage.documentsFound.plurals',
                  description: 'Pluralized label for "{count} documents found"',
                  message: 'One document found|{count} documents found',
                },
                {count: state.total},
              ),
            )}
          {state.status === 'done' && state.total === 0 && (
            <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
              No results were found
            </Translate>
          )}
          {state.status === 'error' && (
            <>
              <strong>
                <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
              </strong>{' '}
              <Translate id="theme.SearchModal.errorScreen.helpText">
                You might want to check your network connection.
              </Translate>
            </>
          )}
        </div>
        {state.status === 'loading' && <div className={styles.spinner} role="progressbar" aria-label="Loading" />}

        {state.status === 'done' && state.items.length > 0 && (
          <section className={styles.results}>
            {state.items.map((item) => (
              <ResultArticle key={item.url} item={item} url={processUrl(item.url)} />
            ))}
          </section>
        )}
        {state.status === 'done' && state.page + 1 < state.pages && (
          <button type="button" className="button button--secondary" onClick={() => setPageRequest({searchKey, page: state.page + 1})}>
            <Translate id="searchIndex.SearchPage.moreResults" description="Button loading the next page of search results">
              Show more results
            </Translate>
          </button>
        )}
      </main>
    </>
  );
}

function VersionSelect({
  pluginId,
  data,
  prefixed,
  value,
  onChange,
}: {
  pluginId: string;
  data: GlobalPluginData;
  prefixed: boolean;
  value: string;
  onChange: (versionName: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.versionField}>
      <label htmlFor={id} className={styles.label}>
        {prefixed ? `${pluginId}: ` : ''}
        <Translate id="searchIndex.SearchPage.versionLabel" description="Label of the docs version choice on the search page">
          Docs version
        </Translate>
      </label>
      <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {data.versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ResultArticle({item, url}: {item: ResultItem; url: string}): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        {/* Escaped by the search engine; only its <mark> tags are markup. */}
        <ResultLink to={url} dangerouslySetInnerHTML={{__html: item.titleHtml}} />
      </Heading>
      <ul className={clsx('breadcrumbs', styles.path)}>
        <li className="breadcrumbs__item">{item.groupName}</li>
        {item.breadcrumbsHtml.map((html, index) => (
          <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
        ))}
      </ul>
      {item.summaryHtml && <p className={styles.summary} dangerouslySetInnerHTML={{__html: item.summaryHtml}} />}
    </article>
  );
}
