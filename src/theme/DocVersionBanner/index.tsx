import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';
import {hasVersionBanner} from './hasVersionBanner';

type GateProps = Props & {banner: ReturnType<typeof useDocsVersion>['banner']};

const Banner = loadWhenNeeded<GateProps>({
  chunk: 'doc-version-banner',
  load: () => import(/* webpackChunkName: "doc-version-banner" */ './Banner'),
  isNeeded: ({banner}) => hasVersionBanner(banner),
});

/**
 * The docs version banner (./Banner.tsx), loaded only by the pages of a
 * version that shows one: the current docs, the most read, have none, yet the
 * theme imports the banner into every doc page's code.
 */
export default function DocVersionBanner({className}: Props): ReactNode {
  const {banner} = useDocsVersion();
  return <Banner className={className} banner={banner} />;
}
