import * as fontkit from 'fontkit';

/**
 * Text set as glyph outlines, with the fonts of a package (never the
 * machine's: a card must come out the same on every machine, and an SVG
 * renderer would silently fall back to whatever fonts it finds). fontkit
 * shapes the text (kerning included); the outlines go into the card's SVG
 * as paths, so the renderer needs no font at all.
 */

/** One weight of the typeface: its fonts in fallback order (the package splits a typeface by script). */
export type Face = {fonts: readonly fontkit.Font[]};

export type SetText = {
  /** Advance width in pixels. */
  width: number;
  /** The text as SVG paths, its start at `x`, its baseline at `y`. */
  toSvg(x: number, y: number, fill: string): string;
};

type PlacedGlyph = {font: fontkit.Font; glyph: fontkit.Glyph; x: number; y: number};

/** Text set once per face and string, in font units: a card set at any size reuses it. */
type Run = {glyphs: PlacedGlyph[]; advance: number; unitsPerEm: number};

const runs = new WeakMap<Face, Map<string, Run>>();
const outlines = new WeakMap<fontkit.Font, Map<number, string>>();

export function openFace(files: readonly string[]): Face {
  return {
    fonts: files.map((file) => {
      const font = fontkit.openSync(file);
      if (!('layout' in font)) throw new Error(`social cards: ${file} is a font collection, not a font.`);
      return font;
    }),
  };
}

/** The first font of the face that has a glyph for the character (the first one when none has). */
function fontFor(face: Face, codePoint: number): fontkit.Font {
  return face.fonts.find((font) => font.hasGlyphForCodePoint(codePoint)) ?? face.fonts[0]!;
}

type Piece = {font: fontkit.Font; text: string; numeric: boolean};

const NUMERIC = /[0-9.]/;

/**
 * Splits text into pieces each set with one font of the face, numbers apart:
 * they are set without kerning, which in Inter tucks a period under a 7 and
 * makes `3.7.0` read as `3.70`.
 */
function pieces(face: Face, text: string): Piece[] {
  const list: Piece[] = [];
  for (const character of text) {
    const font = fontFor(face, character.codePointAt(0)!);
    const numeric = NUMERIC.test(character);
    const last = list.at(-1);
    if (last?.font === font && last.numeric === numeric) last.text += character;
    else list.push({font, text: character, numeric});
  }
  return list;
}

function shape(face: Face, text: string): Run {
  let cache = runs.get(face);
  if (!cache) runs.set(face, (cache = new Map()));
  const cached = cache.get(text);
  if (cached) return cached;
  // Every font of a face shares one em (true of a typeface split by script).
  const unitsPerEm = face.fonts[0]!.unitsPerEm;
  const glyphs: PlacedGlyph[] = [];
  let advance = 0;
  for (const piece of pieces(face, text)) {
    const scale = unitsPerEm / piece.font.unitsPerEm;
    const {glyphs: shaped, positions} = piece.font.layout(piece.text, piece.numeric ? {kern: false} : undefined);
    shaped.forEach((glyph, index) => {
      const position = positions[index]!;
      glyphs.push({font: piece.font, glyph, x: advance + position.xOffset * scale, y: position.yOffset * scale});
      advance += position.xAdvance * scale;
    });
  }
  const run = {glyphs, advance, unitsPerEm};
  cache.set(text, run);
  return run;
}

function outline(font: fontkit.Font, glyph: fontkit.Glyph): string {
  let cache = outlines.get(font);
  if (!cache) outlines.set(font, (cache = new Map()));
  let path = cache.get(glyph.id);
  if (path === undefined) {
    path = glyph.path.toSVG();
    cache.set(glyph.id, path);
  }
  return path;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Text set in a face at a size (pixels), with `tracking` pixels added after each glyph. */
export function setText(face: Face, text: string, size: number, tracking = 0): SetText {
  const run = shape(face, text);
  const scale = size / run.unitsPerEm;
  const width = run.advance * scale + tracking * Math.max(0, run.glyphs.length - 1);
  return {
    width,
    toSvg(x, y, fill) {
      const paths = run.glyphs
        .map(({font, glyph, x: glyphX, y: glyphY}, index) => {
          const d = outline(font, glyph);
          if (!d) return '';
          // Font units to pixels, with the y axis flipped (fonts draw upwards).
          const left = round(x + glyphX * scale + tracking * index);
          const baseline = round(y - glyphY * scale);
          return `<path transform="matrix(${round(scale * 10000) / 10000} 0 0 ${-round(scale * 10000) / 10000} ${left} ${baseline})" d="${d}"/>`;
        })
        .join('');
      return `<g fill="${fill}">${paths}</g>`;
    },
  };
}

/** The width of text set in a face at a size, for line breaking. */
export function measure(face: Face, size: number, tracking = 0): (text: string) => number {
  return (text) => setText(face, text, size, tracking).width;
}
