import type {PrismTheme} from 'prism-react-renderer';
import {composite, ensureContrast, parseColor, toHex} from './colorContrast';

/** WCAG AA for normal-size text, with a little margin for rounding in the checkers. */
const MINIMUM_CONTRAST = 4.6;

/**
 * A copy of a code highlighting theme whose token colours all reach AA
 * contrast against the code background, and against the translucent
 * backgrounds drawn over some lines (highlighted and error lines). Colours that
 * already pass are kept; failing ones move the least needed toward black or
 * white. Opacity is dropped from token styles, as it lowers contrast. Opaque
 * colours are all written as lowercase hex, so that equal colours compare
 * equal (code lines join tokens painted alike: src/utils/codeTokens).
 */
export function accessiblePrismTheme(theme: PrismTheme, lineOverlays: readonly string[] = []): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const base = parseColor(background);
  const backgrounds = [background, ...lineOverlays.map((overlay) => toHex(composite(parseColor(overlay), base)))];
  const fix = (color: string | undefined) =>
    color === undefined ? undefined : oneSpelling(ensureContrast(color, backgrounds, MINIMUM_CONTRAST));

  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map(({types, languages, style}) => {
      const rest = {...style};
      delete rest.opacity;
      return {types, ...(languages ? {languages} : {}), style: {...rest, ...(rest.color ? {color: fix(rest.color)} : {})}};
    }),
  };
}

function oneSpelling(color: string): string {
  const parsed = parseColor(color);
  return parsed.a === 1 ? toHex(parsed) : color;
}
