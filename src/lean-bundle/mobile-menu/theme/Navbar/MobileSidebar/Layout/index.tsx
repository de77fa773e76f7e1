import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
// The theme's own layout: inside a plugin's theme, @theme-original would be this very file.
import NavbarMobileSidebarLayout from '@theme-init/Navbar/MobileSidebar/Layout';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

/**
 * The phone menu, its two panels built the first time it opens.
 *
 * The theme built both right after hydration on every page, for a menu most
 * readers never open: the copy of the navbar items (about 115 components) and
 * the page's sidebar (on the changelog, every entry), the largest piece of
 * work a phone did while the page became interactive. The menu's frame stays
 * from the start so it can slide in; the panels are built in the render that
 * opens it (state set during render), so they are there as it slides.
 */
export default function NavbarMobileSidebarLayoutWrapper({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    setOpened(true);
  }
  return (
    <NavbarMobileSidebarLayout
      header={header}
      primaryMenu={opened ? primaryMenu : null}
      secondaryMenu={opened ? secondaryMenu : null}
    />
  );
}
