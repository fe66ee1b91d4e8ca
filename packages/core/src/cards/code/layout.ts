import { GlyphcastError } from '../../errors.js';
import { type Cell, fitCells, lineColumns, wrapCells } from '../../text-grid/text-cells.js';
import type { LineMark } from './card-lines.js';
import {
  COLUMN_WIDTH_EM,
  GUTTER_GAP_COLUMNS,
  LINE_HEIGHT_EM,
  MAX_CODE_WIDTH,
  MIN_WINDOW_WIDTH,
  MIN_WRAP_COLUMNS,
  type WindowMetrics,
  windowMetrics,
} from './metrics.js';

export interface LayoutInput {
  /** Each source line as cells on the monospace grid. */
  lines: Cell[][];
  /** The window title as cells (none: no title). */
  titleCells?: Cell[];
  fontSize: number;
  padding: number;
  window: 'mac' | 'none';
  lineNumbers: boolean;
  /** The number shown on the first line. */
  lineStart: number;
  /** Per line, the number shown (none: no number); default: counted from `lineStart`. */
  numbers?: readonly (number | undefined)[];
  /** Per line, a diff mark; any `added`/`removed` mark adds a column of `+`/`-` to the gutter. */
  marks?: readonly (LineMark | undefined)[];
  /** Lines to band, numbered as shown (from `lineStart`). */
  highlightLines: readonly number[];
  /** Lines to keep in full colour, numbered as shown; the others are dimmed when any is given. */
  focusLines?: readonly number[];
  /** Image width in CSS pixels, or 0 to fit the longest line. */
  width: number;
  /** Grid column width in em: the font's advance (JetBrains Mono's unless a custom font). */
  columnWidthEm?: number;
  /** Line height as a multiple of the font size (custom CSS `line-height`). */
  lineHeightEm?: number;
}

export interface LayoutRow {
  /** Baseline-independent top of the row, in CSS pixels from the image's top. */
  top: number;
  /** The line's number as shown (from `lineStart`); continuation rows repeat it but show none. */
  lineNumber: number | undefined;
  continuation: boolean;
  /** On a continuation row, the columns before its first cell (its wrap marker sits just before). */
  indent: number;
  mark: LineMark | undefined;
  highlighted: boolean;
  /** Out of focus: drawn dimmed. */
  dimmed: boolean;
  cells: Cell[];
}

/** Where everything on the code card goes, in CSS pixels (multiply by scale for pixels). */
export interface CodeLayout {
  width: number;
  height: number;
  /** A fitted card capped at the widest card: the width its longest line asked for. */
  cappedFrom?: number;
  window: { x: number; y: number; width: number; height: number; titleBar: boolean };
  columnWidth: number;
  lineHeight: number;
  fontSize: number;
  /** x of column 0 of the code. */
  codeX: number;
  /** Right edge of the line numbers (they are right-aligned), when shown. */
  gutterRight: number | undefined;
  /** x of the `+`/`-` column, when any line is marked added or removed. */
  markerX: number | undefined;
  rows: LayoutRow[];
  /** The title in the title bar, centred and fitted, when there is one to draw. */
  title?: { cells: Cell[]; left: number; top: number; height: number };
}

/** The title centred in the bar between the dots' room on each side, with an ellipsis if cut. */
function placeTitle(
  cells: Cell[],
  window: { x: number; y: number; width: number },
  metrics: WindowMetrics,
  columnWidth: number,
  lineHeight: number,
) {
  const maxColumns = Math.floor((window.width - 2 * metrics.titleSideInset) / columnWidth);
  const first = cells[0];
  if (!first || maxColumns < 1) return undefined;
  const fitted = fitCells(cells, maxColumns, first.style).cells;
  const width = lineColumns(fitted) * columnWidth;
  // Centred on the dots' line, a little below the bar's middle.
  const middle = window.y + metrics.dotCenterY;
  return {
    cells: fitted,
    left: window.x + (window.width - width) / 2,
    top: middle - lineHeight / 2,
    height: lineHeight,
  };
}

/**
 * The smallest the card can be for this many lines, known before any tokenising: used to
 * refuse huge images early.
 */
export function minimumSize(
  lineCount: number,
  input: Pick<LayoutInput, 'fontSize' | 'padding' | 'window' | 'width' | 'lineHeightEm'>,
): { width: number; height: number } {
  return {
    width: input.width || MIN_WINDOW_WIDTH + 2 * input.padding,
    height: chromeHeight(input) + lineCount * input.fontSize * (input.lineHeightEm ?? LINE_HEIGHT_EM),
  };
}

function chromeHeight(input: Pick<LayoutInput, 'padding' | 'window' | 'fontSize'>): number {
  const metrics = windowMetrics(input.fontSize);
  return 2 * input.padding + metrics.codeTop[input.window] + metrics.insetY;
}

function tooNarrow(input: LayoutInput, sideRoom: number, columnWidth: number): GlyphcastError {
  const minimum = Math.ceil(sideRoom + MIN_WRAP_COLUMNS * columnWidth);
  return new GlyphcastError(
    `\`width\` ${input.width} leaves no room for the code: padding (${input.padding} on each side), the window's margins${input.lineNumbers ? ' and the line numbers' : ''}${input.marks?.some(Boolean) ? ' and the diff markers' : ''} need ${Math.ceil(sideRoom)} px, and wrapped code needs ${MIN_WRAP_COLUMNS} columns; use a width of at least ${minimum} for these options, or 0 to fit the code`,
    { code: 'INVALID_PARAMETER', field: 'width', received: input.width },
  );
}

