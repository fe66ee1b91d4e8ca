import { Resvg } from '@resvg/resvg-js';
import { MONO_FAMILY, MONO_FONT_FILES } from '../assets/fonts.js';
import { faceUnitsPerEm, glyphOutline } from '../assets/shaper.js';
import { OBLIQUE_DEGREES, type TextFace } from '../scene/scene.js';
import { escapeXml } from '../text/xml.js';
import type { OutlineMask } from './fill-outline.js';

/*
 * Glyphs that resvg draws (the monospace face's characters, emboldened outlines), many to a
 * call, each in its own cell, then cut out as coverage masks.
 *
 * resvg works in 32-bit floats: a point's coordinate is rounded to the float step where it
 * lands, and that step doubles with every power of two. The same glyph drawn further along a
 * strip could come out a shade different, so its mask depended on what else was missing in the
 * same render, and a batch's images on the order of its files. Every cell sits inside one
 * power-of-two span on both axes, [4096, 8192), where every point rounds the same way wherever
 * the cell is: a mask depends only on its glyph, size and phase. The viewBox moves that span to
 * the pixmap's corner, so the pixmap is no larger than the cells.
 */

/** Where cells go in user space, and how far they may reach from there on each axis. */
const SPAN_START = 4096;
const SPAN = 4096;

/** Sub-pixel positions per pixel. */
export const SUBPIXEL_STEPS = 4;

/** How far an oblique glyph leans: x moves by this times the height above the baseline. */
export const OBLIQUE_SLANT = Math.tan((OBLIQUE_DEGREES * Math.PI) / 180);

/** A glyph to draw: its name in the face (characters, or `#` and an id) and its phase. */
type GlyphRequest = readonly [string, number];

/** A glyph's cell from the span's corner, and its origin's whole pixel from the cell's left edge. */
interface StripCell {
  x: number;
  y: number;
  width: number;
  origin: number;
}

/** Cells for one resvg call, each cell's glyph drawn at its origin + its phase. */
interface StripLayout {
  cells: StripCell[];
  rowHeight: number;
  baseline: number;
}

/**
 * The masks of the requested glyphs, in order (undefined where a glyph has no ink: a space), as
 * resvg draws them: from the characters in the monospace or a custom face, or from the outline
 * for an emboldened fallback face.
 */
export function drawGlyphsWithResvg(requests: readonly GlyphRequest[], style: TextFace, sizePx: number) {
  const masks: (OutlineMask | undefined)[] = [];
  const geometry = style.outline ? outlineGeometry(requests, style, sizePx) : characterGeometry(requests, sizePx);
  while (masks.length < requests.length) {
    const layout = placeCells(geometry, masks.length);
    const batch = requests.slice(masks.length, masks.length + layout.cells.length);
    const svg = style.outline
      ? outlineSvg(batch, layout, geometry, masks.length)
      : characterSvg(batch, layout, style, sizePx);
    const rendered = renderSpan(svg, layout, style);
    for (const cell of layout.cells) masks.push(cropMask(rendered.pixels, rendered.width, cell, layout));
  }
  return masks;
}

/** Each glyph's cell width and origin, and the row height and baseline they share. */
interface CellGeometry {
  widths: number[];
  origins: number[];
  rowHeight: number;
  baseline: number;
  /** For outlines: each glyph's path and scale, and the face's stroke and slant. */
  outlines?: OutlineGeometry;
}

interface OutlineGeometry {
  glyphs: { path: string; scale: number }[];
  /** In the path's own (font) units: the same for every glyph of a face. */
  strokeWidth: number;
  slant: number;
}

/** Fills rows of cells from `first` on, until the span is full or every glyph has a cell. */
function placeCells(geometry: CellGeometry, first: number): StripLayout {
  const cells: StripCell[] = [];
  let x = 0;
  let y = 0;
  for (let index = first; index < geometry.widths.length; index++) {
    const width = geometry.widths[index] as number;
    if (x > 0 && x + width > SPAN) {
      x = 0;
      y += geometry.rowHeight;
    }
    // A glyph too large for the span still gets a call of its own.
    if (cells.length > 0 && y + geometry.rowHeight > SPAN) break;
    cells.push({ x, y, width, origin: geometry.origins[index] as number });
    x += width;
  }
  return { cells, rowHeight: geometry.rowHeight, baseline: geometry.baseline };
}

/**
 * Room for each monospace glyph, whose outline resvg finds from the characters: 1.2 em wide
 * plus half an em each side, 1.6 em high with the baseline 1.15 em down.
 */
function characterGeometry(requests: readonly GlyphRequest[], sizePx: number): CellGeometry {
  const margin = Math.ceil(sizePx * 0.5);
  const cellWidth = Math.ceil(sizePx * 1.2) + 2 * margin;
  return {
    widths: requests.map(() => cellWidth),
    origins: requests.map(() => margin),
    rowHeight: Math.ceil(sizePx * 1.6) + 2,
    baseline: Math.ceil(sizePx * 1.15),
  };
}

/** Where a glyph's origin lands in user space: its cell's corner in the span, plus origin and phase. */
function originIn(cell: StripCell, layout: StripLayout, phase: number) {
  return {
    x: SPAN_START + cell.x + cell.origin + phase / SUBPIXEL_STEPS,
    y: SPAN_START + cell.y + layout.baseline,
  };
}

