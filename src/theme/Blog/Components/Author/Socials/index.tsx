import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

/*
 * The theme's author socials import the icon of every social platform it
 * knows (5 kB gzip of SVG paths), and every blog page renders the component
 * for each author, socials or not. None of the blog's or the changelog's
 * authors has socials, so here the original, with its icons, is loaded only
 * for an author who has some (the test blog's). The server renders it in
 * full either way: it waits for lazy components before writing the page, and
 * the browser hydrates that part once the chunk arrives, without a mismatch.
 */
const OriginalSocials = lazy(
  (): Promise<{default: ComponentType<Props>}> => import('@theme-original/Blog/Components/Author/Socials'),
);

export default function AuthorSocials(props: Props): ReactNode {
  if (Object.keys(props.author.socials ?? {}).length === 0) {
    // The original's empty row still takes the icons' height, which keeps the
    // names of authors with and without socials aligned: so does this one.
    return <div className={styles.noSocials} />;
  }
  return (
    <Suspense fallback={<div className={styles.noSocials} />}>
      <OriginalSocials {...props} />
    </Suspense>
  );
}
