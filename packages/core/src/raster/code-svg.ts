import {
  DOT_COLORS,
  DOT_FIRST_X,
  DOT_RADIUS,
  DOT_SPACING,
  TITLE_BAR_HEIGHT,
  WINDOW_RADIUS,
} from '../layout/card-metrics.js';
import type { CodeLayout, LayoutRow } from '../layout/code-layout.js';
import type { Cell } from '../layout/text-cells.js';
import type { BackgroundInfo } from '../themes/backgrounds.js';
import type { ThemeColors } from '../themes/theme-colors.js';
import { escapeXml, fill, n } from './_svg.js';
import { emojiDataUri } from './emoji.js';
import { CJK_FAMILY, MONO_FAMILY } from './fonts.js';

export interface CodeSvgInput {
  layout: CodeLayout;
  background: BackgroundInfo;
  colors: ThemeColors;
  themeType: 'light' | 'dark';
}

/** Baseline offset from a row's top, so the text sits centred in its line box. */
const BASELINE_EM = 0.36;
/** Emoji are drawn a little larger than the font size, like the colour emoji fonts do. */
const EMOJI_EM = 1.12;

/*
 * A soft shadow without a blur filter (blurs cost resvg 13× the render time): stacked rounded
 * rectangles, each a little larger, lower and fainter, add up to a smooth falloff.
 */
const SHADOW_LAYERS = [
  { spread: 1, offsetY: 2, opacity: 0.1 },
  { spread: 4, offsetY: 6, opacity: 0.07 },
  { spread: 9, offsetY: 12, opacity: 0.05 },
  { spread: 16, offsetY: 20, opacity: 0.035 },
  { spread: 26, offsetY: 30, opacity: 0.025 },
  { spread: 38, offsetY: 42, opacity: 0.015 },
];

