import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useRouteContext from '@docusaurus/useRouteContext';
import type {WrapperProps} from '@docusaurus/types';
import GeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type GeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import {hasMarkdownTwin, twinPath} from '@site/src/plugins/markdown-twins/twinPath';

type Props = WrapperProps<typeof GeneratedIndexPageType>;

/** A category's generated page, with a link to its Markdown twin in the head (src/plugins/markdown-twins). */
export default function GeneratedIndexPageWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const baseUrl = useBaseUrl('/');
  return (
    <>
      {hasMarkdownTwin(plugin, false) && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPath(props.categoryGeneratedIndex.permalink, baseUrl)} />
        </Head>
      )}
      <GeneratedIndexPage {...props} />
    </>
  );
}
