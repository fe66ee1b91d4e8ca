import type { CjkForms } from '../assets/cjk-forms.js';
import { hasEmoji } from '../assets/emoji.js';
import { hasBold } from '../assets/fallback-fonts.js';
import { chooseFace } from '../assets/font-coverage.js';
import { type FaceRef, faceRefKey, type ShapedGlyph, shapeRun } from '../assets/shaper.js';
import { embeddingLevels } from '../text/bidi.js';
import { EMOJI_GRAPHEME, PRINTABLE_ASCII, replaceBrokenCharacters } from '../text/characters.js';
import { RIGHT_TO_LEFT, startsRightToLeft } from '../text/direction.js';
import { graphemes } from '../text/graphemes.js';
import { lineBreakOpportunities, type WordBreak } from '../text/line-breaks.js';

/*
 * A paragraph of running text shaped once, in em, so it can be set at any size: each grapheme
 * gets its face (the primary face, else the first fallback face that has it, or a colour
 * emoji) and its bidirectional level; runs of one face and level are shaped as one by HarfBuzz,
 * and the text is cut where lines may break.
 */

/**
 * The primary face of a paragraph (Inter's regular or bold file, or a custom font) and its
 * weight, which fallback faces follow.
 */
export interface ParagraphFont {
  face: FaceRef;
  bold: boolean;
  /** Bold asked of a primary face that has none: its glyphs are emboldened. */
  synthesizeBold?: boolean;
  /** Whose letterforms Han characters take (the card's `lang`): Simplified Chinese unless told. */
  forms?: CjkForms;
}

/** A run of one face, kind and level inside a chunk, shaped in em. */
export interface ShapedPiece {
  kind: 'glyphs' | 'emoji' | 'space';
  text: string;
  face: FaceRef;
  embolden: boolean;
  /** In visual order; x from the piece's left edge, in em. */
  glyphs: readonly ShapedGlyph[];
  advance: number;
  /** Graphemes, each followed by the letter spacing (unless `joined`). */
  graphemes: number;
  level: number;
  /** A script whose letters join (Arabic): letter spacing would tear the joins, so none is added. */
  joined: boolean;
}

/** One grapheme with what draws it. */
export interface Grapheme {
  text: string;
  kind: ShapedPiece['kind'];
  face: FaceRef;
  embolden: boolean;
  level: number;
}

/** Text between two places a line may break, as shaped pieces in logical order. */
export interface Chunk {
  pieces: readonly ShapedPiece[];
  graphemes: readonly Grapheme[];
}

export interface ShapedParagraph {
  chunks: readonly Chunk[];
  /** The paragraph's direction: that of its first letter. */
  rtl: boolean;
  font: ParagraphFont;
  /** Graphemes no bundled face has (drawn as the primary face's missing-glyph box). */
  missing: string[];
  /** White space kept as written: spaces at a line's end take their room. */
  preserved?: boolean;
}

const SPACE = /^\s+$/u;
// Controls and zero-width characters take no room and draw nothing.
const INVISIBLE = /^[\u0000-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}]+$/u;

function classify(text: string, level: number, font: ParagraphFont, missing: Set<string>): Grapheme | undefined {
  const embolden = font.synthesizeBold ?? false;
  // A printable ASCII character (most of running text) is the primary face's, found at once.
  const code = text.length === 1 ? text.charCodeAt(0) : 0;
  if (code > 0x20 && code < 0x7f) return { text, kind: 'glyphs', face: font.face, embolden, level };
  if (code === 0x20) return { text, kind: 'space', face: font.face, embolden, level };
  const primary = { text, face: font.face, embolden, level };
  if (SPACE.test(text)) return { ...primary, kind: 'space' };
  if (INVISIBLE.test(text)) return undefined;
  if (EMOJI_GRAPHEME.test(text) && hasEmoji(text)) return { ...primary, kind: 'emoji' };
  if (PRINTABLE_ASCII.test(text)) return { ...primary, kind: 'glyphs' };
  const face = chooseFace(text, font.face, font.forms);
  if (face === 'primary') return { ...primary, kind: 'glyphs' };
  if (!face) {
    missing.add(text);
    return { ...primary, kind: 'glyphs' };
  }
  const bold = font.bold && hasBold(face.id);
  return {
    text,
    kind: 'glyphs',
    face: { fallback: face.id, bold },
    embolden: font.bold && !bold,
    level,
  };
}

