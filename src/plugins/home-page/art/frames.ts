import type {ArtPalette} from './palette';
import {el, rect, text} from './svg';

export const TITLE_BAR = 30;

type Frame = {x: number; y: number; width: number; height: number};

/** A window: soft shadow, body, title bar with its three buttons. */
function windowFrame(p: ArtPalette, {x, y, width, height}: Frame, opacity?: number): string {
  const r = 12;
  return el(
    'g',
    {opacity},
    rect(x, y + 6, width, height, p.shadow, {rx: r, opacity: p.mode === 'light' ? 0.08 : 0.35}),
    rect(x, y, width, height, p.surface, {rx: r, stroke: p.border, 'stroke-width': 1}),
    el('path', {
      d: `M${x + 0.5} ${y + TITLE_BAR}V${y + r}a${r - 0.5} ${r - 0.5} 0 0 1 ${r - 0.5}-${r - 0.5}h${width - 2 * r}a${r - 0.5} ${r - 0.5} 0 0 1 ${r - 0.5} ${r - 0.5}V${y + TITLE_BAR}z`,
      fill: p.chrome,
    }),
    rect(x, y + TITLE_BAR, width, 1, p.border),
    ...p.dots.map((fill, index) => el('circle', {cx: x + 16 + index * 14, cy: y + TITLE_BAR / 2, r: 4.5, fill})),
  );
}

/** A browser window with an address in its bar. */
export function browserWindow(p: ArtPalette, frame: Frame, address?: string, opacity?: number): string {
  const {x, y, width} = frame;
  const parts = [windowFrame(p, frame)];
  if (address !== undefined) {
    parts.push(
      rect(x + 62, y + 7, width - 78, 16, p.surface, {rx: 8}),
      text(x + 72, y + 19, address, {size: 10, fill: p.muted}),
    );
  }
  return el('g', {opacity}, ...parts);
}

/** An editor window: a tab with the file's name in its bar. */
export function editorWindow(p: ArtPalette, frame: Frame, fileName: string): string {
  const {x, y} = frame;
  return el(
    'g',
    {},
    windowFrame(p, frame),
    rect(x + 62, y + 6, fileName.length * 6.4 + 24, TITLE_BAR - 6, p.surface, {rx: 5}),
    text(x + 74, y + 22, fileName, {size: 11, fill: p.muted, mono: true}),
  );
}
