import type {ReactNode} from 'react';
import OriginalA from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';
import {isBundledFileLink} from '@site/src/utils/assetLinks';

type LinkProps = Props & {'data-noBrokenLinkCheck'?: unknown};

/**
 * Wraps the theme's MDX link. Links to files stored next to a page render as
 * plain anchors, so the framework's trailing-slash handling cannot turn
 * `/assets/files/list.txt` into a URL that 404s (see src/utils/assetLinks.ts);
 * every other link keeps the theme's behaviour.
 */
export default function MDXA(props: LinkProps): ReactNode {
  if (isBundledFileLink(props)) {
    const anchorProps: Props = {...props};
    // Only meant for the framework's link checker; not an HTML attribute.
    delete (anchorProps as LinkProps)['data-noBrokenLinkCheck'];
    return <a {...anchorProps} />;
  }
  return <OriginalA {...props} />;
}
