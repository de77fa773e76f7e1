/**
 * Colour maths behind the colour generator on the styling docs page.
 *
 * The classic theme (Infima) styles links, buttons and active items with seven
 * `--ifm-color-primary*` variables. Each shade is the primary colour with its
 * HSL lightness scaled: a positive adjustment darkens (lightness × (1 − a)), a
 * negative one lightens (lightness × (1 + |a|)). That is the convention the
 * framework's templates and this site's `custom.css` use, so generated values
 * match theirs to the last hex digit.
 *
 * Everything here is pure and total: malformed input yields `null` or a
 * fallback, never an exception, because values come from text fields and from
 * session storage.
 */

export type Rgb = {r: number; g: number; b: number};
export type Hsl = {h: number; s: number; l: number};

export type ColorMode = 'light' | 'dark';

/** One `--ifm-color-primary*` variable and how it is derived from the primary colour. */
export type ColorShade = {
  variableName: string;
  /** Applied lightness change: 0.1 is 10% darker, -0.1 is 10% lighter. */
  adjustment: number;
  /** What the reader typed for the adjustment, in percent; may be invalid while typing. */
  adjustmentInput: string;
  /** Row position in the generator's table, darkest first. */
  displayOrder: number;
  /** Line position in the generated CSS, in the order the theme templates use. */
  codeOrder: number;
};

export const PRIMARY_VARIABLE = '--ifm-color-primary';
export const BACKGROUND_VARIABLE = '--ifm-background-color';

export const DEFAULT_SHADES: readonly ColorShade[] = [
  {variableName: '--ifm-color-primary', adjustment: 0, adjustmentInput: '0', displayOrder: 4, codeOrder: 0},
  {variableName: '--ifm-color-primary-dark', adjustment: 0.1, adjustmentInput: '10', displayOrder: 3, codeOrder: 1},
  {variableName: '--ifm-color-primary-darker', adjustment: 0.15, adjustmentInput: '15', displayOrder: 2, codeOrder: 2},
  {variableName: '--ifm-color-primary-darkest', adjustment: 0.3, adjustmentInput: '30', displayOrder: 1, codeOrder: 3},
  {variableName: '--ifm-color-primary-light', adjustment: -0.1, adjustmentInput: '-10', displayOrder: 5, codeOrder: 4},
  {variableName: '--ifm-color-primary-lighter', adjustment: -0.15, adjustmentInput: '-15', displayOrder: 6, codeOrder: 5},
  {variableName: '--ifm-color-primary-lightest', adjustment: -0.3, adjustmentInput: '-30', displayOrder: 7, codeOrder: 6},
];

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb`, `#rrggbb` (the `#` is optional, surrounding spaces are ignored). */
export function parseHex(input: string): Rgb | null {
  const match = HEX_PATTERN.exec(input.trim());
  if (!match) {
    return null;
  }
  const digits = match[1]!;
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  const value = Number.parseInt(full, 16);
  return {r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff};
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function channelToHex(channel: number): string {
  return Math.round(clamp(channel, 0, 255)).toString(16).padStart(2, '0');
}

/** Lower-case `#rrggbb`. */
export function formatHex({r, g, b}: Rgb): string {
  return `#${channelToHex(r)}${channelToHex(g)}${channelToHex(b)}`;
}

/** Canonical `#rrggbb` form of a hex colour, or `null` if it is not one. */
export function normalizeHex(input: string): string | null {
  const rgb = parseHex(input);
  return rgb ? formatHex(rgb) : null;
}

/** h in degrees [0, 360), s and l in [0, 1]. */
export function rgbToHsl({r, g, b}: Rgb): Hsl {
  const red = r / 255;
  const green = g / 255;
  const blue = b / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) {
    return {h: 0, s: 0, l};
  }
  const s = l > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let h: number;
  if (max === red) {
    h = (green - blue) / delta + (green < blue ? 6 : 0);
  } else if (max === green) {
    h = (blue - red) / delta + 2;
  } else {
    h = (red - green) / delta + 4;
  }
  return {h: h * 60, s, l};
}

