import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import strip from '@generated/home-page/default/showcase.json';
import type {StripEntry} from '@site/src/plugins/home-page/showcaseStrip';
import styles from './styles.module.css';

/** The site's preview card (2:1, SVG, the same card the showcase shows), loaded when near. */
function PreviewImage({site}: {site: StripEntry}): ReactNode {
  return <img src={useBaseUrl(site.preview)} width={600} height={300} alt="" loading="lazy" decoding="async" />;
}

/** A few of the showcase's favourite sites, from the showcase data (see the home-page plugin). */
export default function ShowcaseStrip(): ReactNode {
  return (
    <section className={styles.showcase} aria-labelledby="showcase-heading">
      <div className="container">
        <Heading as="h2" id="showcase-heading" className={styles.sectionTitle}>
          Sites built with Docusaurus
        </Heading>
        <p className={styles.sectionLead}>
          Open-source projects and companies run their docs on it. A few favourites:
        </p>
        <ul className={styles.showcaseList}>
          {strip.sites.map((site) => (
            <li key={site.slug} className={styles.showcaseItem}>
              <a href={site.website} className={styles.showcaseLink}>
                <PreviewImage site={site} />
                <span className={styles.showcaseName}>{site.title}</span>
                <span className={styles.showcaseDescription}>{site.description}</span>
              </a>
            </li>
          ))}
        </ul>
        <Link to="/showcase/" className={styles.more}>
          Browse all {strip.totalSites} sites in the showcase
        </Link>
      </div>
    </section>
  );
}
