import {useDeferredValue, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/**
 * The docs sidebar: the column on wide screens, the mobile menu's content on
 * narrow ones, as in the theme, with the switch from the server's markup (the
 * column, hidden by CSS on a phone) to the phone's version made in a
 * low-priority render. The window size is only known after hydration; the
 * theme swapped the whole sidebar in the render that follows, in one piece.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useDeferredValue(useWindowSize());
  // On the server and while hydrating the size is unknown ('ssr'): the column.
  return windowSize === 'mobile' ? <DocSidebarMobile {...props} /> : <DocSidebarDesktop {...props} />;
}
