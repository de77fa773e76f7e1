import {browserWindow, TITLE_BAR} from './frames';
import {DARK, LIGHT, type ArtPalette} from './palette';
import {bar, el, rect, svgDocument, text} from './svg';

export const WIDTH = 640;
export const HEIGHT = 440;

/** The site's primary shades (src/css/custom.css), darkest to lightest, per mode. */
const SHADES = {
  light: ['#205d3b', '#277148', '#29784c', '#2e8555', '#33925d', '#359962', '#3cad6e'],
  dark: ['#1a8870', '#1fa588', '#21af90', '#25c2a0', '#29d5b0', '#32d8b4', '#4fddbf'],
} as const;

function sunIcon(x: number, y: number, color: string): string {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    const [x1, y1, x2, y2] = [x + Math.cos(rad) * 8, y + Math.sin(rad) * 8, x + Math.cos(rad) * 11, y + Math.sin(rad) * 11];
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  });
  return el(
    'g',
    {},
    el('circle', {cx: x, cy: y, r: 5, fill: color}),
    el('path', {d: rays.join(''), stroke: color, 'stroke-width': 2, 'stroke-linecap': 'round'}),
  );
}

function moonIcon(x: number, y: number, color: string): string {
  return el('path', {d: `M${x + 3} ${y - 9}a9 9 0 1 0 6 12a7 7 0 0 1-6-12z`, fill: color});
}

/** One site window drawn in the colours of one mode, whatever the picture's mode. */
function siteWindow(site: ArtPalette, x: number, y: number): string {
  const width = 360;
  const top = y + TITLE_BAR;
  return el(
    'g',
    {},
    browserWindow(site, {x, y, width, height: 276}),
    rect(x + 16, top + 12, 20, 20, site.primary, {rx: 5}),
    text(x + 44, top + 27, 'My Project', {size: 14, fill: site.text, weight: 700}),
    site.mode === 'light' ? sunIcon(x + width - 28, top + 22, site.text) : moonIcon(x + width - 30, top + 22, site.text),
    rect(x, top + 44, width, 1, site.border),
    bar(x + 24, top + 68, 190, site.lineStrong, 16),
    ...[290, 250, 300, 210].map((lineWidth, index) => bar(x + 24, top + 102 + index * 20, lineWidth, site.line)),
    rect(x + 24, top + 190, 110, 32, site.primary, {rx: 6}),
    text(x + 79, top + 211, 'Get going', {size: 13, fill: site.onPrimary, weight: 700, anchor: 'middle'}),
    rect(x + 146, top + 190, 96, 32, site.chrome, {rx: 6}),
  );
}

/** The same site in light and in dark mode, and the primary colour's shades. */
export function themingArt(p: ArtPalette): string {
  const shades = SHADES[p.mode];
  const swatch = {width: 60, height: 34, gap: 8};
  const rowWidth = shades.length * swatch.width + (shades.length - 1) * swatch.gap;
  const rowX = (WIDTH - rowWidth) / 2;
  return svgDocument(WIDTH, HEIGHT, [
    siteWindow(LIGHT, 16, 16),
    siteWindow(DARK, 264, 76),
    text(rowX, 384, '--ifm-color-primary', {size: 12, fill: p.muted, mono: true}),
    ...shades.map((fill, index) =>
      rect(rowX + index * (swatch.width + swatch.gap), 394, swatch.width, swatch.height, fill, {
        rx: 6,
        stroke: index === 3 ? p.text : undefined,
        'stroke-width': index === 3 ? 2 : undefined,
      }),
    ),
  ]);
}
