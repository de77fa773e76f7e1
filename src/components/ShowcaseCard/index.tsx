import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ShowcaseSite} from '@site/src/data/showcase/sites';
import {SHOWCASE_TAGS} from '@site/src/data/showcase/tags';
import {previewImage, type PreviewImage} from './preview';
import styles from './styles.module.css';

/**
 * The preview in the sizes the ideal-image loader made, as a plain responsive
 * image the browser loads lazily by itself. The plugin's `<IdealImage>` runs a
 * component per image that measures its position on mount and on scroll, and
 * inlines a blurred placeholder: with every site on one page, that was work
 * on each card while the page started. The card's box keeps the 2:1 space.
 * The first row is lazy too: the browser fetches it as soon as layout shows it
 * on screen, after the page's own code and styles rather than competing with
 * them (measured: a lower and steadier largest paint than loading it eagerly).
 */
function PreviewImg({image: {src}, alt}: {image: PreviewImage; alt: string}): ReactNode {
  const sizes = src.images.filter((size) => size.path !== undefined);
  const smallest = sizes.reduce((a, b) => (b.width < a.width ? b : a), sizes[0]!);
  return (
    <img
      src={smallest.path}
      srcSet={sizes.map((size) => `${size.path} ${size.width}w`).join(',')}
      // One column on phones, about a third of the container from 997 px.
      sizes="(min-width: 997px) 400px, 100vw"
      width={src.width ?? smallest.width}
      height={src.height ?? Math.round(smallest.width / 2)}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

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
        {image && <PreviewImg image={image} alt={`Preview card of ${site.title}`} />}
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
