import {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
// The theme's own menu: inside a plugin's theme, @theme-original would be this very file.
import NavbarMobileSidebar from '@theme-init/Navbar/MobileSidebar';

/**
 * The mobile menu, first mounted in a low-priority render.
 *
 * The theme renders the menu (hidden until opened) as soon as it learns the
 * window is narrow, in the render that follows hydration, which React runs in
 * one piece: with the docs sidebar inside, that render blocked a phone's main
 * thread for over 100 ms while the page became interactive. Deferred, React
 * builds the menu in short slices it can interrupt. A tap on the toggle before
 * that shows the menu at once.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const deferredShouldRender = useDeferredValue(shouldRender);
  return deferredShouldRender || shown ? <NavbarMobileSidebar /> : null;
}
