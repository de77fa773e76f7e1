import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import ShowcaseCard from '@site/src/components/ShowcaseCard';
import ShowcaseFilters from '@site/src/components/ShowcaseFilters';
import {SHOWCASE_SITES} from '@site/src/data/showcase/sites';
import {SHOWCASE_TAG_IDS, type ShowcaseTagId} from '@site/src/data/showcase/tags';
import {DEFAULT_SHOWCASE_QUERY, filterSites, sortSites} from '@site/src/utils/showcaseFilters';
import {useShowcaseQuery} from './_useShowcaseQuery';
import styles from './styles.module.css';

/** Where site owners ask to be listed; maintainers add entries from there. */
const SHOWCASE_SUBMISSION_URL = 'https://github.com/facebook/docusaurus/discussions/7826';

const SORTED_SITES = sortSites(SHOWCASE_SITES);

const TAG_COUNTS = Object.fromEntries(
  SHOWCASE_TAG_IDS.map((tag) => [tag, SHOWCASE_SITES.filter((site) => site.tags.includes(tag)).length]),
) as Record<ShowcaseTagId, number>;

export default function Showcase(): ReactNode {
  const [query, setQuery] = useShowcaseQuery();
  const shown = useMemo(() => filterSites(SORTED_SITES, query), [query]);

  return (
    <Layout
      title="Showcase"
      description="Websites built with Docusaurus: documentation, product sites and blogs, filterable by feature.">
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <Heading as="h1">Sites built with Docusaurus</Heading>
          <p>
            Open-source projects, companies and individuals use Docusaurus for their docs, product
            sites and blogs. Filter by what interests you: many of these sites publish their source,
            which is the quickest way to learn how a feature is set up.
          </p>
          <Link className="button button--primary" href={SHOWCASE_SUBMISSION_URL}>
            Add your site
          </Link>
        </header>

        <ShowcaseFilters query={query} onChange={setQuery} tagCounts={TAG_COUNTS} />

        <p className={styles.count} role="status" aria-live="polite" data-testid="showcase-count">
          Showing {shown.length} of {SHOWCASE_SITES.length} sites
        </p>

        {shown.length > 0 ? (
          <ul className={styles.grid} aria-label="Sites">
            {shown.map((site) => (
              <ShowcaseCard key={site.slug} site={site} />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <Heading as="h2">No site matches these filters</Heading>
            <p>
              {query.operator === 'AND' && query.tags.length > 1
                ? 'No site has all of the selected tags. Switch to OR, or select fewer tags.'
                : 'Try a shorter name or fewer tags.'}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setQuery(DEFAULT_SHOWCASE_QUERY, 'push')}>
              Clear all filters
            </button>
          </div>
        )}

        <section className={styles.submit}>
          <Heading as="h2">Built a site with Docusaurus?</Heading>
          <p>
            Tell us about it in the showcase discussion on GitHub: give its name, address and a
            one-line description. Sites need real content and a stable domain to be listed.
          </p>
          <Link href={SHOWCASE_SUBMISSION_URL}>Submit your site in the showcase discussion</Link>
        </section>
      </main>
    </Layout>
  );
}
