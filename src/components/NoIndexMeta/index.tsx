import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Asks search engines not to index the page. The value matches the one the
 * theme writes for unlisted content, so when both are present (an unlisted
 * test page) the head manager keeps a single, identical tag.
 */
export default function NoIndexMeta(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
