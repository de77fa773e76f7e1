import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useColorModeOfOtherTabs} from './useColorModeOfOtherTabs';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * The theme's toggle, named after the mode the page really shows.
 *
 * The server renders every page in the default (light) mode; a page that opens
 * dark (stored choice, system preference, `?docusaurus-theme=dark`) knows its
 * mode from the first client render. React keeps the server's attributes when
 * hydration finds them different, and the next render changes nothing, so the
 * button's name stayed "currently light mode" on a dark page. Rendering the
 * server's value while hydrating and the real one after makes that second
 * render update the name and the pressed state.
 *
 * The toggle is also where a tab follows the mode chosen in another tab: the
 * navbar renders it on every page (hidden by CSS on a phone), and only while
 * the switch is enabled, which is when a stored choice can change.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  useColorModeOfOtherTabs();
  const isBrowser = useIsBrowser();
  const {defaultMode} = useThemeConfig().colorMode;
  return <ColorModeToggle {...props} value={isBrowser ? props.value : defaultMode} />;
}
