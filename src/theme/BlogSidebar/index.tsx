import {useDeferredValue, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';

/**
 * The blog and changelog sidebar: a column on wide screens, the phone menu's
 * content on narrow ones.
 *
 * The column stays mounted on phones, where the theme's CSS hides it: it is
 * what the server sent, and removing it after hydration (the changelog's
 * lists every entry) cost more than keeping it. The phone menu's part is
 * added in a low-priority render (see src/theme/DocSidebar): the theme's own
 * `BlogSidebar/Mobile`.
 */
export default function BlogSidebar({sidebar}: Props): ReactNode {
  const windowSize = useDeferredValue(useWindowSize());
  if (!sidebar?.items.length) {
    return null;
  }
  return (
    <>
      <BlogSidebarDesktop sidebar={sidebar} />
      {windowSize === 'mobile' && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
