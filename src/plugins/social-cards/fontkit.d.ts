// fontkit ships no type declarations: these cover the part the cards use
// (opening a font, shaping a string, a glyph's outline), from its source.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    path: {toSVG(): string};
  }

  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }

  export interface Font {
    unitsPerEm: number;
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** `features` turns OpenType features on or off by tag (`{kern: false}`). */
    layout(text: string, features?: Record<string, boolean> | string[]): GlyphRun;
  }

  export interface FontCollection {
    fonts: Font[];
  }

  export function openSync(filename: string, postscriptName?: string): Font | FontCollection;
}
