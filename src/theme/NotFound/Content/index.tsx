import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/**
 * Loaded when a page is not found, not before: the docs' layout renders this
 * content for an unknown address inside the docs, so a static import put the
 * finder's code (3 kB) in the chunk of every doc page.
 */
const PageFinder = lazy(() => import('@site/src/components/PageFinder'));

/**
 * The not-found page's content: the theme's message (same texts and
 * translation ids), then help to find the page (src/components/PageFinder).
 * Our own component, on the theme's public API: the message and the help
 * share the page's one <main>.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  // The finder works from the address in the browser and renders nothing on the server.
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container', styles.page, className)}>
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p>
        <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
          We could not find what you were looking for.
        </Translate>{' '}
        <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
          Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
        </Translate>
      </p>
      {isBrowser && (
        <Suspense fallback={null}>
          <PageFinder />
        </Suspense>
      )}
    </main>
  );
}