/** The gutter's columns: the numbers and a gap, then the diff markers and a gap, when shown. */
function gutterColumns(input: LayoutInput, numbers: readonly (number | undefined)[]) {
  const digits = String(Math.max(1, ...numbers.map((number) => number ?? 0))).length;
  const marked = (input.marks ?? []).some((mark) => mark === 'added' || mark === 'removed');
  const numberColumns = input.lineNumbers ? digits + (marked ? 1 : GUTTER_GAP_COLUMNS) : 0;
  return { digits, numberColumns, markerColumns: marked ? 2 : 0 };
}

/**
 * Which lines stay in full colour: the focused ones, and a line without a number (a removed or
 * hunk line of a diff) when the next numbered line is focused, since it sits where that line is;
 * every line when none of the focused ones is on the card.
 */
function focusedLines(numbers: readonly (number | undefined)[], focusLines: readonly number[]): boolean[] {
  // Focus on lines the card does not number is no focus: the card is not dimmed whole.
  const numbered = new Set(numbers);
  const focus = new Set(focusLines.filter((line) => numbered.has(line)));
  const focused = numbers.map(() => focus.size === 0);
  if (focus.size === 0) return focused;
  let following = false;
  for (let index = numbers.length - 1; index >= 0; index--) {
    const number = numbers[index];
    if (number !== undefined) following = focus.has(number);
    focused[index] = following;
  }
  return focused;
}

/** Computes the card's geometry: window, gutter, wrapped rows and the image size. */
export function layoutCode(input: LayoutInput): CodeLayout {
  const columnWidth = input.fontSize * (input.columnWidthEm ?? COLUMN_WIDTH_EM);
  const lineHeight = input.fontSize * (input.lineHeightEm ?? LINE_HEIGHT_EM);
  const numbers = input.numbers ?? input.lines.map((_, index) => input.lineStart + index);
  const gutter = gutterColumns(input, numbers);
  const gutterWidth = (gutter.numberColumns + gutter.markerColumns) * columnWidth;
  const metrics = windowMetrics(input.fontSize);
  const sideRoom = 2 * input.padding + 2 * metrics.insetX + gutterWidth;

  let width: number;
  let maxColumns = Number.POSITIVE_INFINITY;
  let cappedFrom: number | undefined;
  if (input.width > 0) {
    width = input.width;
    maxColumns = Math.floor((width - sideRoom) / columnWidth);
    if (maxColumns < MIN_WRAP_COLUMNS) throw tooNarrow(input, sideRoom, columnWidth);
  } else {
    const longest = Math.max(0, ...input.lines.map(lineColumns));
    // A fitted window is wide enough for its title too, so a short snippet's title is not cut.
    const titleRoom =
      input.window === 'mac' && input.titleCells?.length
        ? 2 * input.padding + 2 * metrics.titleSideInset + lineColumns(input.titleCells) * columnWidth
        : 0;
    width = Math.max(
      Math.ceil(sideRoom + longest * columnWidth),
      Math.ceil(titleRoom),
      MIN_WINDOW_WIDTH + 2 * input.padding,
    );
    // One very long line would make an image no one can post: the card stops at the widest
    // width and wraps what is longer, as a fixed width does.
    if (width > MAX_CODE_WIDTH) {
      cappedFrom = width;
      width = MAX_CODE_WIDTH;
      maxColumns = Math.floor((width - sideRoom) / columnWidth);
    }
  }

  const highlighted = new Set(input.highlightLines);
  const focused = focusedLines(numbers, input.focusLines ?? []);
  const titleBar = input.window === 'mac';
  const windowBox = { x: input.padding, y: input.padding, width: width - 2 * input.padding, height: 0, titleBar };
  const firstTop = windowBox.y + metrics.codeTop[input.window];
  const rows: LayoutRow[] = [];
  input.lines.forEach((cells, index) => {
    const wrapped = Number.isFinite(maxColumns) ? wrapCells(cells, maxColumns) : { rows: [cells], indent: 0 };
    const lineNumber = numbers[index];
    wrapped.rows.forEach((piece, pieceIndex) => {
      rows.push({
        top: firstTop + rows.length * lineHeight,
        lineNumber,
        continuation: pieceIndex > 0,
        indent: pieceIndex > 0 ? wrapped.indent : 0,
        mark: input.marks?.[index],
        highlighted: lineNumber !== undefined && highlighted.has(lineNumber),
        dimmed: !focused[index],
        cells: piece,
      });
    });
  });
  const height = Math.ceil(chromeHeight(input) + rows.length * lineHeight);
  windowBox.height = height - 2 * input.padding;
  const gutterLeft = windowBox.x + metrics.insetX;
  const title =
    titleBar && input.titleCells?.length
      ? placeTitle(input.titleCells, windowBox, metrics, columnWidth, lineHeight)
      : undefined;
  return {
    width,
    height,
    ...(cappedFrom === undefined ? {} : { cappedFrom }),
    window: windowBox,
    columnWidth,
    lineHeight,
    fontSize: input.fontSize,
    codeX: gutterLeft + gutterWidth,
    gutterRight: input.lineNumbers ? gutterLeft + gutter.digits * columnWidth : undefined,
    markerX: gutter.markerColumns ? gutterLeft + gutter.numberColumns * columnWidth : undefined,
    rows,
    ...(title ? { title } : {}),
  };
}
