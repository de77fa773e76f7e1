import {browserWindow, editorWindow, TITLE_BAR} from './frames';
import type {ArtPalette} from './palette';
import {bar, el, rect, svgDocument, text, type Run} from './svg';

export const WIDTH = 640;
export const HEIGHT = 440;

/** An MDX file in an editor, and the page it becomes in a browser beside it. */
export function markdownArt(p: ArtPalette): string {
  const c = p.code;
  const source: (readonly Run[])[] = [
    [{text: '---', fill: c.comment}],
    [{text: 'title', fill: c.keyword}, ': ', {text: 'Hello', fill: c.string}],
    [{text: '---', fill: c.comment}],
    [],
    [{text: '# Hello, world', fill: c.keyword, weight: 700}],
    [],
    ['Write ', {text: '**', fill: c.comment}, {text: 'Markdown', weight: 700}, {text: '**', fill: c.comment}, ','],
    ['add React when needed.'],
    [],
    [{text: ':::tip', fill: c.keyword}],
    ['Pages reload on save.'],
    [{text: ':::', fill: c.keyword}],
    [],
    [{text: '<Tabs>', fill: c.tag}],
    ['  ', {text: '<TabItem', fill: c.tag}, ' …', {text: '/>', fill: c.tag}],
    [{text: '</Tabs>', fill: c.tag}],
  ];
  const editor = {x: 8, y: 24, width: 296, height: 392};
  const page = {x: 336, y: 24, width: 296, height: 392};
  const left = page.x + 20;

  return svgDocument(WIDTH, HEIGHT, [
    editorWindow(p, editor, 'docs/hello.mdx'),
    ...source.map((line, index) =>
      line.length === 0 ? '' : text(editor.x + 18, editor.y + TITLE_BAR + 28 + index * 21, line, {size: 13, fill: c.text, mono: true}),
    ),
    // The build, from one to the other.
    el('circle', {cx: 320, cy: 220, r: 16, fill: p.primary}),
    el('path', {d: 'M314 211l9 9-9 9', fill: 'none', stroke: p.onPrimary, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}),
    browserWindow(p, page, 'localhost:3000/docs/hello/'),
    text(left, 96, 'Hello, world', {size: 22, fill: p.text, weight: 700}),
    text(left, 126, ['Write ', {text: 'Markdown', weight: 700}, ','], {size: 14, fill: p.text}),
    text(left, 146, 'add React when needed.', {size: 14, fill: p.text}),
    // The tip admonition.
    rect(left, 164, 256, 64, p.primarySoft, {rx: 8}),
    rect(left, 164, 4, 64, p.primary, {rx: 2}),
    text(left + 16, 186, 'TIP', {size: 11, fill: p.mode === 'light' ? '#1f5c3b' : p.primary, weight: 700}),
    text(left + 16, 210, 'Pages reload on save.', {size: 13, fill: p.text}),
    // Tabs with a code block.
    text(left, 262, 'npm', {size: 13, fill: p.primary, weight: 700}),
    text(left + 46, 262, 'yarn', {size: 13, fill: p.muted}),
    text(left + 94, 262, 'pnpm', {size: 13, fill: p.muted}),
    rect(left, 270, 256, 1, p.border),
    rect(left - 2, 268, 30, 3, p.primary, {rx: 1.5}),
    rect(left, 282, 256, 38, c.background, {rx: 6}),
    text(left + 14, 306, [{text: 'npm', fill: c.keyword}, ' run start'], {size: 13, fill: c.text, mono: true}),
    bar(left, 342, 236, p.line),
    bar(left, 360, 196, p.line),
    bar(left, 378, 216, p.line),
  ]);
}
