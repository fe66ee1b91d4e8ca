import { eastAsianWidth } from 'get-east-asian-width';

/** Tab stops every 4 columns, as most editors show code. */
export const TAB_SIZE = 4;

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

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}/u;
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
    for (const { segment } of segmenter.segment(token.content)) {
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

/**
 * Splits a line into rows of at most `maxColumns` columns. A text run is cut at the column
 * limit; a wide character or emoji that would straddle it moves to the next row whole.
 */
export function wrapCells(cells: readonly Cell[], maxColumns: number): Cell[][] {
  if (lineColumns(cells) <= maxColumns) return [cells.slice()];
  const rows: Cell[][] = [[]];
  let offset = 0;
  const place = (cell: Cell) => {
    let row = rows[rows.length - 1] as Cell[];
    let column = cell.column - offset;
    if (column + cell.columns > maxColumns) {
      offset += column;
      column = 0;
      row = [];
      rows.push(row);
    }
    row.push({ ...cell, column });
  };
  for (const cell of cells) {
    if (cell.kind !== 'text') {
      place(cell);
      continue;
    }
    // Cut text runs into pieces that end exactly at the row edge.
    const characters = Array.from(segmenter.segment(cell.text), ({ segment }) => segment);
    let start = 0;
    while (start < characters.length) {
      const column = cell.column + start - offset;
      const room = maxColumns - column;
      if (room <= 0) {
        offset = cell.column + start;
        rows.push([]);
        continue;
      }
      const piece = characters.slice(start, start + room).join('');
      (rows[rows.length - 1] as Cell[]).push({
        ...cell,
        column,
        columns: Math.min(room, characters.length - start),
        text: piece,
      });
      start += room;
    }
  }
  return rows;
}
