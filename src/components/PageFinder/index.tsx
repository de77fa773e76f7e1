import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {getDocsVersionSearchTag, useAllDocsData, type GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import {readMissingAddress, type MissingAddress} from '@site/src/utils/missingAddress';
import {findPages, type FoundPage, type SearchTarget} from './findPages';
import styles from './styles.module.css';

/**
 * The not-found page's help for a reader who followed a dead link or mistyped
 * an address: the words of the address searched with the site's search (the
 * embedded index, or the hosted one when configured), the five best pages, the
 * same page in the current docs when a docs address names a version that no
 * longer has it, a search box already holding the words, and the docs home.
 * It works from the address the reader asked for, so it runs in the browser
 * only; its search code loads on this page alone.
 */

const SUGGESTIONS = 5;
const DOCS_PLUGIN = 'default';

type State = {status: 'searching'} | {status: 'done'; pages: FoundPage[]} | {status: 'failed'};

/** The version served at the docs' root path: the one a reader gets without naming one. */
function rootVersion(data: GlobalPluginData | undefined): GlobalPluginData['versions'][number] | undefined {
  return data?.versions.find((version) => version.path === data.path) ?? data?.versions.find((version) => version.isLast);
}

/** The same page in the root version, for a docs address whose version is gone, unknown or lacks it. */
function useSamePageInCurrentDocs(address: MissingAddress): string | null {
  const data = useAllDocsData()[DOCS_PLUGIN];
  if (!address.docs?.version || !data) return null;
  const named = data.versions.find((version) => version.name === address.docs!.version);
  const wanted = (path: string): string => path.replace(/\/$/, '');
  if (named?.docs.some((doc) => wanted(doc.path) === wanted(`${named.path}/${address.docs!.rest}`))) return null;
  const current = rootVersion(data);
  const target = `${wanted(current?.path ?? '')}/${address.docs.rest}`;
  return current?.docs.find((doc) => wanted(doc.path) === wanted(target))?.path ?? null;
}

/** The filters of the search: the version the address names when the site has it, else what a reader gets by default. */
function useFacetFilters(address: MissingAddress): (string | string[])[] {
  const {i18n} = useDocusaurusContext();
  const allDocs = useAllDocsData();
  return useMemo(() => {
    const tags = ['default'];
    for (const [pluginId, data] of Object.entries(allDocs)) {
      const named = pluginId === DOCS_PLUGIN ? data.versions.find((version) => version.name === address.docs?.version) : undefined;
      const version = named ?? rootVersion(data);
      if (version) tags.push(getDocsVersionSearchTag(pluginId, version.name));
    }
    return [`language:${i18n.currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
  }, [allDocs, address.docs?.version, i18n.currentLocale]);
}

function useSearchTarget(): SearchTarget | null {
  const manifestUrl = (usePluginData('search-index') as {manifestUrl: string} | undefined)?.manifestUrl;
  const {
    algolia: {appId, apiKey, indexName},
  } = useAlgoliaThemeConfig();
  return useMemo((): SearchTarget | null => {
    if (manifestUrl) return {kind: 'embedded', manifestUrl, indexName};
    if (appId && apiKey) return {kind: 'hosted', appId, apiKey, indexName};
    return null;
  }, [manifestUrl, appId, apiKey, indexName]);
}

function Suggestions({address}: {address: MissingAddress}): ReactNode {
  const target = useSearchTarget();
  const facetFilters = useFacetFilters(address);
  const samePage = useSamePageInCurrentDocs(address);
  const processUrl = useSearchResultUrlProcessor();
  const {
    algolia: {searchPagePath},
  } = useAlgoliaThemeConfig();
  const searchPath = useBaseUrl(`/${searchPagePath || 'search'}/`);
  const docsHome = useBaseUrl('/docs/');
  const query = address.words.join(' ');
  const [state, setState] = useState<State>({status: 'searching'});
  const headingId = useId();
  const inputId = useId();

  useEffect(() => {
    if (!target || !query) return undefined;
    let current = true;
    findPages(target, query, facetFilters, SUGGESTIONS).then(
      (pages) => current && setState({status: 'done', pages}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [target, query, facetFilters]);

  return (
    <section className={styles.finder} aria-labelledby={headingId}>
      {/* A plain heading: the theme's would add a link to its own anchor, which nothing links to. */}
      <h2 id={headingId} className={styles.heading}>
        <Translate id="pageFinder.heading" description="Heading of the not-found page's suggestions">
          Perhaps you were looking for
        </Translate>
      </h2>
      {samePage && (
        <p className={styles.samePage}>
          <Translate
            id="pageFinder.samePage"
            description="Offer of the same page in the current docs, for an address naming an old or unknown version"
            values={{link: <Link to={samePage}>{samePage.endsWith('/') ? samePage : `${samePage}/`}</Link>}}>
            {'This page is in the current docs: {link}'}
          </Translate>
        </p>
      )}
      {query && target && (
        <p role="status" className={styles.status}>
          {state.status === 'searching' &&
            translate(
              {id: 'pageFinder.searching', message: 'Searching the site for "{query}"…', description: 'While the not-found page searches the words of the address'},
              {query},
            )}
          {state.status === 'done' &&
            (state.pages.length > 0
              ? translate(
                  {id: 'pageFinder.found', message: 'Pages about "{query}":', description: 'Above the pages the not-found page found'},
                  {query},
                )
              : translate(
                  {id: 'pageFinder.none', message: 'No page matches "{query}". Try other words below.', description: 'When the words of the address match nothing'},
                  {query},
                ))}
          {state.status === 'failed' &&
            translate({
              id: 'pageFinder.failed',
              message: 'The search could not run. Try the search box below.',
              description: 'When the not-found page could not search (offline before the index was saved, for one)',
            })}
        </p>
      )}
      {state.status === 'done' && state.pages.length > 0 && (
        <ol className={styles.pages}>
          {state.pages.map((page) => (
            <li key={page.url} className={styles.page}>
              {/* Escaped by the search engine; only its <mark> tags are markup. */}
              <Link to={processUrl(page.url)} className={styles.pageLink} dangerouslySetInnerHTML={{__html: page.titleHtml}} />
              <span className={styles.place}>
                {page.group}
                {page.sectionHtml && (
                  <>
                    {' › '}
                    <span dangerouslySetInnerHTML={{__html: page.sectionHtml}} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form action={searchPath} method="get" role="search" className={styles.search}>
        <label htmlFor={inputId} className={styles.label}>
          <Translate id="pageFinder.searchLabel" description="Label of the not-found page's search box">
            Search the docs
          </Translate>
        </label>
        <div className={styles.searchRow}>
          <input id={inputId} type="search" name="q" defaultValue={query} className={styles.input} />
          <button type="submit" className="button button--primary">
            <Translate id="pageFinder.searchButton" description="Button of the not-found page's search box">
              Search
            </Translate>
          </button>
        </div>
      </form>
      <p>
        <Link to={docsHome}>
          <Translate id="pageFinder.docsHome" description="Link from the not-found page to the docs home">
            Go to the documentation home
          </Translate>
        </Link>
      </p>
    </section>
  );
}

/** Browser only (the not-found page renders it once hydrated): the same HTML is served for every unknown address. */
export default function PageFinder(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const address = useMemo(() => readMissingAddress(pathname, siteConfig.baseUrl), [pathname, siteConfig.baseUrl]);
  return <Suggestions address={address} />;
}
