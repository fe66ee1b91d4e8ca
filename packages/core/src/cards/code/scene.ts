import type { ThemeColors } from '../../highlight/theme-colors.js';
import { parseHex, type Rgba } from '../../scene/color.js';
import type { Scene, SceneGlyph, SceneItem, TextFace, TextItem } from '../../scene/scene.js';
import { graphemes } from '../../text/graphemes.js';
import type { BackgroundInfo } from './backgrounds.js';
import { boxDrawingRects, hasBoxDrawing, isBoxDrawing } from './box-drawing.js';
import type { CardCustomisation } from './customisation.js';
import type { CodeLayout, LayoutRow } from './layout.js';
import {
  DOT_COLORS,
  DOT_FIRST_X,
  DOT_RADIUS,
  DOT_SPACING,
  TITLE_BAR_HEIGHT,
  WINDOW_INSET_X,
  WINDOW_RADIUS,
} from './metrics.js';
import type { Cell } from './text-cells.js';

interface CodeSceneInput {
  layout: CodeLayout;
  background: BackgroundInfo;
  colors: ThemeColors;
  themeType: 'light' | 'dark';
  scale: number;
  /** Stamp the Free plan's mark in the window's bottom-right corner. */
  watermark?: boolean;
  /** Overrides from custom CSS and a custom font (Pro). */
  custom?: CardCustomisation;
}

/** Baseline offset from a row's vertical centre, in em: centres JetBrains Mono's capitals. */
const BASELINE_EM = 0.36;
/** Emoji are drawn one em square, centred in their two columns. */
const EMOJI_EM = 1;
/** Drop shadows: a wide soft one and a tight contact one, as ray.so and Carbon draw. */
const SHADOWS = [
  { sigma: 22, offsetY: 18, opacity: 0.4 },
  { sigma: 3, offsetY: 2, opacity: 0.22 },
];
/** A hairline border keeps a dark window distinct on a dark background (and light on light). */
const BORDER = { width: 0.75, dark: [255, 255, 255, 26] as Rgba, light: [0, 0, 0, 20] as Rgba };

/** What the laid-out code card draws, back to front. */
export function codeScene({
  layout,
  background,
  colors,
  themeType,
  scale,
  watermark,
  custom = {},
}: CodeSceneInput): Scene {
  const color = colorParser();
  const { window: box } = layout;
  const window = { x: box.x, y: box.y, width: box.width, height: box.height };
  const radius = custom.radius ?? WINDOW_RADIUS;
  const fill = custom.background
    ? { kind: 'solid' as const, colors: [custom.background] }
    : { kind: background.kind, colors: background.colors.map((stop) => parseHex(stop)) };
  const [red, green, blue] = color(colors.background);
  const items: SceneItem[] = [
    { kind: 'backdrop', fill, window, radius, shadows: custom.shadow === false ? [] : SHADOWS },
    // Always opaque: the backdrop skipped what the window covers.
    {
      kind: 'rect',
      box: window,
      radius,
      fill: [red, green, blue, 255],
      border: { width: BORDER.width, color: BORDER[themeType] },
    },
  ];

  if (box.titleBar) {
    DOT_COLORS.forEach((dot, index) => {
      items.push({
        kind: 'circle',
        cx: box.x + DOT_FIRST_X + index * DOT_SPACING,
        cy: box.y + TITLE_BAR_HEIGHT / 2 + 2,
        radius: DOT_RADIUS,
        fill: parseHex(dot),
      });
    });
  }

  const [fr, fg, fb] = color(colors.foreground);
  for (const row of layout.rows) {
    if (!row.highlighted) continue;
    const band = { x: box.x, y: row.top, width: box.width, height: layout.lineHeight };
    items.push({ kind: 'rect', box: band, fill: [fr, fg, fb, 26] });
    items.push({ kind: 'rect', box: { ...band, width: 3 }, fill: [fr, fg, fb, 140] });
  }

  items.push(...textItems(layout, colors, color, custom.font, scale));
  items.push(...emojiItems(layout));
  if (watermark) {
    // Inside the window's bottom margin, so it shows on every background and any padding.
    items.push({
      kind: 'watermark',
      right: box.x + box.width - WINDOW_INSET_X + 6,
      bottom: box.y + box.height - 4,
      surface: themeType,
    });
  }
  return { width: layout.width, height: layout.height, scale, items };
}

