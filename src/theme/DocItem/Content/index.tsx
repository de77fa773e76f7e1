import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useRouteContext from '@docusaurus/useRouteContext';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';
import {hasMarkdownTwin, twinPath} from '@site/src/plugins/markdown-twins/twinPath';

type Props = WrapperProps<typeof ContentType>;

/**
 * A doc's content, with the "Copy page" button above its title and a link
 * to its Markdown twin in the head, on the pages that have one
 * (src/plugins/markdown-twins).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {plugin} = useRouteContext();
  const baseUrl = useBaseUrl('/');
  if (!hasMarkdownTwin(plugin, metadata.unlisted)) {
    return <Content {...props} />;
  }
  const twinUrl = twinPath(metadata.permalink, baseUrl);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl} />
      </Head>
      <CopyPage twinUrl={twinUrl} />
      <Content {...props} />
    </>
  );
}
