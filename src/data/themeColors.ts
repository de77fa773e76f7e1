import type {ColorMode} from '../utils/colorShades';

/** The site's own base colours per mode; `src/css/custom.css` holds their shades. */
export const SITE_THEME_COLORS: Readonly<Record<ColorMode, {primary: string; background: string}>> = {
  light: {primary: '#2e8555', background: '#ffffff'},
  dark: {primary: '#25c2a0', background: '#181920'},
};