/** Parses each theme colour once per card. */
function colorParser(): (hex: string) => Rgba {
  const cache = new Map<string, Rgba>();
  return (hex) => {
    let parsed = cache.get(hex);
    if (!parsed) {
      parsed = parseHex(hex);
      cache.set(hex, parsed);
    }
    return parsed;
  };
}

function textItems(
  layout: CodeLayout,
  colors: ThemeColors,
  color: (hex: string) => Rgba,
  custom: TextFace['custom'],
  scale: number,
): SceneItem[] {
  const items: SceneItem[] = [];
  const size = layout.fontSize;
  const baselineOf = (row: LayoutRow) => row.top + layout.lineHeight / 2 + layout.fontSize * BASELINE_EM;
  const columnX = (column: number) => layout.codeX + column * layout.columnWidth;
  const plain: TextFace = { bold: false, italic: false, custom };
  for (const row of layout.rows) {
    const baseline = baselineOf(row);
    const gutterRight = layout.gutterRight;
    if (gutterRight !== undefined && !row.continuation) {
      const digits = String(row.lineNumber);
      const glyphs = Array.from(digits, (text, index) => ({
        text,
        x: gutterRight - (digits.length - index) * layout.columnWidth,
      }));
      const numberColor = color(row.highlighted ? colors.foreground : colors.lineNumber);
      items.push({ kind: 'text', face: plain, size, color: numberColor, baseline, glyphs });
    }
    for (const cell of row.cells) {
      // An emoji is a picture (emojiItems).
      if (cell.kind === 'emoji' || !cell.text.trim()) continue;
      const cellColor = color(cell.style.color || colors.foreground);
      const boxes = cell.kind === 'text' && hasBoxDrawing(cell.text);
      items.push(cellText(cell, layout, columnX(cell.column), baseline, cellColor, custom, boxes));
      if (boxes) items.push(...boxCells(cell, row, layout, scale, cellColor));
    }
  }
  return items;
}

function cellText(
  cell: Cell,
  layout: CodeLayout,
  left: number,
  baseline: number,
  color: Rgba,
  custom: TextFace['custom'],
  /** Whether box-drawing characters are among the text: they are rectangles (boxCells), not glyphs. */
  boxes: boolean,
): TextItem {
  const { style, shaped } = cell;
  const glyphs: SceneGlyph[] = [];
  let item: TextItem;
  if (shaped) {
    const em = layout.fontSize;
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
    graphemes(cell.text).forEach((text, index) => {
      if (text !== ' ' && !(boxes && isBoxDrawing(text))) glyphs.push({ text, x: left + index * layout.columnWidth });
    });
    // A wide character no face has: its box centred in its two columns.
    if (cell.columns === 2 && glyphs.length === 1) (glyphs[0] as SceneGlyph).x += layout.columnWidth / 2;
    const face: TextFace = { bold: style.bold, italic: style.italic, custom };
    item = { kind: 'text', face, size: layout.fontSize, color, baseline, glyphs };
  }
  if (style.underline) item.underline = { x: left, width: cell.columns * layout.columnWidth };
  return item;
}

/** Box-drawing lines and blocks of a monospace run, as rectangles filling their cells. */
function boxCells(cell: Cell, row: LayoutRow, layout: CodeLayout, scale: number, color: Rgba): SceneItem[] {
  return graphemes(cell.text).flatMap((text, index) => {
    if (!isBoxDrawing(text)) return [];
    const x = layout.codeX + (cell.column + index) * layout.columnWidth;
    const box = { x, y: row.top, width: layout.columnWidth, height: layout.lineHeight };
    return boxDrawingRects(text, box, layout.fontSize, scale, color);
  });
}

/** End of a glyph's characters: the next cluster start above it (clusters may come in any order). */
function nextCluster(glyphs: readonly { cluster: number }[], cluster: number, end: number): number {
  let next = end;
  for (const glyph of glyphs) if (glyph.cluster > cluster && glyph.cluster < next) next = glyph.cluster;
  return next;
}

function emojiItems(layout: CodeLayout): SceneItem[] {
  const items: SceneItem[] = [];
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      if (cell.kind !== 'emoji') continue;
      const box = {
        x: layout.codeX + cell.column * layout.columnWidth,
        y: row.top,
        width: cell.columns * layout.columnWidth,
        height: layout.lineHeight,
      };
      items.push({ kind: 'emoji', text: cell.text, box, size: layout.fontSize * EMOJI_EM });
    }
  }
  return items;
}
