import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SITE_THEME_COLORS} from '../../data/themeColors';
import {
  DEFAULT_SHADES,
  byCodeOrder,
  byDisplayOrder,
  computeShades,
  contrastRatio,
  cssBlock,
  cssVariables,
  darken,
  formatHex,
  hslToRgb,
  lighten,
  normalizeHex,
  parseAdjustmentInput,
  parseHex,
  rgbToHsl,
} from '../colorShades';
import {
  defaultSettings,
  deserializeSettings,
  formatAdjustmentPercent,
  serializeSettings,
  settingsStorageKey,
} from '../colorGeneratorSettings';

const shadesOf = (primary: string) =>
  Object.fromEntries(computeShades(primary, DEFAULT_SHADES).map((shade) => [shade.variableName, shade.hex]));

describe('parseHex / formatHex', () => {
  it('reads six-digit colours with or without #, in any case, ignoring spaces', () => {
    expect(parseHex('#2e8555')).toEqual({r: 0x2e, g: 0x85, b: 0x55});
    expect(parseHex('2E8555')).toEqual({r: 0x2e, g: 0x85, b: 0x55});
    expect(parseHex('  #25c2a0 ')).toEqual({r: 0x25, g: 0xc2, b: 0xa0});
  });

  it('expands three-digit shorthand', () => {
    expect(parseHex('#fa0')).toEqual({r: 0xff, g: 0xaa, b: 0x00});
  });

  it.each(['', '#', '#12', '#1234', '#12345', '#1234567', '#ggg', 'red', 'rgb(0,0,0)', '##123456', '#12 34 56'])(
    'rejects %j',
    (input) => {
      expect(parseHex(input)).toBeNull();
    },
  );

  it('formats lower-case, zero-padded, rounded and clamped', () => {
    expect(formatHex({r: 0, g: 10, b: 255})).toBe('#000aff');
    expect(formatHex({r: 45.6, g: -3, b: 300})).toBe('#2e00ff');
  });

  it('normalizes or returns null', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('nope')).toBeNull();
  });
});

describe('HSL conversion', () => {
  it('round-trips every grey and a spread of colours', () => {
    for (const hex of ['#000000', '#ffffff', '#808080', '#2e8555', '#25c2a0', '#ff0000', '#00ff00', '#0000ff', '#c0ffee', '#ff00ff']) {
      expect(formatHex(hslToRgb(rgbToHsl(parseHex(hex)!)))).toBe(hex);
    }
  });

  it('gives the expected HSL for pure red and mid grey', () => {
    expect(rgbToHsl({r: 255, g: 0, b: 0})).toEqual({h: 0, s: 1, l: 0.5});
    const grey = rgbToHsl({r: 128, g: 128, b: 128});
    expect(grey.s).toBe(0);
    expect(grey.l).toBeCloseTo(0.502, 3);
  });
});

describe('darken / lighten', () => {
  it('scales lightness by the fraction of its current value', () => {
    // #808080 has lightness 0.502; 50% darker is 0.251, i.e. #404040.
    expect(darken('#808080', 0.5)).toBe('#404040');
    expect(lighten('#404040', 0.5)).toBe('#606060');
  });

  it('cannot go past white or black', () => {
    expect(lighten('#ffffff', 0.3)).toBe('#ffffff');
    expect(darken('#000000', 0.3)).toBe('#000000');
    expect(lighten('#eeeeee', 1)).toBe('#ffffff');
  });

  it('returns null for invalid colours', () => {
    expect(darken('blue', 0.1)).toBeNull();
  });
});

describe('computeShades', () => {
  it('reproduces the light-mode shades of the site (#2e8555)', () => {
    expect(shadesOf('#2e8555')).toEqual({
      '--ifm-color-primary': '#2e8555',
      '--ifm-color-primary-dark': '#29784c',
      '--ifm-color-primary-darker': '#277148',
      '--ifm-color-primary-darkest': '#205d3b',
      '--ifm-color-primary-light': '#33925d',
      '--ifm-color-primary-lighter': '#359962',
      '--ifm-color-primary-lightest': '#3cad6e',
    });
  });

  it('reproduces the dark-mode shades of the site (#25c2a0)', () => {
    expect(shadesOf('#25c2a0')).toEqual({
      '--ifm-color-primary': '#25c2a0',
      '--ifm-color-primary-dark': '#21af90',
      '--ifm-color-primary-darker': '#1fa588',
      '--ifm-color-primary-darkest': '#1a8870',
      '--ifm-color-primary-light': '#29d5b0',
      '--ifm-color-primary-lighter': '#32d8b4',
      '--ifm-color-primary-lightest': '#4fddbf',
    });
  });

  it('matches every shade declared in src/css/custom.css for both modes', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../css/custom.css'), 'utf8');
    const blockOf = (selector: string) => css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));
    for (const [mode, selector] of [['light', ':root {'], ['dark', "[data-theme='dark'] {"]] as const) {
      const declared = Object.fromEntries(
        Array.from(blockOf(selector).matchAll(/(--ifm-color-primary[a-z-]*):\s*(#[0-9a-f]{6})/gi), (m) => [m[1], m[2]]),
      );
      expect(Object.keys(declared)).toHaveLength(7);
      expect(shadesOf(SITE_THEME_COLORS[mode].primary)).toEqual(declared);
    }
  });

  it('is empty for an invalid primary colour', () => {
    expect(computeShades('#zzz', DEFAULT_SHADES)).toEqual([]);
  });

  it('uses each shade’s own adjustment', () => {
    const [shade] = computeShades('#808080', [{...DEFAULT_SHADES[1]!, adjustment: 0.5}]);
    expect(shade!.hex).toBe('#404040');
  });
});

