import {useDeferredValue, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/**
 * The docs sidebar: the column on wide screens, the phone menu's content on
 * narrow ones.
 *
 * The window size is only known after hydration, and the theme then swapped
 * the server's column for the phone's version in one synchronous render. Here
 * the column stays mounted (the theme's CSS hides its container on phones),
 * and the phone menu's part is added in a low-priority render (the theme's
 * own `DocSidebar/Mobile`).
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useDeferredValue(useWindowSize());
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
