import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type {CardContent} from './cardContent';
import {cardSvg, type Mark, type Typeface} from './design';
import {openFace} from './typeset';

/**
 * Turns a card's content into a PNG: the design's SVG, rasterised by sharp
 * (already in the build for the ideal-image plugin), as a 32-colour palette
 * PNG. Flat colours and anti-aliased text need no more: 7 to 24 KB a card,
 * where full-colour PNG takes 40 to 90 and JPEG blurs the letters' edges.
 * Without dithering and at the quantiser's lowest effort, which flat colours
 * do not need: encoding costs about a third of what the defaults cost.
 */

const requireHere = createRequire(__filename);

/** The typeface's files: Inter (OFL) from its npm package, the Latin subset then the extended one for what it lacks. */
const WEIGHTS = {regular: 400, semibold: 600, bold: 700} as const;
const SUBSETS = ['latin', 'latin-ext'] as const;
const fontFiles = (weight: number) => SUBSETS.map((subset) => requireHere.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));

/** The site's mark, drawn in the card's header. */
export const MARK_FILE = 'static/img/logo.svg';

/** This module and the ones it draws with: a change to any of them changes every card. */
const DRAWING_SOURCES = ['render.ts', 'design.ts', 'typeset.ts', 'wrap.ts'];

const PNG_OPTIONS = {palette: true, colours: 32, dither: 0, effort: 1, compressionLevel: 9} as const;

export type CardRenderer = {
  /** Names everything a card's pixels depend on besides its content; part of every cache key. */
  version: string;
  render(content: CardContent): Promise<Buffer>;
};

/** The inner part and view box of an SVG document, to nest it in the card. */
export function parseMark(svg: string): Mark {
  const root = /<svg\b[^>]*>/i.exec(svg);
  const viewBox = root && /\bviewBox="([^"]+)"/.exec(root[0])?.[1];
  const end = svg.lastIndexOf('</svg>');
  if (!root || !viewBox || end < root.index) {
    throw new Error(`social cards: ${MARK_FILE} must be an <svg> document with a viewBox.`);
  }
  return {viewBox, body: svg.slice(root.index + root[0].length, end).trim()};
}

function packageVersion(name: string): string {
  // fontkit's exports hide its package.json: found beside its entry point instead.
  const entry = requireHere.resolve(name);
  let dir = path.dirname(entry);
  while (dir !== path.dirname(dir)) {
    try {
      const manifest = requireHere(path.join(dir, 'package.json')) as {name?: string; version?: string};
      if (manifest.name === name) return manifest.version ?? 'unknown';
    } catch {
      // Not the package root yet.
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

const typefaceFiles = () => Object.fromEntries(Object.entries(WEIGHTS).map(([name, weight]) => [name, fontFiles(weight)])) as Record<keyof Typeface, string[]>;

/** The cards' typeface, from its package. */
export function loadTypeface(): Typeface {
  const files = typefaceFiles();
  return {regular: openFace(files.regular), semibold: openFace(files.semibold), bold: openFace(files.bold)};
}

export async function createCardRenderer(siteDir: string): Promise<CardRenderer> {
  const markSource = await fs.readFile(path.join(siteDir, MARK_FILE), 'utf8');
  const mark = parseMark(markSource);
  const files = typefaceFiles();
  const typeface = loadTypeface();

  const hash = createHash('sha256');
  for (const source of DRAWING_SOURCES) hash.update(await fs.readFile(path.join(__dirname, source)));
  for (const file of Object.values(files).flat()) hash.update(await fs.readFile(file));
  hash.update(markSource);
  hash.update(JSON.stringify({sharp: sharp.versions, fontkit: packageVersion('fontkit')}));

  return {
    version: hash.digest('hex'),
    render: (content) => sharp(Buffer.from(cardSvg(content, typeface, mark))).png(PNG_OPTIONS).toBuffer(),
  };
}
