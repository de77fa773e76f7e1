import {browserWindow, TITLE_BAR} from './frames';
import type {ArtPalette} from './palette';
import {bar, el, rect, svgDocument, text} from './svg';

export const WIDTH = 640;
export const HEIGHT = 440;

function versionTag(p: ArtPalette, rightX: number, y: number, label: string): string {
  const width = label.length * 7 + 18;
  return el(
    'g',
    {},
    rect(rightX - width, y, width, 18, p.primarySoft, {rx: 9}),
    text(rightX - width / 2, y + 13, label, {size: 11, fill: p.primary, weight: 700, anchor: 'middle'}),
  );
}

/** Docs versions stacked behind the page, and the version menu open on 3.7.0. */
export function versioningArt(p: ArtPalette): string {
  const front = {x: 16, y: 64, width: 560, height: 360};
  const top = front.y + TITLE_BAR;
  const menu = {x: 424, y: top + 46, width: 136, height: 148};
  const items: {label: string; active?: boolean; muted?: boolean}[] = [
    {label: 'Canary'},
    {label: '3.7.0', active: true},
    {label: '3.6.3'},
  ];

  return svgDocument(WIDTH, HEIGHT, [
    browserWindow(p, {x: 72, y: 16, width: 552, height: 340}, undefined, 0.55),
    versionTag(p, 612, 22, '3.6.3'),
    browserWindow(p, {x: 44, y: 40, width: 556, height: 350}, undefined, 0.8),
    versionTag(p, 588, 46, 'Canary'),
    browserWindow(p, front, 'example.com/docs/3.7.0/intro/'),
    // Navbar.
    rect(front.x + 18, top + 12, 20, 20, p.primary, {rx: 5}),
    text(front.x + 46, top + 27, 'My Project', {size: 14, fill: p.text, weight: 700}),
    text(front.x + 146, top + 27, 'Docs', {size: 13, fill: p.primary, weight: 600}),
    text(front.x + 192, top + 27, 'Blog', {size: 13, fill: p.muted}),
    rect(menu.x + 20, top + 9, 96, 26, p.surface, {rx: 6, stroke: p.border}),
    text(menu.x + 34, top + 27, '3.7.0', {size: 13, fill: p.text, weight: 700}),
    el('path', {d: `M${menu.x + 98} ${top + 19}l5 5 5-5`, fill: 'none', stroke: p.text, 'stroke-width': 2, 'stroke-linecap': 'round'}),
    rect(front.x, top + 44, front.width, 1, p.border),
    // Sidebar and page.
    ...[96, 74, 110, 66, 88, 80].map((width, index) =>
      index === 1
        ? el('g', {}, rect(front.x + 12, top + 62 + index * 26, 124, 20, p.primarySoft, {rx: 5}), bar(front.x + 20, top + 68 + index * 26, width, p.primary))
        : bar(front.x + 20, top + 68 + index * 26, width, p.line),
    ),
    rect(front.x + 150, top + 44, 1, front.height - TITLE_BAR - 44, p.border),
    rect(front.x + 172, top + 62, 112, 22, p.primarySoft, {rx: 11}),
    text(front.x + 228, top + 77, 'Version: 3.7.0', {size: 11, fill: p.mode === 'light' ? '#1f5c3b' : p.primary, weight: 700, anchor: 'middle'}),
    bar(front.x + 172, top + 100, 200, p.lineStrong, 16),
    ...[220, 196, 226, 150, 210, 188, 224, 120].map((width, index) => bar(front.x + 172, top + 134 + index * 20, width, p.line)),
    // The open version menu.
    rect(menu.x, menu.y + 4, menu.width, menu.height, p.shadow, {rx: 8, opacity: p.mode === 'light' ? 0.1 : 0.4}),
    rect(menu.x, menu.y, menu.width, menu.height, p.surface, {rx: 8, stroke: p.border}),
    ...items.map(({label, active}, index) => {
      const y = menu.y + 10 + index * 30;
      return el(
        'g',
        {},
        active ? rect(menu.x + 6, y, menu.width - 12, 26, p.primarySoft, {rx: 5}) : '',
        text(menu.x + 18, y + 18, label, {size: 13, fill: active ? p.primary : p.text, weight: active ? 700 : 400}),
      );
    }),
    rect(menu.x + 10, menu.y + 106, menu.width - 20, 1, p.border),
    text(menu.x + 18, menu.y + 132, 'All versions', {size: 13, fill: p.muted}),
  ]);
}
