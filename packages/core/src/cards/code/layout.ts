import { GlyphcastError } from '../../errors.js';
import { type Cell, fitCells, lineColumns, wrapCells } from '../../text-grid/text-cells.js';
import {
  COLUMN_WIDTH_EM,
  GUTTER_GAP_COLUMNS,
  LINE_HEIGHT_EM,
  MIN_WINDOW_WIDTH,
  MIN_WRAP_COLUMNS,
  type WindowMetrics,
  windowMetrics,
} from './metrics.js';

interface LayoutInput {
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
  lineNumber: number;
  continuation: boolean;
  highlighted: boolean;
  /** Out of focus: drawn dimmed. */
  dimmed: boolean;
  cells: Cell[];
}

/** Where everything on the code card goes, in CSS pixels (multiply by scale for pixels). */
export interface CodeLayout {
  width: number;
  height: number;
  window: { x: number; y: number; width: number; height: number; titleBar: boolean };
  columnWidth: number;
  lineHeight: number;
  fontSize: number;
  /** x of column 0 of the code. */
  codeX: number;
  /** Right edge of the line numbers (they are right-aligned), when shown. */
  gutterRight: number | undefined;
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
    `\`width\` ${input.width} leaves no room for the code: padding (${input.padding} on each side), the window's margins${input.lineNumbers ? ' and the line numbers' : ''} need ${Math.ceil(sideRoom)} px, and wrapped code needs ${MIN_WRAP_COLUMNS} columns; use a width of at least ${minimum} for these options, or 0 to fit the code`,
    { code: 'INVALID_PARAMETER', field: 'width', received: input.width },
  );
}

/** Computes the card's geometry: window, gutter, wrapped rows and the image size. */
export function layoutCode(input: LayoutInput): CodeLayout {
  const columnWidth = input.fontSize * (input.columnWidthEm ?? COLUMN_WIDTH_EM);
  const lineHeight = input.fontSize * (input.lineHeightEm ?? LINE_HEIGHT_EM);
  const lastNumber = input.lineStart + Math.max(1, input.lines.length) - 1;
  const digits = String(lastNumber).length;
  const gutterWidth = input.lineNumbers ? (digits + GUTTER_GAP_COLUMNS) * columnWidth : 0;
  const metrics = windowMetrics(input.fontSize);
  const sideRoom = 2 * input.padding + 2 * metrics.insetX + gutterWidth;

  let width: number;
  let maxColumns = Number.POSITIVE_INFINITY;
  if (input.width > 0) {
    width = input.width;
    maxColumns = Math.floor((width - sideRoom) / columnWidth);
    if (maxColumns < MIN_WRAP_COLUMNS) throw tooNarrow(input, sideRoom, columnWidth);
  } else {
    const longest = Math.max(0, ...input.lines.map(lineColumns));
    width = Math.max(Math.ceil(sideRoom + longest * columnWidth), MIN_WINDOW_WIDTH + 2 * input.padding);
  }

  const highlighted = new Set(input.highlightLines);
  const focus = new Set(input.focusLines ?? []);
  const titleBar = input.window === 'mac';
  const windowBox = { x: input.padding, y: input.padding, width: width - 2 * input.padding, height: 0, titleBar };
  const firstTop = windowBox.y + metrics.codeTop[input.window];
  const rows: LayoutRow[] = [];
  input.lines.forEach((cells, index) => {
    const pieces = Number.isFinite(maxColumns) ? wrapCells(cells, maxColumns) : [cells];
    pieces.forEach((piece, pieceIndex) => {
      rows.push({
        top: firstTop + rows.length * lineHeight,
        lineNumber: input.lineStart + index,
        continuation: pieceIndex > 0,
        highlighted: highlighted.has(input.lineStart + index),
        dimmed: focus.size > 0 && !focus.has(input.lineStart + index),
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
    window: windowBox,
    columnWidth,
    lineHeight,
    fontSize: input.fontSize,
    codeX: gutterLeft + gutterWidth,
    gutterRight: input.lineNumbers ? gutterLeft + digits * columnWidth : undefined,
    rows,
    ...(title ? { title } : {}),
  };
}
