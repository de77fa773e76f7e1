import {useEffect} from 'react';
import {createStorageSlot, useColorMode} from '@docusaurus/theme-common';

/** The slot the theme stores the colour mode in; the slot adds the site's storage suffix. */
const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * Makes this tab take the colour mode another tab of the site just stored.
 *
 * Works around a framework bug: the theme's own storage listener
 * (node_modules/@docusaurus/theme-common/lib/contexts/colorMode.js, `onChange`)
 * compares the event's key with the bare `theme`, while the key written is
 * `theme` plus the site's storage suffix (`theme-189`), so other tabs never
 * followed. The storage slot's `listen` matches the suffixed key. Once the
 * framework compares the right key, both listeners set the same mode and this
 * hook can go.
 *
 * The slot also reports this tab's own writes; setting the mode a tab already
 * shows changes nothing and stores nothing new, so no storage event bounces
 * back. A removed choice is left alone, as the theme does: tabs remove it only
 * when the system preference changes, which every tab sees for itself.
 */
export function useColorModeOfOtherTabs(): void {
  const {setColorMode} = useColorMode();
  useEffect(
    () =>
      createStorageSlot(COLOR_MODE_STORAGE_KEY).listen((event) => {
        if (event.newValue !== null) {
          setColorMode(event.newValue === 'dark' ? 'dark' : 'light');
        }
      }),
    [setColorMode],
  );
}
