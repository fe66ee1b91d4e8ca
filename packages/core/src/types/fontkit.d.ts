// The part of fontkit's API that glyphcast uses (the package ships no types).
declare module 'fontkit' {
  interface Glyph {
    advanceWidth: number;
  }
  interface Font {
    type: string;
    familyName: string;
    unitsPerEm: number;
    numGlyphs: number;
    glyphForCodePoint(codePoint: number): Glyph;
    /** Every code point the font maps to a glyph. */
    characterSet: number[];
  }
  export function create(buffer: Buffer): Font | { fonts: Font[] };
}
