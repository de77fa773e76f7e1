import {useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * Whether the phone menu has been open at least once on this page. Menu parts
 * that wait for it are built in the same render that opens the menu (state set
 * during render), so they are there as the menu slides in.
 */
export function useMobileMenuOpenedOnce(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    setOpened(true);
  }
  return opened;
}
