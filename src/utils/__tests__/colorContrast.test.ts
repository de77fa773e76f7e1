import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessiblePrismTheme} from '../accessiblePrismTheme';
import {composite, contrastRatio, ensureContrast, parseColor, toHex} from '../colorContrast';

describe('colour parsing', () => {
  it.each([
    ['#fff', {r: 255, g: 255, b: 255, a: 1}],
    ['#2e8555', {r: 46, g: 133, b: 85, a: 1}],
    ['#00000080', {r: 0, g: 0, b: 0, a: 128 / 255}],
    ['rgb(98, 114, 164)', {r: 98, g: 114, b: 164, a: 1}],
    ['rgb(0 0 0 / 10%)', {r: 0, g: 0, b: 0, a: 0.1}],
    ['rgba(255,80,80,0.18)', {r: 255, g: 80, b: 80, a: 0.18}],
  ])('%s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('rejects what it cannot read', () => {
    expect(() => parseColor('papayawhip')).toThrow(/Unsupported/);
  });
});

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777'), parseColor('#fff'))).toBeCloseTo(4.48, 2);
    // The pair axe reported on the docs sidebar (4.07:1).
    expect(contrastRatio(parseColor('#2e8555'), parseColor('#f2f2f2'))).toBeCloseTo(4.07, 1);
  });

  it('composites a translucent colour over an opaque one', () => {
    expect(toHex(composite(parseColor('rgb(0 0 0 / 50%)'), parseColor('#ffffff')))).toBe('#808080');
  });

  it('leaves a passing colour alone and fixes a failing one with the smallest change', () => {
    expect(ensureContrast('#000000', ['#ffffff'], 4.5)).toBe('#000000');
    const fixed = ensureContrast('#6272a4', ['#282a36'], 4.5);
    expect(contrastRatio(parseColor(fixed), parseColor('#282a36'))).toBeGreaterThanOrEqual(4.5);
    const nearlyFixed = parseColor(fixed);
    const oneStepLess = {r: nearlyFixed.r - 2, g: nearlyFixed.g - 2, b: nearlyFixed.b - 2, a: 1};
    expect(contrastRatio(oneStepLess, parseColor('#282a36'))).toBeLessThan(4.6);
  });
});

describe('accessiblePrismTheme', () => {
  const overlays = ['rgb(0 0 0 / 10%)'];
  it.each([
    ['github', themes.github],
    ['dracula', themes.dracula],
  ])('brings every %s token to AA against the background and highlighted lines', (_name, theme) => {
    const fixed = accessiblePrismTheme(theme, overlays);
    const background = parseColor(fixed.plain.backgroundColor!);
    const highlighted = composite(parseColor(overlays[0]!), background);
    const colors = [fixed.plain.color!, ...fixed.styles.flatMap((style) => (style.style.color ? [style.style.color] : []))];
    for (const color of colors) {
      expect(contrastRatio(parseColor(color), background), color).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(parseColor(color), highlighted), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(fixed.styles.every((style) => style.style.opacity === undefined)).toBe(true);
  });

  it('keeps the token types and the colours that already pass', () => {
    const fixed = accessiblePrismTheme(themes.dracula);
    expect(fixed.styles.map((style) => style.types)).toEqual(themes.dracula.styles.map((style) => style.types));
    expect(fixed.plain.color).toBe(themes.dracula.plain.color!.toLowerCase());
  });

  it('writes every opaque colour one way, so that equal colours compare equal', () => {
    // Dracula spells its plain colour `#F8F8F2` and its punctuation `rgb(248, 248, 242)`.
    const fixed = accessiblePrismTheme(themes.dracula);
    const punctuation = fixed.styles.find((style) => style.types.includes('punctuation'));
    expect(punctuation?.style.color).toBe(fixed.plain.color);
    const colours = [fixed.plain.color, ...fixed.styles.map((style) => style.style.color)].filter(Boolean);
    expect(colours.every((colour) => /^#[0-9a-f]{6}$/.test(colour!))).toBe(true);
  });
});
