import {browserWindow, TITLE_BAR} from './frames';
import type {ArtPalette} from './palette';
import {bar, el, rect, svgDocument, text} from './svg';

export const WIDTH = 640;
export const HEIGHT = 440;

function globe(x: number, y: number, color: string): string {
  return el('path', {
    d: `M${x} ${y - 7}a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM${x - 7} ${y}h14M${x} ${y - 7}c-2.5 2.5-2.5 11.5 0 14M${x} ${y - 7}c2.5 2.5 2.5 11.5 0 14`,
    fill: 'none',
    stroke: color,
    'stroke-width': 1.5,
  });
}

/** A page in French with the locale menu open, and the same site laid out right to left. */
export function i18nArt(p: ArtPalette): string {
  const main = {x: 204, y: 16, width: 420, height: 330};
  const top = main.y + TITLE_BAR;
  const menu = {x: main.x + 276, y: top + 44, width: 128, height: 150};
  const locales = ['English', 'Français', 'Español', 'Português'];
  const rtl = {x: 16, y: 184, width: 356, height: 240};
  const rtlTop = rtl.y + TITLE_BAR;
  const rtlRight = rtl.x + rtl.width;

  return svgDocument(WIDTH, HEIGHT, [
    browserWindow(p, main, 'example.com/fr/docs/'),
    rect(main.x + 16, top + 12, 20, 20, p.primary, {rx: 5}),
    text(main.x + 44, top + 27, 'Mon projet', {size: 14, fill: p.text, weight: 700}),
    globe(menu.x + 18, top + 22, p.text),
    text(menu.x + 32, top + 27, 'Français', {size: 13, fill: p.text, weight: 600}),
    rect(main.x, top + 44, main.width, 1, p.border),
    text(main.x + 24, top + 82, 'Bienvenue', {size: 22, fill: p.text, weight: 700}),
    ...[230, 200, 240, 170, 220, 150].map((width, index) => bar(main.x + 24, top + 104 + index * 20, width, p.line)),
    // The locale menu.
    rect(menu.x, menu.y + 4, menu.width, menu.height, p.shadow, {rx: 8, opacity: p.mode === 'light' ? 0.1 : 0.4}),
    rect(menu.x, menu.y, menu.width, menu.height, p.surface, {rx: 8, stroke: p.border}),
    ...locales.map((label, index) => {
      const y = menu.y + 10 + index * 33;
      const active = label === 'Français';
      return el(
        'g',
        {},
        active ? rect(menu.x + 6, y, menu.width - 12, 28, p.primarySoft, {rx: 5}) : '',
        text(menu.x + 18, y + 19, label, {size: 13, fill: active ? p.primary : p.text, weight: active ? 700 : 400}),
      );
    }),
    // The right-to-left locale: the layout mirrored.
    browserWindow(p, rtl, 'example.com/fa/docs/'),
    rect(rtlRight - 36, rtlTop + 12, 20, 20, p.primary, {rx: 5}),
    bar(rtlRight - 136, rtlTop + 18, 90, p.lineStrong),
    bar(rtl.x + 20, rtlTop + 18, 50, p.line),
    rect(rtl.x, rtlTop + 44, rtl.width, 1, p.border),
    rect(rtlRight - 104, rtlTop + 44, 1, rtl.height - TITLE_BAR - 44, p.border),
    ...[70, 56, 76, 48].map((width, index) => bar(rtlRight - 20 - width, rtlTop + 62 + index * 24, width, p.line)),
    bar(rtlRight - 124 - 150, rtlTop + 62, 150, p.lineStrong, 14),
    ...[200, 160, 210, 130].map((width, index) => bar(rtlRight - 124 - width, rtlTop + 92 + index * 20, width, p.line)),
    rect(rtl.x + 20, rtlTop + 60, 40, 20, p.primarySoft, {rx: 10}),
    text(rtl.x + 40, rtlTop + 74, 'RTL', {size: 10, fill: p.mode === 'light' ? '#1f5c3b' : p.primary, weight: 700, anchor: 'middle'}),
  ]);
}
