import type { CjkForms } from '../assets/cjk-forms.js';
import { hasEmoji } from '../assets/emoji.js';
import { type FallbackFaceId, hasBold } from '../assets/fallback-fonts.js';
import { chooseFace, isWide } from '../assets/font-coverage.js';
import { type FaceRef, type ShapedGlyph, shapeRun } from '../assets/shaper.js';
import { EMOJI_GRAPHEME, PRINTABLE_ASCII, replaceBrokenCharacters } from '../text/characters.js';
import { graphemes } from '../text/graphemes.js';
import { toVisualOrder } from './visual-order.js';

/** Tab stops every 4 columns, as most editors show code. */
const TAB_SIZE = 4;

export interface TextStyle {
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** A background behind the cell (terminal output's inverse and background colours). */
  background?: string;
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
  /** Whose letterforms Han characters take (the card's `lang`). */
  forms?: CjkForms;
}

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
  const face = chooseFace(grapheme, options.primary, options.forms);
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

/** Characters a line may break after, besides a space, before it breaks inside a word. */
const SEPARATORS = new Set(['/', '.', ',', '(', ')', '=', ';', ':', '&', '|', '?', '[', ']', '{', '}']);
/** What may follow a separator at a break: not another operator character (`=>`, `==`, `?.`). */
const STARTS_A_PIECE = /^[\p{L}\p{N}_$@#"'`\s[{(]/u;
/** Columns a continuation row is indented beyond its line's own indentation. */
const HANGING_INDENT = 2;

/** Whether a row may end after `units[index]`. */
function breaksAfter(units: readonly Unit[], index: number): 'space' | 'separator' | undefined {
  const unit = units[index] as Unit;
  if (unit.text === ' ' || unit.text === '\t') return 'space';
  const next = units[index + 1];
  if (SEPARATORS.has(unit.text) && next && STARTS_A_PIECE.test(next.text)) return 'separator';
  return undefined;
}

/** A wrapped line: its rows, continuation rows starting at column `indent`. */
interface WrappedLine {
  rows: Cell[][];
  /** Columns before a continuation row's first cell: the line's indentation plus a hanging indent. */
  indent: number;
}

/**
 * Splits a line into rows of at most `maxColumns` columns, as an editor's soft wrap does. A row
 * ends after the last space that fits, else after the last separator (`/ . , ( ) =` and the
 * like, never inside `=>` or `==`), as long as the row stays at least half full; only a long
 * word or URL is cut at the edge. Continuation rows keep the line's indentation plus two
 * columns, so they read as part of the statement above. A wide character or emoji never
 * straddles the edge.
 */
export function wrapCells(cells: readonly Cell[], maxColumns: number): WrappedLine {
  if (lineColumns(cells) <= maxColumns) return { rows: [cells.slice()], indent: 0 };
  const units = toUnits(cells);
  let leading = 0;
  while (leading < units.length && /^\s$/.test((units[leading] as Unit).text)) leading++;
  const leadingColumns = leading < units.length ? (units[leading] as Unit).column : 0;
  const indent = Math.min(leadingColumns + HANGING_INDENT, Math.floor(maxColumns / 2));
  const rows: Cell[][] = [];
  let start = 0;
  while (start < units.length) {
    const continuation = rows.length > 0;
    // A continuation row starts at its first character: the space it broke after ends the row above.
    while (continuation && start < units.length - 1 && (units[start] as Unit).text === ' ') start++;
    const room = continuation ? maxColumns - indent : maxColumns;
    const offset = (units[start] as Unit).column;
    let end = start;
    while (end < units.length && (units[end] as Unit).column + (units[end] as Unit).columns - offset <= room) end++;
    if (end === start) end = start + 1;
    if (end < units.length) end = breakPoint(units, start, end, offset, room) ?? end;
    rows.push(toRow(units.slice(start, end), offset - (continuation ? indent : 0)));
    start = end;
  }
  return { rows, indent };
}

/** Where a row from `start` that could run to `end` should end instead, if anywhere. */
function breakPoint(units: readonly Unit[], start: number, end: number, offset: number, room: number) {
  let separator: number | undefined;
  for (let index = end - 1; index > start; index--) {
    const unit = units[index] as Unit;
    // Less than half a row before this point: cutting the word at the edge reads better.
    if (unit.column + unit.columns - offset < room / 2) break;
    const kind = breaksAfter(units, index);
    if (kind === 'space') return index + 1;
    if (kind === 'separator') separator ??= index + 1;
  }
  return separator;
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
function cutCells(cells: readonly Cell[], maxColumns: number): Cell[] {
  if (lineColumns(cells) <= maxColumns) return cells.slice();
  return toRow(
    toUnits(cells).filter((unit) => unit.column + unit.columns <= maxColumns),
    0,
  );
}
