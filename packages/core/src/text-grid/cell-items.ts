import type { Rgba } from '../scene/color.js';
import type { EmojiItem, SceneGlyph, SceneItem, SelectableItem, TextFace, TextItem } from '../scene/scene.js';
import { graphemes } from '../text/graphemes.js';
import { boxDrawingRects, hasBoxDrawing, isBoxDrawing } from './box-drawing.js';
import type { Cell } from './text-cells.js';

/*
 * Grid cells as scene items: a run of the monospace face by characters, a fallback face's
 * shaped glyphs by id, box-drawing characters as rectangles, an emoji as a picture. Shared by
 * the code card and the code excerpt of an Open Graph card.
 */

/** Where a row of cells sits: column 0's x, the column width, the font size, the row's box. */
export interface GridRow {
  left: number;
  columnWidth: number;
  fontSize: number;
  top: number;
  height: number;
}

/** Baseline offset from a row's vertical centre, in em: centres JetBrains Mono's capitals. */
const BASELINE_EM = 0.36;
/** Emoji are drawn one em square, centred in their two columns. */
const EMOJI_EM = 1;

export function rowBaseline(grid: GridRow): number {
  return grid.top + grid.height / 2 + grid.fontSize * BASELINE_EM;
}

/** A text cell's items: its glyphs, and its box-drawing characters as rectangles. */
export function cellItems(
  cell: Cell,
  grid: GridRow,
  color: Rgba,
  custom: TextFace['custom'],
  scale: number,
): SceneItem[] {
  if (cell.kind === 'emoji' || !cell.text.trim()) return [];
  const boxes = cell.kind === 'text' && hasBoxDrawing(cell.text);
  const items: SceneItem[] = [cellText(cell, grid, color, custom, boxes)];
  if (boxes) items.push(...boxCells(cell, grid, scale, color));
  return items;
}

/** A row's cells as scene items, in order: text as glyphs, emoji as pictures. */
export function rowItems(
  cells: readonly Cell[],
  grid: GridRow,
  colorOf: (cell: Cell) => Rgba,
  custom: TextFace['custom'],
  scale: number,
): SceneItem[] {
  return cells.flatMap((cell) =>
    cell.kind === 'emoji' ? [cellEmoji(cell, grid)] : cellItems(cell, grid, colorOf(cell), custom, scale),
  );
}

/** Where a selectable row starts and how it joins its line. */
export interface RowJoin {
  /** The column its text starts at (a wrapped row's hanging indent is not text). */
  from: number;
  /** It continues the row before it: one line wrapped. */
  continues: boolean;
  /** A row that wraps on keeps the spaces it ends with: they are the line's. */
  wraps: boolean;
}

/** A row's characters as one selectable line, the gaps between its cells as spaces. */
export function selectableRow(
  cells: readonly Cell[],
  grid: GridRow,
  face: TextFace,
  join: RowJoin = { from: 0, continues: false, wraps: false },
): SelectableItem {
  let text = '';
  let column = join.from;
  for (const cell of cells) {
    text += ' '.repeat(Math.max(0, cell.column - column)) + cell.text;
    column = cell.column + cell.columns;
  }
  const kept = join.wraps ? text : text.trimEnd();
  // The width its characters are drawn over: without the spaces left off its end, a column each.
  const columns = column - join.from - (text.length - kept.length);
  return {
    kind: 'selectable',
    text: kept,
    x: grid.left + join.from * grid.columnWidth,
    width: columns * grid.columnWidth,
    baseline: rowBaseline(grid),
    size: grid.fontSize,
    set: { face },
    ...(join.continues ? { continues: true } : {}),
  };
}

/** An emoji cell's picture, centred in its columns. */
export function cellEmoji(cell: Cell, grid: GridRow): EmojiItem {
  const box = {
    x: grid.left + cell.column * grid.columnWidth,
    y: grid.top,
    width: cell.columns * grid.columnWidth,
    height: grid.height,
  };
  return { kind: 'emoji', text: cell.text, box, size: grid.fontSize * EMOJI_EM };
}

function cellText(
  cell: Cell,
  grid: GridRow,
  color: Rgba,
  custom: TextFace['custom'],
  /** Whether box-drawing characters are among the text: they are rectangles (boxCells), not glyphs. */
  boxes: boolean,
): TextItem {
  const left = grid.left + cell.column * grid.columnWidth;
  const baseline = rowBaseline(grid);
  const { style, shaped } = cell;
  const glyphs: SceneGlyph[] = [];
  let item: TextItem;
  if (shaped) {
    const em = grid.fontSize;
    const named = new Set<number>();
    for (const glyph of shaped.glyphs) {
      // A cluster's characters go with its first glyph; the marks and parts after it carry none.
      const first = !named.has(glyph.cluster);
      named.add(glyph.cluster);
      const end = nextCluster(shaped.glyphs, glyph.cluster, cell.text.length);
      const text = first ? cell.text.slice(glyph.cluster, end) : '';
      glyphs.push({ text, x: left + glyph.x * em, id: glyph.id, y: glyph.y * em });
    }
    const outline = { face: { fallback: shaped.face, bold: shaped.bold }, embolden: style.bold && !shaped.bold };
    const face: TextFace = { bold: shaped.bold, italic: false, outline };
    item = { kind: 'text', face, size: em * shaped.size, color, baseline, glyphs };
  } else {
    const characters = graphemes(cell.text);
    characters.forEach((text, index) => {
      if (text !== ' ' && !(boxes && isBoxDrawing(text))) glyphs.push({ text, x: left + index * grid.columnWidth });
    });
    // A wide character no face has: its box centred in its two columns. (Not a character and a
    // space: two characters in two columns stay one to a column.)
    if (cell.columns === 2 && characters.length === 1 && glyphs.length === 1)
      (glyphs[0] as SceneGlyph).x += grid.columnWidth / 2;
    const face: TextFace = { bold: style.bold, italic: style.italic, custom };
    item = { kind: 'text', face, size: grid.fontSize, color, baseline, glyphs };
  }
  if (style.underline) item.underline = { x: left, width: cell.columns * grid.columnWidth };
  return item;
}

/** Box-drawing lines and blocks of a monospace run, as rectangles filling their cells. */
function boxCells(cell: Cell, grid: GridRow, scale: number, color: Rgba): SceneItem[] {
  return graphemes(cell.text).flatMap((text, index) => {
    if (!isBoxDrawing(text)) return [];
    const x = grid.left + (cell.column + index) * grid.columnWidth;
    const box = { x, y: grid.top, width: grid.columnWidth, height: grid.height };
    return boxDrawingRects(text, box, grid.fontSize, scale, color);
  });
}

/** End of a glyph's characters: the next cluster start above it (clusters may come in any order). */
function nextCluster(glyphs: readonly { cluster: number }[], cluster: number, end: number): number {
  let next = end;
  for (const glyph of glyphs) if (glyph.cluster > cluster && glyph.cluster < next) next = glyph.cluster;
  return next;
}
