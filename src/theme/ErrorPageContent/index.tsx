import type {ComponentProps, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import OriginalErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import styles from './styles.module.css';

// The alias for the original component is untyped; give it the theme's type.
const ErrorPageContent: typeof ErrorPageContentType = OriginalErrorPageContent;
type Props = ComponentProps<typeof ErrorPageContentType>;

/**
 * A page that crashes inside the layout shows the theme's "This page crashed."
 * content. The wrapper gives the browser tab the same "Page Error" title the
 * framework uses when a crash escapes the layout, so a crashed page is never
 * mistaken for the working one in tabs and history. It also darkens the
 * error text, whose pure red fails AA contrast on the light background.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <div className={styles.pageError}>
        <ErrorPageContent {...props} />
      </div>
    </>
  );
}