describe('orders', () => {
  it('displays darkest to lightest and writes code primary first', () => {
    expect(byDisplayOrder(DEFAULT_SHADES).map((s) => s.variableName.replace('--ifm-color-primary', '') || 'base')).toEqual([
      '-darkest', '-darker', '-dark', 'base', '-light', '-lighter', '-lightest',
    ]);
    expect(byCodeOrder(DEFAULT_SHADES).map((s) => s.variableName.replace('--ifm-color-primary', '') || 'base')).toEqual([
      'base', '-dark', '-darker', '-darkest', '-light', '-lighter', '-lightest',
    ]);
  });
});

describe('parseAdjustmentInput', () => {
  it.each([
    ['10', 0.1],
    ['-15', -0.15],
    ['7.5', 0.075],
    [' 12% ', 0.12],
    ['+30', 0.3],
    ['.5', 0.005],
    ['100', 1],
    ['-100', -1],
    ['0', 0],
  ])('%j is %d', (input, expected) => {
    expect(parseAdjustmentInput(input)).toBe(expected);
  });

  it.each(['', '-', 'ten', '1e2', '101', '-100.5', '10 20', 'NaN', 'Infinity'])('rejects %j', (input) => {
    expect(parseAdjustmentInput(input)).toBeNull();
  });
});

describe('CSS output', () => {
  it('writes a :root block in code order with the background last', () => {
    expect(cssBlock('light', cssVariables('#2e8555', '#FFF', DEFAULT_SHADES))).toBe(
      [
        ':root {',
        '  --ifm-color-primary: #2e8555;',
        '  --ifm-color-primary-dark: #29784c;',
        '  --ifm-color-primary-darker: #277148;',
        '  --ifm-color-primary-darkest: #205d3b;',
        '  --ifm-color-primary-light: #33925d;',
        '  --ifm-color-primary-lighter: #359962;',
        '  --ifm-color-primary-lightest: #3cad6e;',
        '  --ifm-background-color: #ffffff;',
        '}',
      ].join('\n'),
    );
  });

  it("uses the [data-theme='dark'] selector for dark mode and skips an invalid background", () => {
    const block = cssBlock('dark', cssVariables('#25c2a0', 'nope', DEFAULT_SHADES));
    expect(block.startsWith("[data-theme='dark'] {\n")).toBe(true);
    expect(block).toContain('--ifm-color-primary-lightest: #4fddbf;');
    expect(block).not.toContain('--ifm-background-color');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2e8555', '#2e8555')).toBe(1);
  });

  it('is symmetric and passes AA for the site link colours', () => {
    expect(contrastRatio('#ffffff', '#2e8555')).toBeCloseTo(contrastRatio('#2e8555', '#ffffff')!, 10);
    expect(contrastRatio('#2e8555', '#ffffff')!).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#25c2a0', '#181920')!).toBeGreaterThanOrEqual(4.5);
  });

  it('is null for invalid input', () => {
    expect(contrastRatio('#fff', 'white')).toBeNull();
  });
});

describe('stored settings', () => {
  const defaults = SITE_THEME_COLORS.light;

  it('has one key per mode', () => {
    expect(settingsStorageKey('light')).not.toBe(settingsStorageKey('dark'));
  });

  it('round-trips colours and adjustments', () => {
    const settings = defaultSettings(defaults);
    settings.primary = '#123456';
    settings.background = '#fafafa';
    settings.shades[1] = {...settings.shades[1]!, adjustment: 0.2, adjustmentInput: '20'};
    expect(deserializeSettings(serializeSettings(settings), defaults)).toEqual(settings);
  });

  it.each([
    null,
    '',
    'not json',
    '{"primary":',
    '42',
    'null',
    '[]',
    '"#123456"',
  ])('falls back to the defaults for %j', (raw) => {
    expect(deserializeSettings(raw, defaults)).toEqual(defaultSettings(defaults));
  });

  it('keeps valid fields and replaces malformed ones field by field', () => {
    const settings = deserializeSettings(
      JSON.stringify({
        primary: 'banana',
        background: '#000',
        adjustments: {
          '--ifm-color-primary': 0.5,
          '--ifm-color-primary-dark': '0.2',
          '--ifm-color-primary-darker': 7,
          '--ifm-color-primary-darkest': 0.25,
          '--ifm-color-primary-light': null,
        },
      }),
      defaults,
    );
    expect(settings.primary).toBe('#2e8555');
    expect(settings.background).toBe('#000000');
    const adjustments = Object.fromEntries(settings.shades.map((s) => [s.variableName, [s.adjustment, s.adjustmentInput]]));
    expect(adjustments['--ifm-color-primary']).toEqual([0, '0']);
    expect(adjustments['--ifm-color-primary-dark']).toEqual([0.1, '10']);
    expect(adjustments['--ifm-color-primary-darker']).toEqual([0.15, '15']);
    expect(adjustments['--ifm-color-primary-darkest']).toEqual([0.25, '25']);
    expect(adjustments['--ifm-color-primary-light']).toEqual([-0.1, '-10']);
  });

  it('formats adjustments as percent text', () => {
    expect(formatAdjustmentPercent(0.15)).toBe('15');
    expect(formatAdjustmentPercent(-0.075)).toBe('-7.5');
    expect(formatAdjustmentPercent(0)).toBe('0');
  });
});
