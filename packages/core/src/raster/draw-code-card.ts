import {
  DOT_COLORS,
  DOT_FIRST_X,
  DOT_RADIUS,
  DOT_SPACING,
  TITLE_BAR_HEIGHT,
  WINDOW_INSET_X,
  WINDOW_RADIUS,
} from '../layout/card-metrics.js';
import type { CodeLayout, LayoutRow } from '../layout/code-layout.js';
import type { Cell } from '../layout/text-cells.js';
import type { BackgroundInfo } from '../themes/backgrounds.js';
import type { ThemeColors } from '../themes/theme-colors.js';
import { paintBackdrop } from './backdrop.js';
import { type Box, Canvas } from './canvas.js';
import { parseHex, type Rgba } from './color.js';
import { type GlyphStyle, getEmojiTile, getGlyph, prepareGlyphs, SUBPIXEL_STEPS } from './glyph-atlas.js';
import { fillCircle, fillRect, fillRoundRect } from './shapes.js';
import { watermarkTile } from './watermark.js';

export interface CodeCardInput {
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

/** What custom CSS and a custom font change on the card. */
export interface CardCustomisation {
  /** Window corner radius in CSS pixels (`border-radius`). */
  radius?: number;
  /** `box-shadow: none` turns the shadow off. */
  shadow?: boolean;
  /** A solid card background (`background-color`), straight RGBA. */
  background?: Rgba;
  /** A custom monospace font for the code. */
  font?: { file: string; family: string };
}

/** Baseline offset from a row's vertical centre, in em: centres JetBrains Mono's capitals. */
const BASELINE_EM = 0.36;
/** Emoji are drawn one em square, centred in their two columns. */
const EMOJI_EM = 1;
/** Drop shadows, in CSS pixels: a wide soft one and a tight contact one, as ray.so and Carbon draw. */
const SHADOWS = [
  { sigma: 22, offsetY: 18, opacity: 0.4 },
  { sigma: 3, offsetY: 2, opacity: 0.22 },
];

interface Placed {
  character: string;
  x: number;
  phase: number;
}

/** Splits an x position in pixels into a whole pixel and a sub-pixel phase. */
function place(x: number): { pixel: number; phase: number } {
  let pixel = Math.floor(x);
  let phase = Math.round((x - pixel) * SUBPIXEL_STEPS);
  if (phase === SUBPIXEL_STEPS) {
    pixel += 1;
    phase = 0;
  }
  return { pixel, phase };
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function graphemes(text: string): string[] {
  return PRINTABLE_ASCII.test(text) ? text.split('') : Array.from(segmenter.segment(text), ({ segment }) => segment);
}

/** Everything one row draws with glyphs: positions in pixels, ready to stamp. */
interface GlyphRun {
  style: GlyphStyle;
  color: Rgba;
  baseline: number;
  glyphs: Placed[];
  underline?: { x: number; width: number };
}

function styleKey(style: GlyphStyle): string {
  return `${style.wide ? 'w' : (style.font?.family ?? 'm')}${style.bold ? 'b' : ''}${style.italic ? 'i' : ''}`;
}

/** Draws a laid-out code card into a new canvas at `scale` pixels per CSS pixel. */
export function drawCodeCard({
  layout,
  background,
  colors,
  themeType,
  scale,
  watermark,
  custom = {},
}: CodeCardInput): Canvas {
  // The backdrop covers everything outside the window's inside, and the window the rest.
  const canvas = new Canvas(Math.round(layout.width * scale), Math.round(layout.height * scale), true);
  const px = (value: number) => value * scale;
  const colorCache = new Map<string, Rgba>();
  const color = (hex: string) => {
    let parsed = colorCache.get(hex);
    if (!parsed) {
      parsed = parseHex(hex);
      colorCache.set(hex, parsed);
    }
    return parsed;
  };

  const { window: box } = layout;
  const windowBox: Box = { x: px(box.x), y: px(box.y), width: px(box.width), height: px(box.height) };
  const radius = px(custom.radius ?? WINDOW_RADIUS);
  // The window's opaque inside (short of its rounded corners) hides what is drawn beneath.
  const hidden: Box = {
    x: windowBox.x + radius,
    y: windowBox.y + radius,
    width: windowBox.width - 2 * radius,
    height: windowBox.height - 2 * radius,
  };

  const fill = custom.background
    ? { kind: 'solid' as const, colors: [custom.background] }
    : { kind: background.kind, colors: background.colors.map((stop) => parseHex(stop)) };
  canvas.opaque = fill.kind !== 'transparent' && (fill.colors[0]?.[3] ?? 255) === 255;
  const shadows =
    custom.shadow === false
      ? []
      : SHADOWS.map((shadow) => ({ ...shadow, sigma: px(shadow.sigma), offsetY: px(shadow.offsetY) }));
  paintBackdrop(canvas, fill, windowBox, radius, shadows, hidden);
  // A hairline border keeps a dark window distinct on a dark background (and light on light).
  const borderColor: Rgba = themeType === 'dark' ? [255, 255, 255, 26] : [0, 0, 0, 20];
  // Always opaque: the canvas skips clearing because the window hides what lies beneath it.
  const [red, green, blue] = color(colors.background);
  fillRoundRect(canvas, windowBox, radius, [red, green, blue, 255], {
    width: Math.max(1, scale * 0.75),
    color: borderColor,
  });

  if (box.titleBar) {
    DOT_COLORS.forEach((dot, index) => {
      fillCircle(
        canvas,
        px(box.x + DOT_FIRST_X + index * DOT_SPACING),
        px(box.y + TITLE_BAR_HEIGHT / 2 + 2),
        px(DOT_RADIUS),
        parseHex(dot),
      );
    });
  }

  const foreground = color(colors.foreground);
  for (const row of layout.rows) {
    if (!row.highlighted) continue;
    const band = { x: windowBox.x, y: px(row.top), width: windowBox.width, height: px(layout.lineHeight) };
    fillRect(canvas, band, [foreground[0], foreground[1], foreground[2], 26]);
    fillRect(canvas, { ...band, width: Math.max(2, px(3)) }, [foreground[0], foreground[1], foreground[2], 140]);
  }

  const runs = collectRuns(layout, colors, color, scale, custom.font);
  drawRuns(canvas, runs, Math.round(layout.fontSize * scale), scale);
  drawEmoji(canvas, layout, scale);
  if (watermark) {
    // Inside the window's bottom margin, so it shows on every background and any padding.
    const tile = watermarkTile(scale, themeType);
    const right = Math.round(windowBox.x + windowBox.width - px(WINDOW_INSET_X) + px(6));
    const bottom = Math.round(windowBox.y + windowBox.height - px(4));
    canvas.drawTile(tile.data, tile.width, tile.height, right - tile.width, bottom - tile.height);
  }
  return canvas;
}

function collectRuns(
  layout: CodeLayout,
  colors: ThemeColors,
  color: (hex: string) => Rgba,
  scale: number,
  font: GlyphStyle['font'],
): GlyphRun[] {
  const runs: GlyphRun[] = [];
  const baselineOf = (row: LayoutRow) =>
    Math.round((row.top + layout.lineHeight / 2 + layout.fontSize * BASELINE_EM) * scale);
  const columnX = (column: number) => (layout.codeX + column * layout.columnWidth) * scale;
  const plain: GlyphStyle = { bold: false, italic: false, wide: false, font };
  for (const row of layout.rows) {
    const baseline = baselineOf(row);
    if (layout.gutterRight !== undefined && !row.continuation) {
      const digits = String(row.lineNumber);
      const glyphs = Array.from(digits, (character, index) => {
        const { pixel, phase } = place(
          ((layout.gutterRight as number) - (digits.length - index) * layout.columnWidth) * scale,
        );
        return { character, x: pixel, phase };
      });
      runs.push({
        style: plain,
        color: color(row.highlighted ? colors.foreground : colors.lineNumber),
        baseline,
        glyphs,
      });
    }
    for (const cell of row.cells) {
      if (!cell.text.trim()) continue;
      // Emoji are pictures (drawEmoji); one Twemoji lacks is drawn as a glyph of the CJK font.
      if (cell.kind === 'emoji' && getEmojiTile(cell.text, emojiSize(layout, scale))) continue;
      const glyphCell: Cell = cell.kind === 'emoji' ? { ...cell, kind: 'wide' } : cell;
      runs.push(
        cellRun(glyphCell, layout, columnX, baseline, color(cell.style.color || colors.foreground), scale, font),
      );
    }
  }
  return runs;
}

function cellRun(
  cell: Cell,
  layout: CodeLayout,
  columnX: (column: number) => number,
  baseline: number,
  color: Rgba,
  scale: number,
  font: GlyphStyle['font'],
): GlyphRun {
  const style: GlyphStyle = { bold: cell.style.bold, italic: cell.style.italic, wide: cell.kind === 'wide', font };
  const glyphs: Placed[] = [];
  if (cell.kind === 'wide') {
    // A wide glyph is 1 em wide; centre it in its two columns.
    const { pixel, phase } = place(
      columnX(cell.column) + ((cell.columns * layout.columnWidth - layout.fontSize) / 2) * scale,
    );
    glyphs.push({ character: cell.text, x: pixel, phase });
  } else {
    graphemes(cell.text).forEach((character, index) => {
      if (character === ' ') return;
      const { pixel, phase } = place(columnX(cell.column + index));
      glyphs.push({ character, x: pixel, phase });
    });
  }
  const run: GlyphRun = { style, color, baseline, glyphs };
  if (cell.style.underline)
    run.underline = { x: columnX(cell.column), width: cell.columns * layout.columnWidth * scale };
  return run;
}

function drawRuns(canvas: Canvas, runs: GlyphRun[], sizePx: number, scale: number): void {
  const byStyle = new Map<string, { style: GlyphStyle; requests: [string, number][] }>();
  for (const run of runs) {
    const key = styleKey(run.style);
    let group = byStyle.get(key);
    if (!group) {
      group = { style: run.style, requests: [] };
      byStyle.set(key, group);
    }
    for (const glyph of run.glyphs) group.requests.push([glyph.character, glyph.phase]);
  }
  for (const { style, requests } of byStyle.values()) prepareGlyphs(requests, style, sizePx);

  for (const run of runs) {
    for (const glyph of run.glyphs) {
      const mask = getGlyph(glyph.character, run.style, sizePx, glyph.phase);
      if (mask)
        canvas.drawMask(mask.data, mask.width, mask.height, glyph.x + mask.left, run.baseline + mask.top, run.color);
    }
    if (run.underline) {
      const thickness = Math.max(1, Math.round(scale));
      fillRect(
        canvas,
        {
          x: run.underline.x,
          y: run.baseline + Math.round(sizePx * 0.12),
          width: run.underline.width,
          height: thickness,
        },
        run.color,
      );
    }
  }
}

function emojiSize(layout: CodeLayout, scale: number): number {
  return Math.round(layout.fontSize * EMOJI_EM * scale);
}

function drawEmoji(canvas: Canvas, layout: CodeLayout, scale: number): void {
  const size = emojiSize(layout, scale);
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      if (cell.kind !== 'emoji') continue;
      const tile = getEmojiTile(cell.text, size);
      if (!tile) continue;
      const left = Math.round(
        (layout.codeX + cell.column * layout.columnWidth) * scale +
          (cell.columns * layout.columnWidth * scale - size) / 2,
      );
      const top = Math.round(row.top * scale + (layout.lineHeight * scale - size) / 2);
      canvas.drawTile(tile.data, tile.size, tile.size, left, top);
    }
  }
}
