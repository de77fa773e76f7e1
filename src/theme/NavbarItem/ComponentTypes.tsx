import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {Props as LocaleDropdownProps} from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The language menu, built again once the page has hydrated.
 *
 * Its links point at the current address in each locale
 * (node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem/LocaleDropdownNavbarItem/index.js
 * reads it from the router). The not-found page is rendered once, for
 * `/404.html`, and served for every unknown address; React keeps the
 * attributes the server wrote when it hydrates, so "English" kept linking to
 * `/404/`, itself not found. A new key after hydration builds the menu from
 * the address the reader asked for (query and fragment kept, as the theme
 * does). On other pages the links come out the same; the menu is a few
 * elements, built again once per page load.
 */
function LocaleDropdownForThisAddress(props: LocaleDropdownProps): ReactNode {
  const hydrated = useIsBrowser();
  return <LocaleDropdownNavbarItem key={hydrated ? 'browser' : 'server'} {...props} />;
}

export default {...ComponentTypes, localeDropdown: LocaleDropdownForThisAddress};
