import type {ReactNode} from 'react';
import NavbarMobilePrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import {useMobileMenuOpenedOnce} from '@site/src/utils/useMobileMenuOpenedOnce';

/**
 * The phone menu's copy of the navbar items, built the first time the menu
 * opens. The theme built it (about 115 components on a phone) right after
 * hydration on every page, for a menu most readers never open.
 */
export default function NavbarMobilePrimaryMenuWrapper(): ReactNode {
  return useMobileMenuOpenedOnce() ? <NavbarMobilePrimaryMenu /> : null;
}
