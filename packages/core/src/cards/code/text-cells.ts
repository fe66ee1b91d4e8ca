import { eastAsianWidth } from 'get-east-asian-width';
import { replaceBrokenCharacters } from '../../text/characters.js';
import { graphemes } from '../../text/graphemes.js';

/** Tab stops every 4 columns, as most editors show code. */
const TAB_SIZE = 4;

export interface TextStyle {
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

/**
 * One piece of a line placed on the monospace grid: a run of narrow characters that share a
 * style, or a single wide character (CJK) or emoji, which takes two columns.
 */
export interface Cell {
  /** Column of the cell's left edge. */
  column: number;
  /** Columns the cell covers. */
  columns: number;
  text: string;
  kind: 'text' | 'wide' | 'emoji';
  style: TextStyle;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|^[#*0-9]\uFE0F?\u20E3$/u;
// C0/C1 controls other than tab take no room and draw nothing.
const CONTROL = /^[\u0000-\u0008\u000a-\u001f\u007f-\u009f]+$/;

function graphemeKind(grapheme: string): { kind: Cell['kind']; columns: number } {
  if (EMOJI.test(grapheme)) return { kind: 'emoji', columns: 2 };
  const codePoint = grapheme.codePointAt(0) ?? 0;
  return eastAsianWidth(codePoint) === 2 ? { kind: 'wide', columns: 2 } : { kind: 'text', columns: 1 };
}

/**
 * Lays a line's styled tokens on the grid: tabs expand to the next tab stop, wide characters
 * and emoji take two columns, everything else one. Nothing is collapsed.
 */
export function lineToCells(tokens: readonly { content: string; style: TextStyle }[]): Cell[] {
  const cells: Cell[] = [];
  let column = 0;
  let run: Cell | undefined;
  const push = (text: string, kind: Cell['kind'], columns: number, style: TextStyle) => {
    if (kind === 'text' && run && run.style === style) {
      run.text += text;
      run.columns += columns;
    } else {
      const cell: Cell = { column, columns, text, kind, style };
      cells.push(cell);
      run = kind === 'text' ? cell : undefined;
    }
    column += columns;
  };
  for (const token of tokens) {
    // Most code is printable ASCII: one column a character, no segmentation needed.
    if (PRINTABLE_ASCII.test(token.content)) {
      push(token.content, 'text', token.content.length, token.style);
      continue;
    }
    for (const segment of graphemes(replaceBrokenCharacters(token.content))) {
      if (segment === '\t') {
        const spaces = TAB_SIZE - (column % TAB_SIZE);
        push(' '.repeat(spaces), 'text', spaces, token.style);
      } else if (!CONTROL.test(segment)) {
        const { kind, columns } = graphemeKind(segment);
        push(segment, kind, columns, token.style);
      }
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
    if (cell.kind !== 'text') {
      units.push({ text: cell.text, column: cell.column, columns: cell.columns, cell });
      continue;
    }
    let column = cell.column;
    for (const segment of graphemes(cell.text)) {
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
