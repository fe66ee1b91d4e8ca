import type { ThemeColors } from '../../highlight/theme-colors.js';
import { over, parseHex, type Rgba } from '../../scene/color.js';
import type { Scene, SceneItem, TextFace } from '../../scene/scene.js';
import {
  cellEmoji,
  cellItems,
  type GridRow,
  rowBaseline,
  rowItems,
  selectableRow,
} from '../../text-grid/cell-items.js';
import type { BackgroundInfo } from './backgrounds.js';
import type { CardCustomisation } from './customisation.js';
import { DIFF_COLORS } from './diff-colors.js';
import type { CodeLayout, LayoutRow } from './layout.js';
import { DOT_COLORS, windowMetrics } from './metrics.js';

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
  const metrics = windowMetrics(layout.fontSize);
  const radius = custom.radius ?? metrics.radius;
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
        cx: box.x + metrics.dotFirstX + index * metrics.dotSpacing,
        cy: box.y + metrics.dotCenterY,
        radius: metrics.dotRadius,
        fill: parseHex(dot),
      });
    });
  }

  for (const row of layout.rows) {
    if (row.mark !== 'added' && row.mark !== 'removed') continue;
    const band = { x: box.x, y: row.top, width: box.width, height: layout.lineHeight };
    items.push({ kind: 'rect', box: band, fill: DIFF_COLORS[themeType][row.mark].band });
  }
  const [fr, fg, fb] = color(colors.foreground);
  for (const row of layout.rows) {
    if (!row.highlighted) continue;
    const band = { x: box.x, y: row.top, width: box.width, height: layout.lineHeight };
    items.push({ kind: 'rect', box: band, fill: [fr, fg, fb, 26] });
    items.push({ kind: 'rect', box: { ...band, width: 3 }, fill: [fr, fg, fb, 140] });
  }

  items.push(...cellBackgrounds(layout, color, color(colors.background)));
  items.push(...titleItems(layout, color, custom.font, scale));
  items.push(...textItems(layout, colors, color, custom.font, scale));
  items.push(...markerItems(layout, themeType, color(colors.background), custom.font));
  items.push(...wrapMarkers(layout, color(colors.lineNumber), color(colors.background)));
  items.push(...emojiItems(layout));
  if (watermark) {
    // Inside the window's bottom margin, so it shows on every background and any padding.
    items.push({
      kind: 'watermark',
      right: box.x + box.width - metrics.insetX + 6,
      bottom: box.y + box.height - 4,
      surface: themeType,
    });
  }
  const face: TextFace = { bold: false, italic: false, custom: custom.font };
  layout.rows.forEach((row, index) => {
    const join = {
      from: row.continuation ? row.indent : 0,
      continues: row.continuation,
      wraps: layout.rows[index + 1]?.continuation === true,
    };
    items.push(selectableRow(row.cells, gridRow(layout, row), face, join));
  });
  return { width: layout.width, height: layout.height, scale, items };
}

/** What is left of a colour out of focus: enough to read, little enough to step back. */
const DIMMED_OPACITY = 0.4;

function dimmed(ink: Rgba, window: Rgba): Rgba {
  return over([ink[0], ink[1], ink[2], ink[3] * DIMMED_OPACITY], window);
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
  const plain: TextFace = { bold: false, italic: false, custom };
  const windowColor = color(colors.background);
  for (const row of layout.rows) {
    const grid = gridRow(layout, row);
    // Out of focus: the colour mixed toward the window, as editors dim what is not in view.
    const ink = (hex: string) => (row.dimmed ? dimmed(color(hex), windowColor) : color(hex));
    const baseline = rowBaseline(grid);
    const gutterRight = layout.gutterRight;
    if (gutterRight !== undefined && !row.continuation && row.lineNumber !== undefined) {
      const digits = String(row.lineNumber);
      const glyphs = Array.from(digits, (text, index) => ({
        text,
        x: gutterRight - (digits.length - index) * layout.columnWidth,
      }));
      const numberColor = ink(row.highlighted ? colors.foreground : colors.lineNumber);
      items.push({ kind: 'text', face: plain, size, color: numberColor, baseline, glyphs });
    }
    for (const cell of row.cells) {
      // An emoji is a picture (emojiItems).
      if (cell.kind === 'emoji') continue;
      items.push(...cellItems(cell, grid, ink(cell.style.color || colors.foreground), custom, scale));
    }
  }
  return items;
}

