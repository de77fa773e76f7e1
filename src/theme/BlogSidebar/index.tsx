import {useDeferredValue, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';

/**
 * The blog and changelog sidebar: a column on wide screens, the mobile menu's
 * content on narrow ones, as in the theme, with the switch from the server's
 * column to the phone's version made in a low-priority render (the changelog's
 * lists every entry). See src/theme/DocSidebar for why.
 */
export default function BlogSidebar({sidebar}: Props): ReactNode {
  const windowSize = useDeferredValue(useWindowSize());
  if (!sidebar?.items.length) {
    return null;
  }
  return windowSize === 'mobile' ? <BlogSidebarMobile sidebar={sidebar} /> : <BlogSidebarDesktop sidebar={sidebar} />;
}
