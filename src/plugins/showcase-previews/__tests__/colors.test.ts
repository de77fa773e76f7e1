import {describe, expect, it} from 'vitest';
import {MIN_TEXT_CONTRAST, cardPalette, contrastRatio, hashString, hslToHex} from '../colors';
import {SHOWCASE_SITES} from '../../../data/showcase/sites';

describe('hashString', () => {
  it('is stable and spreads similar names apart', () => {
    expect(hashString('Jest')).toBe(hashString('Jest'));
    expect(hashString('Jest')).not.toBe(hashString('jest'));
  });
});

describe('hslToHex', () => {
  it.each([
    [0, 1, 0.5, '#ff0000'],
    [120, 1, 0.5, '#00ff00'],
    [240, 1, 0.5, '#0000ff'],
    [0, 0, 1, '#ffffff'],
    [0, 0, 0, '#000000'],
    [-120, 1, 0.5, '#0000ff'],
  ])('hsl(%d, %d, %d) is %s', (h, s, l, hex) => {
    expect(hslToHex(h, s, l)).toBe(hex);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('cardPalette', () => {
  it('gives every showcase site a background on which white text passes AA', () => {
    for (const {title} of SHOWCASE_SITES) {
      const {background, foreground} = cardPalette(title);
      expect(contrastRatio(background, foreground), title).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('also passes AA for hues that are bright at any lightness', () => {
    // Brute force over names: some of them land on yellow and cyan hues.
    for (let index = 0; index < 500; index += 1) {
      const {background, foreground} = cardPalette(`site ${index}`);
      expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('writes the page text in a colour that passes AA on the hero tint and on white', () => {
    for (let index = 0; index < 500; index += 1) {
      const {ink, tint} = cardPalette(`site ${index}`);
      expect(contrastRatio(ink, tint)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('derives different colours for different names', () => {
    const backgrounds = new Set(SHOWCASE_SITES.map(({title}) => cardPalette(title).background));
    expect(backgrounds.size).toBeGreaterThan(SHOWCASE_SITES.length / 2);
  });
});