/** Backgrounds some cells carry (terminal output), under their text, a run at a time. */
function cellBackgrounds(layout: CodeLayout, color: (hex: string) => Rgba, windowColor: Rgba): SceneItem[] {
  const items: SceneItem[] = [];
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      const background = cell.style.background;
      if (!background) continue;
      const fill = over(color(background), windowColor);
      items.push({
        kind: 'rect',
        box: {
          x: layout.codeX + cell.column * layout.columnWidth,
          y: row.top,
          width: cell.columns * layout.columnWidth,
          height: layout.lineHeight,
        },
        fill: row.dimmed ? dimmed(fill, windowColor) : fill,
      });
    }
  }
  return items;
}

/** The `+`/`-` beside each added and removed line (not on its wrapped rows). */
function markerItems(
  layout: CodeLayout,
  themeType: 'light' | 'dark',
  windowColor: Rgba,
  custom: TextFace['custom'],
): SceneItem[] {
  const x = layout.markerX;
  if (x === undefined) return [];
  const items: SceneItem[] = [];
  const face: TextFace = { bold: false, italic: false, custom };
  for (const row of layout.rows) {
    if (row.continuation || (row.mark !== 'added' && row.mark !== 'removed')) continue;
    const marker = DIFF_COLORS[themeType][row.mark].marker;
    items.push({
      kind: 'text',
      face,
      size: layout.fontSize,
      color: row.dimmed ? dimmed(marker, windowColor) : marker,
      baseline: rowBaseline(gridRow(layout, row)),
      glyphs: [{ text: row.mark === 'added' ? '+' : '-', x }],
    });
  }
  return items;
}

/**
 * A small hook (↳) before each continuation row, in the line numbers' colour: drawn as two bars,
 * since the code font has no such arrow, and so it stays crisp at any scale.
 */
function wrapMarkers(layout: CodeLayout, lineNumber: Rgba, windowColor: Rgba): SceneItem[] {
  const ink = over(lineNumber, windowColor);
  const faint = dimmed(ink, windowColor);
  const items: SceneItem[] = [];
  const { columnWidth, lineHeight, fontSize } = layout;
  const stroke = Math.max(1, fontSize / 14);
  for (const row of layout.rows) {
    if (!row.continuation || row.indent < 2) continue;
    const left = layout.codeX + (row.indent - 2) * columnWidth + 0.3 * columnWidth;
    const middle = row.top + lineHeight / 2;
    const top = middle - 0.35 * fontSize;
    const fill = row.dimmed ? faint : ink;
    items.push({ kind: 'rect', box: { x: left, y: top, width: stroke, height: middle - top + stroke / 2 }, fill });
    items.push({
      kind: 'rect',
      box: { x: left, y: middle - stroke / 2, width: 1.2 * columnWidth, height: stroke },
      fill,
    });
  }
  return items;
}

function titleItems(
  layout: CodeLayout,
  color: (hex: string) => Rgba,
  custom: TextFace['custom'],
  scale: number,
): SceneItem[] {
  const title = layout.title;
  if (!title) return [];
  const grid: GridRow = {
    left: title.left,
    columnWidth: layout.columnWidth,
    fontSize: layout.fontSize,
    top: title.top,
    height: title.height,
  };
  // The title is text to select too (a file name), ahead of the code.
  return [
    ...rowItems(title.cells, grid, (cell) => color(cell.style.color), custom, scale),
    selectableRow(title.cells, grid, { bold: false, italic: false, custom }),
  ];
}

function emojiItems(layout: CodeLayout): SceneItem[] {
  const items: SceneItem[] = [];
  for (const row of layout.rows) {
    const grid = gridRow(layout, row);
    for (const cell of row.cells) {
      if (cell.kind !== 'emoji') continue;
      const emoji = cellEmoji(cell, grid);
      items.push(row.dimmed ? { ...emoji, opacity: DIMMED_OPACITY } : emoji);
    }
  }
  return items;
}

/** A row of the card as the grid helpers see it. */
function gridRow(layout: CodeLayout, row: LayoutRow): GridRow {
  return {
    left: layout.codeX,
    columnWidth: layout.columnWidth,
    fontSize: layout.fontSize,
    top: row.top,
    height: layout.lineHeight,
  };
}
