/**
 * Colour maths for the generated showcase previews: every site gets a hue of
 * its own, derived from its name, so a card is recognisable without using the
 * site's logo (third-party logos are not ours to publish).
 */

/** FNV-1a, 32 bits: stable across runs and platforms, which Math.random is not. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** `h` in degrees, `s` and `l` in [0, 1]; returns `#rrggbb`. */
export function hslToHex(h: number, s: number, l: number): string {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const hue = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1 ? [chroma, x, 0]
    : hue < 2 ? [x, chroma, 0]
    : hue < 3 ? [0, chroma, x]
    : hue < 4 ? [0, x, chroma]
    : hue < 5 ? [x, 0, chroma]
    : [chroma, 0, x];
  const m = l - chroma / 2;
  const toHex = (channel: number) =>
    Math.round((channel + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${toHex(r)}${toHex(g)}${toHex(b)}`;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) {
    throw new Error(`Not a #rrggbb colour: ${hex}`);
  }
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export type CardPalette = {
  /** Behind the browser frame; white text on it passes AA. */
  background: string;
  /** Decorative shapes: never carries text. */
  accent: string;
  foreground: string;
  /** The pale band of the page's hero, in the site's hue. */
  tint: string;
  /** Text on the page (title, logo) in the site's hue: AA on the tint and on white. */
  ink: string;
};

/** AA for normal text, so even the card's small line stays readable. */
export const MIN_TEXT_CONTRAST = 4.5;

export function cardPalette(name: string): CardPalette {
  const hash = hashString(name);
  const hue = hash % 360;
  const saturation = 0.45 + ((hash >>> 9) % 20) / 100;
  const foreground = '#ffffff';
  // Some hues (yellow, cyan) are bright at any lightness: darken until white text passes AA.
  let lightness = 0.42;
  let background = hslToHex(hue, saturation, lightness);
  while (contrastRatio(background, foreground) < MIN_TEXT_CONTRAST) {
    lightness -= 0.02;
    background = hslToHex(hue, saturation, lightness);
  }
  const accent = hslToHex(hue + 35, Math.min(saturation + 0.15, 1), Math.min(lightness + 0.1, 0.6));
  const tint = hslToHex(hue, 0.6, 0.94);
  let inkLightness = 0.3;
  let ink = hslToHex(hue, saturation, inkLightness);
  while (contrastRatio(ink, tint) < MIN_TEXT_CONTRAST) {
    inkLightness -= 0.02;
    ink = hslToHex(hue, saturation, inkLightness);
  }
  return {background, accent, foreground, tint, ink};
}
