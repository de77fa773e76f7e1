/** Colours of the home page's pictures, one set per colour mode of the site. */
export type ArtPalette = {
  mode: 'light' | 'dark';
  /** Window bodies. */
  surface: string;
  /** Title bars, tabs, the search modal. */
  chrome: string;
  border: string;
  /** Shadows are this colour at low opacity. */
  shadow: string;
  text: string;
  muted: string;
  /** Bars standing for body text, and for headings. */
  line: string;
  lineStrong: string;
  primary: string;
  /** Text on `primary`. */
  onPrimary: string;
  primarySoft: string;
  code: {background: string; text: string; keyword: string; string: string; tag: string; comment: string};
  /** The three window buttons. */
  dots: readonly [string, string, string];
};

export const LIGHT: ArtPalette = {
  mode: 'light',
  surface: '#ffffff',
  chrome: '#eef0f3',
  border: '#d5d9df',
  shadow: '#1c2430',
  text: '#1c1e21',
  muted: '#5b6270',
  line: '#e2e5ea',
  lineStrong: '#c3c9d2',
  primary: '#2e8555',
  onPrimary: '#ffffff',
  primarySoft: '#e2f2e9',
  code: {background: '#f5f6f8', text: '#24292f', keyword: '#8342c5', string: '#1f7a4a', tag: '#b4451f', comment: '#6b7280'},
  dots: ['#f0736a', '#f4bf4f', '#5ec26a'],
};

export const DARK: ArtPalette = {
  mode: 'dark',
  surface: '#23252d',
  chrome: '#2f323c',
  border: '#434855',
  shadow: '#000000',
  text: '#e8eaed',
  muted: '#a7aeba',
  line: '#393d48',
  lineStrong: '#545a68',
  primary: '#25c2a0',
  onPrimary: '#0f1a17',
  primarySoft: '#1c3d35',
  code: {background: '#1a1b21', text: '#e3e6ea', keyword: '#c9a2ff', string: '#7fdcb0', tag: '#ff9f7a', comment: '#9aa1ad'},
  dots: ['#e5655c', '#e2b03f', '#4fb35c'],
};

export const PALETTES = [LIGHT, DARK] as const;