export function hslToRgb({h, s, l}: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((h % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = l - chroma / 2;
  return {r: (red + offset) * 255, g: (green + offset) * 255, b: (blue + offset) * 255};
}

/**
 * Scales the HSL lightness of `rgb`: positive `amount` darkens by that
 * fraction of the current lightness, negative lightens. Lightness is clamped
 * to [0, 1], so pure white cannot get lighter.
 */
export function adjustLightness(rgb: Rgb, amount: number): Rgb {
  const hsl = rgbToHsl(rgb);
  // Written as l − l·a (not l·(1 − a)): the two round differently in floating
  // point, and this form lands on the same hex digits as the theme templates.
  return hslToRgb({...hsl, l: clamp(hsl.l - hsl.l * amount, 0, 1)});
}

export function darken(hex: string, amount: number): string | null {
  const rgb = parseHex(hex);
  return rgb ? formatHex(adjustLightness(rgb, amount)) : null;
}

export function lighten(hex: string, amount: number): string | null {
  return darken(hex, -amount);
}

/** Largest lightness change the generator accepts, in percent. */
export const MAX_ADJUSTMENT_PERCENT = 100;

/**
 * Reads an adjustment typed in percent ("10", "-15", "7.5", "12%") as a
 * fraction. Returns `null` for text that is not a number or lies outside
 * ±100%.
 */
export function parseAdjustmentInput(input: string): number | null {
  const text = input.trim().replace(/%$/, '').trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    return null;
  }
  const percent = Number(text);
  if (!Number.isFinite(percent) || Math.abs(percent) > MAX_ADJUSTMENT_PERCENT) {
    return null;
  }
  // Round away floating-point noise: "15" must give exactly 0.15.
  return Math.round(percent * 1000) / 100000;
}

export type ComputedShade = ColorShade & {hex: string};

/** Every shade with its colour; `primaryHex` must already be valid. */
export function computeShades(primaryHex: string, shades: readonly ColorShade[]): ComputedShade[] {
  const rgb = parseHex(primaryHex);
  if (!rgb) {
    return [];
  }
  return shades.map((shade) => ({...shade, hex: formatHex(adjustLightness(rgb, shade.adjustment))}));
}

export function byDisplayOrder<T extends Pick<ColorShade, 'displayOrder'>>(shades: readonly T[]): T[] {
  return [...shades].sort((a, b) => a.displayOrder - b.displayOrder);
}

export function byCodeOrder<T extends Pick<ColorShade, 'codeOrder'>>(shades: readonly T[]): T[] {
  return [...shades].sort((a, b) => a.codeOrder - b.codeOrder);
}

/** The selector the classic theme uses for each colour mode. */
export function modeSelector(mode: ColorMode): string {
  return mode === 'dark' ? "[data-theme='dark']" : ':root';
}

/** The CSS variables one mode needs, in code order, background last. */
export function cssVariables(
  primaryHex: string,
  backgroundHex: string | null,
  shades: readonly ColorShade[],
): [name: string, value: string][] {
  const entries: [string, string][] = byCodeOrder(computeShades(primaryHex, shades)).map((shade) => [
    shade.variableName,
    shade.hex,
  ]);
  const background = backgroundHex === null ? null : normalizeHex(backgroundHex);
  if (background) {
    entries.push([BACKGROUND_VARIABLE, background]);
  }
  return entries;
}

/** A CSS rule block for one mode, ready to paste into `custom.css`. */
export function cssBlock(mode: ColorMode, variables: readonly [string, string][]): string {
  const lines = variables.map(([name, value]) => `  ${name}: ${value};`);
  return `${modeSelector(mode)} {\n${lines.join('\n')}\n}`;
}

function relativeLuminance({r, g, b}: Rgb): number {
  const linear = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/** WCAG 2 contrast ratio between two colours (1 to 21), or `null` if either is invalid. */
export function contrastRatio(foregroundHex: string, backgroundHex: string): number | null {
  const foreground = parseHex(foregroundHex);
  const background = parseHex(backgroundHex);
  if (!foreground || !background) {
    return null;
  }
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}