const sameRun = (a: Grapheme, b: Grapheme) =>
  a.kind === b.kind &&
  a.kind !== 'emoji' &&
  a.level === b.level &&
  (a.face === b.face || faceRefKey(a.face) === faceRefKey(b.face));

function shapePiece(run: readonly Grapheme[]): ShapedPiece {
  const first = run[0] as Grapheme;
  let text = '';
  for (const grapheme of run) text += grapheme.text;
  const base = { kind: first.kind, text, face: first.face, embolden: first.embolden, level: first.level };
  const joined = 'fallback' in first.face && first.face.fallback === 'arabic';
  if (first.kind === 'emoji') return { ...base, glyphs: [], advance: 1, graphemes: 1, joined };
  const shaped = shapeRun(first.face, text, first.level % 2 === 1);
  return { ...base, glyphs: shaped.glyphs, advance: shaped.advance, graphemes: run.length, joined };
}

/** Shapes graphemes into pieces: runs of one face, kind and level. */
export function shapeChunk(chunk: readonly Grapheme[]): Chunk {
  const pieces: ShapedPiece[] = [];
  let start = 0;
  for (let index = 1; index <= chunk.length; index++) {
    if (index < chunk.length && sameRun(chunk[start] as Grapheme, chunk[index] as Grapheme)) continue;
    pieces.push(shapePiece(chunk.slice(start, index)));
    start = index;
  }
  return { pieces, graphemes: chunk };
}

/** White space collapsed to single spaces and trimmed, as running text in a page is shown. */
function collapseWhiteSpace(text: string): string {
  return replaceBrokenCharacters(text).replace(/\s+/gu, ' ').trim();
}

/** How a paragraph is read: white space, where lines may break, its direction. */
export interface ParagraphReading {
  /** White space kept as written (CSS `white-space: pre`; the caller splits at line breaks). */
  preserve?: boolean;
  wordBreak?: WordBreak;
  /** The base direction; by default that of the first letter. */
  direction?: 'ltr' | 'rtl';
}

/** Shapes a paragraph (call `loadShaper()` first). */
export function shapeParagraph(text: string, font: ParagraphFont, reading: ParagraphReading = {}): ShapedParagraph {
  const { preserve = false } = reading;
  const content = preserve ? replaceBrokenCharacters(text).replace(/\t/g, '    ') : collapseWhiteSpace(text);
  const rtl = reading.direction ? reading.direction === 'rtl' : startsRightToLeft(content);
  const levels = RIGHT_TO_LEFT.test(content) || rtl ? embeddingLevels(content, rtl ? 'rtl' : 'ltr') : undefined;
  const breaks = new Set(lineBreakOpportunities(content, reading.wordBreak));
  const missing = new Set<string>();
  const chunks: Chunk[] = [];
  let current: Grapheme[] = [];
  let offset = 0;
  for (const part of graphemes(content)) {
    if (breaks.has(offset) && current.length > 0) {
      chunks.push(shapeChunk(current));
      current = [];
    }
    const grapheme = classify(part, levels?.[offset] ?? 0, font, missing);
    if (grapheme) current.push(grapheme);
    offset += part.length;
  }
  if (current.length > 0) chunks.push(shapeChunk(current));
  return { chunks, rtl, font, missing: [...missing], ...(preserve ? { preserved: true } : {}) };
}

/** A chunk too wide for a line, cut into one chunk per grapheme (the last resort of wrapping). */
export function splitChunk(chunk: Chunk): Chunk[] {
  return chunk.graphemes.map((grapheme) => shapeChunk([grapheme]));
}
