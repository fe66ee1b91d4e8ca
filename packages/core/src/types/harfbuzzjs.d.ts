// The part of harfbuzzjs's API that glyphcast uses (the package ships no types).
declare module 'harfbuzzjs' {
  export interface HbBlob {
    destroy(): void;
  }
  export interface HbFace {
    upem: number;
    /** Every code point the face maps to a glyph. */
    collectUnicodes(): Uint32Array;
    /** A table's bytes (a view into the engine's memory: read at once), undefined when absent. */
    reference_table(tag: string): Uint8Array | undefined;
    /** A string from the name table (1: family) in the given language, or "" when absent. */
    getName(nameId: number, language: string): string;
    destroy(): void;
  }
  export interface HbFont {
    /** The glyph's outline as SVG path data, in font units with y pointing up. */
    glyphToPath(glyphId: number): string;
    destroy(): void;
  }
  export interface HbGlyphInfo {
    /** After shaping: the glyph id. */
    codepoint: number;
    /** The UTF-16 offset in the buffer's text the glyph comes from. */
    cluster: number;
  }
  export interface HbGlyphPlacement {
    x_advance: number;
    y_advance: number;
    x_offset: number;
    y_offset: number;
  }
  export interface HbBuffer {
    addText(text: string): void;
    clearContents(): void;
    guessSegmentProperties(): void;
    setDirection(direction: 'ltr' | 'rtl' | 'ttb' | 'btt'): void;
    getGlyphInfos(): HbGlyphInfo[];
    getGlyphPositions(): HbGlyphPlacement[];
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(bytes: ArrayBuffer | Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  }
  const harfbuzz: Promise<HarfBuzz>;
  export default harfbuzz;
}
