/**
 * WCAG colour contrast arithmetic (relative luminance, contrast ratio,
 * alpha compositing) and the smallest colour change that reaches a ratio.
 */

export type Rgba = {r: number; g: number; b: number; a: number};

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` and `rgba(…)` (commas or spaces, `/ alpha`). */
export function parseColor(input: string): Rgba {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    const channel = (index: number) => parseInt(digits.slice(index, index + 2), 16);
    return {r: channel(0), g: channel(2), b: channel(4), a: digits.length === 8 ? channel(6) / 255 : 1};
  }
  const functional = /^rgba?\(([^)]+)\)$/.exec(value);
  if (functional) {
    const parts = functional[1]!.split(/[\s,/]+/).filter(Boolean);
    const [r, g, b] = parts.slice(0, 3).map(Number);
    const alphaText = parts[3];
    const a = alphaText === undefined ? 1 : alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : Number(alphaText);
    if ([r, g, b, a].every((n) => Number.isFinite(n))) {
      return {r: r!, g: g!, b: b!, a};
    }
  }
  throw new Error(`Unsupported colour: ${input}`);
}

export function toHex({r, g, b}: Rgba): string {
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
}

/** A translucent colour painted over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return {r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1};
}

export function relativeLuminance({r, g, b}: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colour closest to `foreground` (mixed step by step toward black on light
 * backgrounds, toward white on dark ones) whose contrast with every background
 * reaches `minimum`. A colour that already passes comes back unchanged.
 */
export function ensureContrast(foreground: string, backgrounds: readonly string[], minimum: number): string {
  const color = parseColor(foreground);
  const grounds = backgrounds.map(parseColor);
  const passes = (candidate: Rgba) => grounds.every((ground) => contrastRatio(candidate, ground) >= minimum);
  if (passes(color)) {
    return foreground;
  }
  const meanLuminance = grounds.reduce((sum, ground) => sum + relativeLuminance(ground), 0) / grounds.length;
  const target = meanLuminance > 0.18 ? 0 : 255;
  for (let step = 1; step <= 100; step += 1) {
    const k = step / 100;
    const candidate = {
      r: color.r * (1 - k) + target * k,
      g: color.g * (1 - k) + target * k,
      b: color.b * (1 - k) + target * k,
      a: 1,
    };
    if (passes(candidate)) {
      return toHex(candidate);
    }
  }
  throw new Error(`No shade of ${foreground} reaches ${minimum}:1 against ${backgrounds.join(', ')}`);
}