function backgroundSvg({ width, height }: CodeLayout, background: BackgroundInfo): string {
  if (background.kind === 'transparent') return '';
  if (background.kind === 'solid')
    return `<rect width="${width}" height="${height}" ${fill(background.colors[0] ?? '#000')}/>`;
  const stops = background.colors
    .map((color, index) => `<stop offset="${n(index / (background.colors.length - 1))}" stop-color="${color}"/>`)
    .join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

function windowSvg({ window: box }: CodeLayout, colors: ThemeColors, themeType: 'light' | 'dark'): string {
  const shadow = SHADOW_LAYERS.map(
    ({ spread, offsetY, opacity }) =>
      `<rect x="${n(box.x - spread)}" y="${n(box.y - spread + offsetY)}" width="${n(box.width + 2 * spread)}" height="${n(box.height + 2 * spread)}" rx="${n(WINDOW_RADIUS + spread)}" fill="#000" fill-opacity="${opacity}"/>`,
  ).join('');
  // A hairline border keeps a dark window distinct on a dark background (and light on light).
  const border = themeType === 'dark' ? 'stroke="#fff" stroke-opacity="0.1"' : 'stroke="#000" stroke-opacity="0.08"';
  const frame = `<rect x="${n(box.x + 0.5)}" y="${n(box.y + 0.5)}" width="${n(box.width - 1)}" height="${n(box.height - 1)}" rx="${WINDOW_RADIUS}" ${fill(colors.background)} ${border}/>`;
  const dots = box.titleBar
    ? DOT_COLORS.map(
        (color, index) =>
          `<circle cx="${n(box.x + DOT_FIRST_X + index * DOT_SPACING)}" cy="${n(box.y + TITLE_BAR_HEIGHT / 2 + 2)}" r="${DOT_RADIUS}" fill="${color}"/>`,
      ).join('')
    : '';
  return shadow + frame + dots;
}

function bandsSvg(layout: CodeLayout, colors: ThemeColors): string {
  const { window: box } = layout;
  return layout.rows
    .filter((row) => row.highlighted)
    .map(
      (row) =>
        `<rect x="${n(box.x)}" y="${n(row.top)}" width="${n(box.width)}" height="${n(layout.lineHeight)}" ${fill(colors.foreground, 0.1)}/>` +
        `<rect x="${n(box.x)}" y="${n(row.top)}" width="3" height="${n(layout.lineHeight)}" ${fill(colors.foreground, 0.55)}/>`,
    )
    .join('');
}

function lineNumbersSvg(layout: CodeLayout, colors: ThemeColors): string {
  if (layout.gutterRight === undefined) return '';
  const numbers = layout.rows
    .filter((row) => !row.continuation)
    .map(
      (row) =>
        `<text x="${n(layout.gutterRight as number)}" y="${n(baseline(layout, row))}" ${fill(row.highlighted ? colors.foreground : colors.lineNumber)}>${row.lineNumber}</text>`,
    )
    .join('');
  return `<g text-anchor="end">${numbers}</g>`;
}

function baseline(layout: CodeLayout, row: LayoutRow): number {
  return row.top + layout.lineHeight / 2 + layout.fontSize * BASELINE_EM;
}

function styleAttributes(cell: Cell, colors: ThemeColors): string {
  let attributes = fill(cell.style.color || colors.foreground);
  if (cell.style.bold) attributes += ' font-weight="bold"';
  if (cell.style.italic) attributes += ' font-style="italic"';
  if (cell.style.underline) attributes += ' text-decoration="underline"';
  return attributes;
}

function cellSvg(layout: CodeLayout, row: LayoutRow, cell: Cell, colors: ThemeColors): string {
  const x = layout.codeX + cell.column * layout.columnWidth;
  const cellWidth = cell.columns * layout.columnWidth;
  if (cell.kind === 'emoji') {
    const uri = emojiDataUri(cell.text);
    if (uri) {
      const size = layout.fontSize * EMOJI_EM;
      return `<image x="${n(x + (cellWidth - size) / 2)}" y="${n(row.top + (layout.lineHeight - size) / 2)}" width="${n(size)}" height="${n(size)}" href="${uri}"/>`;
    }
  }
  if (cell.kind === 'text') {
    if (!cell.text.trim()) return '';
    return `<tspan x="${n(x)}" ${styleAttributes(cell, colors)}>${escapeXml(cell.text)}</tspan>`;
  }
  // A wide character is centred in its two columns, in the CJK font (1 em wide).
  return `<tspan x="${n(x + (cellWidth - layout.fontSize) / 2)}" font-family="${CJK_FAMILY}" ${styleAttributes(cell, colors)}>${escapeXml(cell.text)}</tspan>`;
}

function codeSvg(layout: CodeLayout, colors: ThemeColors): string {
  let text = '';
  let images = '';
  for (const row of layout.rows) {
    let spans = '';
    for (const cell of row.cells) {
      const svg = cellSvg(layout, row, cell, colors);
      if (svg.startsWith('<image')) images += svg;
      else spans += svg;
    }
    if (spans) text += `<text y="${n(baseline(layout, row))}">${spans}</text>`;
  }
  return text + images;
}

/** True when the code has characters that need the CJK font. */
export function needsCjkFont(layout: CodeLayout): boolean {
  return layout.rows.some((row) => row.cells.some((cell) => cell.kind === 'wide'));
}

/**
 * The whole card as one SVG document in CSS pixels; the rasteriser scales it. `xml:space`
 * keeps every space (SVG collapses them otherwise) and each run sits at its own grid column.
 */
export function codeCardSvg({ layout, background, colors, themeType }: CodeSvgInput): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">` +
    backgroundSvg(layout, background) +
    windowSvg(layout, colors, themeType) +
    bandsSvg(layout, colors) +
    `<g font-family="${MONO_FAMILY}" font-size="${layout.fontSize}" xml:space="preserve">` +
    lineNumbersSvg(layout, colors) +
    codeSvg(layout, colors) +
    '</g></svg>'
  );
}
