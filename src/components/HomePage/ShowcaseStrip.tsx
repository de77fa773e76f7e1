import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import sites, {totalSites} from '@generated/home-page/default/showcase.js';
import styles from './styles.module.css';

type Preview = (typeof sites)[number]['preview'];

/** The preview card (2:1) in its sizes as a responsive image; the browser picks one and loads it when near. */
function PreviewImage({preview}: {preview: Preview}): ReactNode {
  const sizes = preview.src.images.filter((size) => size.path !== undefined);
  const smallest = sizes.reduce((a, b) => (b.width < a.width ? b : a), sizes[0]!);
  return (
    <img
      src={smallest.path}
      srcSet={sizes.map((size) => `${size.path} ${size.width}w`).join(',')}
      sizes="(min-width: 997px) 360px, (min-width: 600px) 45vw, 85vw"
      width={smallest.width}
      height={Math.round(smallest.width / 2)}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
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
          {sites.map((site) => (
            <li key={site.slug} className={styles.showcaseItem}>
              <a href={site.website} className={styles.showcaseLink}>
                <PreviewImage preview={site.preview} />
                <span className={styles.showcaseName}>{site.title}</span>
                <span className={styles.showcaseDescription}>{site.description}</span>
              </a>
            </li>
          ))}
        </ul>
        <Link to="/showcase/" className={styles.more}>
          Browse all {totalSites} sites in the showcase
        </Link>
      </div>
    </section>
  );
}
