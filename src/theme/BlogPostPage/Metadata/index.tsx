import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useRouteContext from '@docusaurus/useRouteContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {hasMarkdownTwin, twinPath} from '@site/src/plugins/markdown-twins/twinPath';

/** A post's head tags, with a link to its Markdown twin when it has one (src/plugins/markdown-twins). */
export default function MetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  const {plugin} = useRouteContext();
  const baseUrl = useBaseUrl('/');
  return (
    <>
      <Metadata />
      {hasMarkdownTwin(plugin, metadata.unlisted ?? false) && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink, baseUrl)} />
        </Head>
      )}
    </>
  );
}
