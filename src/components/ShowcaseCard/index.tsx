import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import IdealImage from '@theme/IdealImage';
import type {ShowcaseSite} from '@site/src/data/showcase/sites';
import {SHOWCASE_TAGS} from '@site/src/data/showcase/tags';
import {previewImage} from './preview';
import styles from './styles.module.css';

/**
 * One site of the showcase. Memoised: the page re-renders as filters change or
 * once hydrated, and a card depends on its site only.
 */
function ShowcaseCard({site}: {site: ShowcaseSite}): ReactNode {
  const image = previewImage(site.slug);
  const isFavourite = site.tags.includes('favorite');
  const visibleTags = site.tags.filter((tag) => tag !== 'favorite');
  return (
    <li className={`card shadow--md ${styles.card}`} data-testid="showcase-card">
      <div className={styles.preview}>
        {image && (
          <IdealImage
            img={image}
            alt={`Preview card of ${site.title}`}
            width={1200}
            height={600}
          />
        )}
      </div>
      <div className="card__body">
        <div className={styles.titleRow}>
          <Heading as="h2" className={styles.title}>
            <Link href={site.website}>{site.title}</Link>
          </Heading>
          {isFavourite && (
            <span className={styles.favourite} title={SHOWCASE_TAGS.favorite.description}>
              <span aria-hidden="true">★</span> Favourite
            </span>
          )}
        </div>
        <p className={styles.description}>{site.description}</p>
      </div>
      <div className={`card__footer ${styles.footer}`}>
        <ul className={styles.tags} aria-label="Tags">
          {visibleTags.map((tag) => (
            <li key={tag} className={styles.tag} title={SHOWCASE_TAGS[tag].description}>
              {SHOWCASE_TAGS[tag].label}
            </li>
          ))}
        </ul>
        {site.source && (
          <Link
            href={site.source}
            className="button button--secondary button--sm"
            aria-label={`Source code of ${site.title}`}>
            Source
          </Link>
        )}
      </div>
    </li>
  );
}

export default memo(ShowcaseCard);
