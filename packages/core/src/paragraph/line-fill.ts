import {
  type Chunk,
  type Grapheme,
  type ShapedParagraph,
  type ShapedPiece,
  shapeChunk,
  splitChunk,
} from './shaped-text.js';

/*
 * Sets a shaped paragraph into lines at one size: greedy filling at the places a line may
 * break (a word too long for a line alone is cut between graphemes), spaces at the end of a
 * line hang outside it, and a paragraph with more lines than allowed ends its last line with an
 * ellipsis.
 */

export interface LineSettings {
  /** Font size in pixels. */
  size: number;
  /** Added after every grapheme, in pixels (CSS letter-spacing). */
  letterSpacing: number;
  /** Line width in pixels. */
  width: number;
  maxLines: number;
  /**
   * False when only measuring: a truncated last line is kept as filled, without the ellipsis
   * (finding where it fits takes several shapings; the line box is the same). @default true
   */
  ellipsize?: boolean;
}

export interface SetLine {
  /** In logical order. */
  pieces: readonly ShapedPiece[];
  /** Width in pixels, without the spaces at its end. */
  width: number;
}

export interface SetParagraph {
  lines: SetLine[];
  /** True when the text needed more lines than allowed: the last one ends with an ellipsis. */
  truncated: boolean;
}

export function pieceWidth(piece: ShapedPiece, settings: LineSettings): number {
  const spacing = piece.joined ? 0 : piece.graphemes * settings.letterSpacing;
  return piece.advance * settings.size + spacing;
}

function toLine(chunks: readonly Chunk[], settings: LineSettings, keepSpaces = false): SetLine {
  const pieces = chunks.flatMap((chunk) => chunk.pieces);
  // Spaces kept as written (white-space: pre) take their room at a line's end too.
  while (!keepSpaces && pieces.at(-1)?.kind === 'space') pieces.pop();
  return { pieces, width: pieces.reduce((sum, piece) => sum + pieceWidth(piece, settings), 0) };
}

/** The chunk's width without the spaces it ends with (they may hang past the line's end). */
export function inkWidth(chunk: Chunk, settings: LineSettings): number {
  let width = 0;
  let trailing = 0;
  for (const piece of chunk.pieces) {
    const pieceSize = pieceWidth(piece, settings);
    if (piece.kind === 'space') trailing += pieceSize;
    else {
      width += trailing + pieceSize;
      trailing = 0;
    }
  }
  return width;
}

const chunkWidth = (chunk: Chunk, settings: LineSettings) =>
  chunk.pieces.reduce((sum, piece) => sum + pieceWidth(piece, settings), 0);

/** Greedy lines of chunks, with no limit on their number. */
function fill(chunks: readonly Chunk[], settings: LineSettings): Chunk[][] {
  const lines: Chunk[][] = [];
  let line: Chunk[] = [];
  let width = 0;
  const place = (chunk: Chunk) => {
    const ink = inkWidth(chunk, settings);
    if (line.length > 0 && width + ink > settings.width) {
      lines.push(line);
      line = [];
      width = 0;
    }
    if (line.length === 0 && ink > settings.width && chunk.graphemes.length > 1) {
      for (const piece of splitChunk(chunk)) place(piece);
      return;
    }
    line.push(chunk);
    width += chunkWidth(chunk, settings);
  };
  for (const chunk of chunks) place(chunk);
  if (line.length > 0) lines.push(line);
  return lines;
}

const ELLIPSIS = '\u2026';

/** The graphemes kept, cut between graphemes, so that they and the ellipsis fit (found by halving). */
function cutBetweenGraphemes(line: readonly Chunk[], mark: Grapheme, settings: LineSettings): SetLine {
  const graphemes = line.flatMap((chunk) => chunk.graphemes);
  const attempt = (keep: number) => {
    const kept = graphemes.slice(0, keep);
    while (kept.at(-1)?.kind === 'space') kept.pop();
    return toLine([shapeChunk([...kept, mark])], settings);
  };
  let low = 0;
  let high = graphemes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (attempt(middle).width <= settings.width) low = middle;
    else high = middle - 1;
  }
  return attempt(low);
}

/**
 * The line cut so that it and an ellipsis fit the width: after the last whole word that keeps
 * most of what would fit (its words keep their shapes), else between graphemes.
 */
function ellipsized(line: readonly Chunk[], paragraph: ShapedParagraph, settings: LineSettings): SetLine {
  const level = paragraph.rtl ? 1 : 0;
  const mark = { text: ELLIPSIS, kind: 'glyphs' as const, face: paragraph.font.face, embolden: false, level };
  const ellipsis = shapeChunk([mark]);
  const room = settings.width - chunkWidth(ellipsis, settings);
  // The most whole words that fit with the ellipsis, and how many graphemes that keeps.
  let words = 0;
  let kept = 0;
  let before = 0;
  while (words < line.length && before + inkWidth(line[words] as Chunk, settings) <= room) {
    const chunk = line[words] as Chunk;
    before += chunkWidth(chunk, settings);
    kept += chunk.graphemes.length;
    words++;
  }
  // Graphemes of the next word that would still fit, in proportion to its width.
  const next = line[words];
  const partial = next
    ? Math.floor((Math.max(0, room - before) / chunkWidth(next, settings)) * next.graphemes.length)
    : 0;
  if (words === 0 || kept < 0.7 * (kept + partial)) return cutBetweenGraphemes(line, mark, settings);
  const pieces = line.slice(0, words).flatMap((chunk) => chunk.pieces);
  while (pieces.at(-1)?.kind === 'space') pieces.pop();
  return toLine([{ pieces: [...pieces, ...ellipsis.pieces], graphemes: [] }], settings);
}

/** Sets the paragraph at the settings' size, at most `maxLines` lines. */
export function setParagraph(paragraph: ShapedParagraph, settings: LineSettings): SetParagraph {
  const lines = fill(paragraph.chunks, settings);
  if (lines.length <= settings.maxLines) {
    return { lines: lines.map((line) => toLine(line, settings, paragraph.preserved)), truncated: false };
  }
  const kept = lines.slice(0, settings.maxLines);
  const last = kept.pop() as Chunk[];
  const lastLine =
    settings.ellipsize === false ? toLine(last, settings, paragraph.preserved) : ellipsized(last, paragraph, settings);
  return {
    lines: [...kept.map((line) => toLine(line, settings, paragraph.preserved)), lastLine],
    truncated: true,
  };
}
