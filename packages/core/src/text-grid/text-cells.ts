import { hasEmoji } from '../assets/emoji.js';
import { type FallbackFaceId, hasBold } from '../assets/fallback-fonts.js';
import { chooseFace, isWide } from '../assets/font-coverage.js';
import { type FaceRef, type ShapedGlyph, shapeRun } from '../assets/shaper.js';
import { EMOJI_GRAPHEME, replaceBrokenCharacters } from '../text/characters.js';
import { graphemes } from '../text/graphemes.js';
import { toVisualOrder } from './visual-order.js';

/** Tab stops every 4 columns, as most editors show code. */
const TAB_SIZE = 4;

export interface TextStyle {
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

/** Glyphs of a fallback face, shaped, placed inside their cell. */
export interface ShapedCell {
  face: FallbackFaceId;
  /** Whether the face's bold file draws them (bold text in a face without one is emboldened). */
  bold: boolean;
  /** x from the cell's left edge and y up from the baseline, in em of the card's font size. */
  glyphs: readonly ShapedGlyph[];
  /** Glyph size in em: 1, or less for a symbol shrunk to stay inside its cell. */
  size: number;
}

/**
 * One piece of a line placed on the monospace grid: a run of characters of the monospace face
 * that share a style; an emoji (two columns); or characters of a fallback face (a CJK or
 * Hangul character in two columns, a symbol in one, a word of a proportional script in as many
 * whole columns as its width needs).
 */
export interface Cell {
  /** Column of the cell's left edge. */
  column: number;
  /** Columns the cell covers. */
  columns: number;
  /** The characters, in logical order. */
  text: string;
  kind: 'text' | 'glyphs' | 'emoji';
  style: TextStyle;
  /** For `glyphs` cells. */
  shaped?: ShapedCell;
}

/** How a line's characters are matched to faces and placed. */
export interface CellOptions {
  /** The monospace face (bundled or custom) every character is tried in first. */
  primary: FaceRef;
  /** Grid column width in em. */
  columnWidthEm: number;
  /** Told each grapheme no face has (it is drawn as the primary face's missing-glyph box). */
  onMissing?: (grapheme: string) => void;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// C0/C1 controls other than tab take no room and draw nothing; so do zero-width characters.
const INVISIBLE = /^[\u0000-\u0008\u000a-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}]+$/u;

/** A grapheme with the face that draws it, before placement. */
export type LineUnit =
  | { kind: 'tab'; text: '\t'; style: TextStyle }
  | { kind: 'emoji'; text: string; style: TextStyle }
  | { kind: 'primary'; text: string; style: TextStyle; wide: boolean }
  | { kind: 'fallback'; text: string; style: TextStyle; face: FallbackFaceId; run: boolean; wide: boolean };

function toUnit(grapheme: string, style: TextStyle, options: CellOptions): LineUnit | undefined {
  if (grapheme === '\t') return { kind: 'tab', text: '\t', style };
  if (INVISIBLE.test(grapheme)) return undefined;
  if (EMOJI_GRAPHEME.test(grapheme) && hasEmoji(grapheme)) return { kind: 'emoji', text: grapheme, style };
  const wide = isWide(grapheme);
  const face = chooseFace(grapheme, options.primary);
  if (face === 'primary') return { kind: 'primary', text: grapheme, style, wide };
  if (face) return { kind: 'fallback', text: grapheme, style, face: face.id, run: face.placement === 'run', wide };
  options.onMissing?.(grapheme);
  return { kind: 'primary', text: grapheme, style, wide: wide || EMOJI_GRAPHEME.test(grapheme) };
}

/** Places a shaped run centred in the whole columns it needs; a `cell` face shrinks to fit instead. */
function shapedCell(units: readonly LineUnit[], column: number, options: CellOptions, rtl: boolean): Cell {
  const first = units[0] as Extract<LineUnit, { kind: 'fallback' }>;
  // Shaping takes logical order; the units arrive in visual order.
  const logical = rtl ? [...units].reverse() : units;
  const text = logical.map((unit) => unit.text).join('');
  const bold = first.style.bold && hasBold(first.face);
  const run = shapeRun({ fallback: first.face, bold }, text, rtl);
  const colEm = options.columnWidthEm;
  let columns: number;
  let size = 1;
  if (first.run) {
    // A hair of tolerance: a word exactly n columns wide must not take n + 1.
    columns = Math.max(1, Math.ceil(run.advance / colEm - 0.02));
  } else {
    columns = first.wide ? 2 : 1;
    if (run.advance > columns * colEm) size = (columns * colEm) / run.advance;
  }
  const offset = (columns * colEm - run.advance * size) / 2;
  const glyphs = run.glyphs.map((glyph) => ({ ...glyph, x: offset + glyph.x * size, y: glyph.y * size }));
  return {
    column,
    columns,
    text,
    kind: 'glyphs',
    style: first.style,
    shaped: { face: first.face, bold, glyphs, size },
  };
}

/**
 * Lays a line's styled tokens on the grid: tabs expand to the next tab stop, wide characters
 * and emoji take two columns, a word of a proportional script the whole columns it needs, the
 * rest one. Right-to-left runs are shown in visual order. Nothing is collapsed.
 */
export function lineToCells(tokens: readonly { content: string; style: TextStyle }[], options: CellOptions): Cell[] {
  const cells: Cell[] = [];
  let column = 0;
  let run: Cell | undefined;
  const pushText = (text: string, columns: number, style: TextStyle) => {
    if (run && run.style === style) {
      run.text += text;
      run.columns += columns;
    } else {
      run = { column, columns, text, kind: 'text', style };
      cells.push(run);
    }
    column += columns;
  };
  const pushCell = (cell: Cell) => {
    cells.push(cell);
    run = undefined;
    column += cell.columns;
  };

  // Most code is printable ASCII: one column a character, no segmentation needed.
  if (tokens.every((token) => PRINTABLE_ASCII.test(token.content))) {
    for (const token of tokens) pushText(token.content, token.content.length, token.style);
    return cells;
  }

  const units: LineUnit[] = [];
  for (const token of tokens) {
    for (const grapheme of graphemes(replaceBrokenCharacters(token.content))) {
      const unit = toUnit(grapheme, token.style, options);
      if (unit) units.push(unit);
    }
  }
  const visual = toVisualOrder(units);
  for (let index = 0; index < visual.length; index++) {
    const { unit, rtl } = visual[index] as (typeof visual)[number];
    if (unit.kind === 'tab') {
      const spaces = TAB_SIZE - (column % TAB_SIZE);
      pushText(' '.repeat(spaces), spaces, unit.style);
    } else if (unit.kind === 'emoji') {
      pushCell({ column, columns: 2, text: unit.text, kind: 'emoji', style: unit.style });
    } else if (unit.kind === 'primary') {
      if (unit.wide) pushCell({ column, columns: 2, text: unit.text, kind: 'text', style: unit.style });
      else pushText(unit.text, 1, unit.style);
    } else {
      // A word of one face, style and direction is shaped as one.
      const group = [unit];
      while (unit.run && index + 1 < visual.length) {
        const next = visual[index + 1] as (typeof visual)[number];
        if (next.rtl !== rtl || next.unit.kind !== 'fallback' || next.unit.face !== unit.face) break;
        if (next.unit.style !== unit.style) break;
        group.push(next.unit);
        index++;
      }
      pushCell(shapedCell(group, column, options, rtl));
    }
  }
  return cells;
}

/** Columns a line of cells spans. */
export function lineColumns(cells: readonly Cell[]): number {
  const last = cells.at(-1);
  return last ? last.column + last.columns : 0;
}

/** One grapheme of a line with its place, for wrapping. */
interface Unit {
  text: string;
  column: number;
  columns: number;
  cell: Cell;
}

function toUnits(cells: readonly Cell[]): Unit[] {
  const units: Unit[] = [];
  for (const cell of cells) {
    const segments = cell.kind === 'text' ? graphemes(cell.text) : [];
    // Runs of the monospace face split a grapheme a column; anything else stays whole.
    if (segments.length !== cell.columns) {
      units.push({ text: cell.text, column: cell.column, columns: cell.columns, cell });
      continue;
    }
    let column = cell.column;
    for (const segment of segments) {
      units.push({ text: segment, column, columns: 1, cell });
      column += 1;
    }
  }
  return units;
}
/** Rebuilds cells from a row's units, merging neighbours of one cell back into runs. */
function toRow(units: readonly Unit[], offset: number): Cell[] {
  const row: Cell[] = [];
  let previous: { cell: Cell; source: Cell } | undefined;
  for (const unit of units) {
    if (unit.cell.kind === 'text' && previous?.source === unit.cell) {
      previous.cell.text += unit.text;
      previous.cell.columns += unit.columns;
      continue;
    }
    const cell: Cell = { ...unit.cell, column: unit.column - offset, columns: unit.columns, text: unit.text };
    row.push(cell);
    previous = { cell, source: unit.cell };
  }
  return row;
}

/**
 * Splits a line into rows of at most `maxColumns` columns, as an editor's soft wrap does: after
 * the last space that fits, unless that would leave the row less than half full (a long word or
 * URL is then cut at the edge). A wide character or emoji never straddles the edge.
 */
export function wrapCells(cells: readonly Cell[], maxColumns: number): Cell[][] {
  if (lineColumns(cells) <= maxColumns) return [cells.slice()];
  const units = toUnits(cells);
  const rows: Cell[][] = [];
  let start = 0;
  while (start < units.length) {
    const offset = (units[start] as Unit).column;
    let end = start;
    while (end < units.length && (units[end] as Unit).column + (units[end] as Unit).columns - offset <= maxColumns)
      end++;
    if (end === start) end = start + 1;
    if (end < units.length) {
      let space = end;
      while (space > start && (units[space - 1] as Unit).text !== ' ') space--;
      const spaceColumn = space > start ? (units[space - 1] as Unit).column - offset : 0;
      if (space > start && spaceColumn >= maxColumns / 2) end = space;
    }
    rows.push(toRow(units.slice(start, end), offset));
    start = end;
  }
  return rows;
}

/**
 * A line in at most `maxColumns` columns: whole when it fits, else cut between characters with an
 * ellipsis in `style` taking the last column.
 */
export function fitCells(
  cells: readonly Cell[],
  maxColumns: number,
  style: TextStyle,
): { cells: Cell[]; cut: boolean } {
  if (lineColumns(cells) <= maxColumns) return { cells: cells.slice(), cut: false };
  const kept = cutCells(cells, Math.max(0, maxColumns - 1));
  kept.push({ column: lineColumns(kept), columns: 1, text: '\u2026', kind: 'text', style });
  return { cells: kept, cut: true };
}

/** The part of a line that fits in `maxColumns` columns, cut between characters. */
export function cutCells(cells: readonly Cell[], maxColumns: number): Cell[] {
  if (lineColumns(cells) <= maxColumns) return cells.slice();
  return toRow(
    toUnits(cells).filter((unit) => unit.column + unit.columns <= maxColumns),
    0,
  );
}