function characterSvg(batch: readonly GlyphRequest[], layout: StripLayout, style: TextFace, sizePx: number) {
  const family = style.custom?.family ?? MONO_FAMILY;
  const weight = style.bold ? ' font-weight="bold"' : '';
  const slant = style.italic ? ' font-style="italic"' : '';
  const texts = batch
    .map(([character, phase], index) => {
      const at = originIn(layout.cells[index] as StripCell, layout, phase);
      return `<text x="${at.x}" y="${at.y}">${escapeXml(character)}</text>`;
    })
    .join('');
  return `<g font-family="${family}" font-size="${sizePx}"${weight}${slant} fill="#fff" xml:space="preserve">${texts}</g>`;
}

/**
 * Glyphs by id, from their outlines (from the shaper): each in a cell as wide as its own outline
 * reaches (marks and conjuncts reach far left or right of their origin), all rows as high as
 * the tallest reaches up and the deepest down.
 */
function outlineGeometry(requests: readonly GlyphRequest[], style: TextFace, sizePx: number): CellGeometry {
  const { face, embolden, oblique } = style.outline as NonNullable<TextFace['outline']>;
  // Bold from a regular face: the outline stroked by 4% of an em, as browsers synthesise it.
  const margin = 2 + Math.ceil(embolden ? 0.02 * sizePx : 0);
  const slant = oblique ? OBLIQUE_SLANT : 0;
  // A stroke is measured in the paths' own (font) units: 4% of an em is 0.04 × upem there.
  const strokeWidth = embolden ? 0.04 * faceUnitsPerEm(face) : 0;
  const glyphs = requests.map(([name]) => {
    const { path, upem } = glyphOutline(face, Number(name.slice(1)));
    const scale = sizePx / upem;
    const bounds = pathBounds(path);
    // Slanted, the top leans right and the descenders left.
    const minX = bounds.minX + slant * bounds.minY;
    const maxX = bounds.maxX + slant * bounds.maxY;
    return { path, scale, minX, maxX, top: bounds.maxY * scale, bottom: -bounds.minY * scale };
  });
  const baseline = Math.ceil(Math.max(...glyphs.map((glyph) => glyph.top))) + margin;
  const origins = glyphs.map((glyph) => Math.ceil(-glyph.minX * glyph.scale) + margin);
  return {
    widths: glyphs.map((glyph, index) => (origins[index] as number) + Math.ceil(glyph.maxX * glyph.scale) + margin + 1),
    origins,
    rowHeight: baseline + Math.ceil(Math.max(...glyphs.map((glyph) => glyph.bottom))) + margin,
    baseline,
    outlines: { glyphs, strokeWidth, slant },
  };
}

function outlineSvg(batch: readonly GlyphRequest[], layout: StripLayout, geometry: CellGeometry, first: number) {
  const { glyphs, strokeWidth, slant } = geometry.outlines as OutlineGeometry;
  const paths = batch.map(([, phase], index) => {
    const { path, scale } = glyphs[first + index] as OutlineGeometry['glyphs'][number];
    const at = originIn(layout.cells[index] as StripCell, layout, phase);
    return `<path transform="matrix(${scale} 0 ${slant * scale} ${-scale} ${at.x} ${at.y})" d="${path}"/>`;
  });
  const stroke =
    strokeWidth > 0 ? ` stroke="#fff" stroke-width="${strokeWidth.toFixed(1)}" stroke-linejoin="round"` : '';
  return `<g fill="#fff"${stroke}>${paths.join('')}</g>`;
}

/** The box holding every point of an SVG path (its control points included): x and y ranges. */
function pathBounds(path: string): { minX: number; maxX: number; minY: number; maxY: number } {
  const numbers = path.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? [];
  const bounds = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    const x = Number(numbers[index]);
    const y = Number(numbers[index + 1]);
    bounds.minX = Math.min(bounds.minX, x);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxY = Math.max(bounds.maxY, y);
  }
  return bounds;
}

/** Draws the cells' content, the span's corner at the pixmap's top left. */
function renderSpan(content: string, layout: StripLayout, style: TextFace) {
  const width = Math.max(...layout.cells.map((cell) => cell.x + cell.width));
  const height = Math.max(...layout.cells.map((cell) => cell.y)) + layout.rowHeight;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${SPAN_START} ${SPAN_START} ${width} ${height}">${content}</svg>`;
  const family = style.custom?.family ?? MONO_FAMILY;
  const font = style.outline
    ? { loadSystemFonts: false }
    : {
        loadSystemFonts: false,
        fontFiles: style.custom ? [style.custom.file] : MONO_FONT_FILES,
        defaultFontFamily: family,
      };
  const rendered = new Resvg(svg, { font, shapeRendering: 2, textRendering: 1, logLevel: 'off' }).render();
  return { pixels: rendered.pixels, width };
}

/** A cell's alpha channel, cropped to the box with ink in it, placed from its origin and baseline. */
function cropMask(pixels: Buffer, stride: number, cell: StripCell, layout: StripLayout): OutlineMask | undefined {
  let minX = cell.width;
  let minY = layout.rowHeight;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < layout.rowHeight; y++) {
    const row = (cell.y + y) * stride + cell.x;
    for (let x = 0; x < cell.width; x++) {
      if ((pixels[(row + x) * 4 + 3] as number) > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return undefined;
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = (cell.y + minY + y) * stride + cell.x + minX;
    for (let x = 0; x < width; x++) data[y * width + x] = pixels[(row + x) * 4 + 3] as number;
  }
  return { data, width, height, left: minX - cell.origin, top: minY - layout.baseline };
}
