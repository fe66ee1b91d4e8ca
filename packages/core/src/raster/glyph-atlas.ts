import { Resvg } from '@resvg/resvg-js';
import { emojiSvg } from '../assets/emoji.js';
import { MONO_FAMILY, MONO_FONT_FILES } from '../assets/fonts.js';
import { faceRefKey, glyphOutline } from '../assets/shaper.js';
import { boundedCache, remember } from '../bounded-cache.js';
import { OBLIQUE_DEGREES, type TextFace } from '../scene/scene.js';
import { escapeXml } from '../text/xml.js';
import { fillOutline, type OutlineMask } from './fill-outline.js';

/*
 * Glyphs are rasterised once (outlines by fill-outline.ts; the monospace face's characters and
 * emboldened outlines by resvg; hinting-free, anti-aliased), kept as 8-bit coverage masks, and
 * stamped onto the card for every occurrence: a page of code is a few thousand copies of ~90
 * distinct glyphs. Each glyph is kept at 4 sub-pixel x offsets, so
 * columns land where the layout says (within 1/8 px) without blurring.
 */

/** A glyph's coverage, placed from its origin's whole pixel and the baseline's row. */
type GlyphMask = OutlineMask;

interface EmojiTile {
  data: Uint8Array;
  size: number;
}

/** How far an oblique glyph leans: x moves by this times the height above the baseline. */
const OBLIQUE_SLANT = Math.tan((OBLIQUE_DEGREES * Math.PI) / 180);

/** Sub-pixel positions per pixel. */
export const SUBPIXEL_STEPS = 4;
/** Distinct glyph masks kept per worker: a few hundred bytes each at text sizes. */
const MAX_GLYPHS = 20_000;
/**
 * And at most this many bytes of them: a mask's size grows with the square of the font size,
 * so 20,000 of them at 40 px and scale 3 would hold ~240 MB; this keeps every glyph of a page
 * of code or a CJK article at any size and bounds the worst case.
 */
export const MAX_GLYPH_BYTES = 32 * 1024 * 1024;
const MAX_EMOJI = 512;
/** Emoji tiles are RGBA squares: 512 of them at 160 px would be 52 MB. */
const MAX_EMOJI_BYTES = 16 * 1024 * 1024;
/** What an entry costs beside its pixels: the key, the object, the typed array's header. */
const ENTRY_OVERHEAD_BYTES = 200;

// `false`: the glyph or emoji has no picture (a space, an emoji Twemoji lacks).
const glyphs = boundedCache<string, GlyphMask | false>(MAX_GLYPHS, {
  maxBytes: MAX_GLYPH_BYTES,
  sizeOf: (mask) => ENTRY_OVERHEAD_BYTES + (mask ? mask.data.byteLength : 0),
});
const emoji = boundedCache<string, EmojiTile | false>(MAX_EMOJI, {
  maxBytes: MAX_EMOJI_BYTES,
  sizeOf: (tile) => ENTRY_OVERHEAD_BYTES + (tile ? tile.data.byteLength : 0),
});

/** Bytes the glyph masks hold now (for tests of the bound). */
export function glyphCacheBytes(): number {
  return glyphs.heldBytes;
}

/** A face's name in the caches: the font (fallback, custom or mono) and its style. */
export function faceKey(face: TextFace): string {
  const font = face.outline
    ? `${faceRefKey(face.outline.face)}${face.outline.embolden ? '+' : ''}${face.outline.oblique ? '/' : ''}`
    : (face.custom?.family ?? 'm');
  return `${font}${face.bold ? 'b' : ''}${face.italic ? 'i' : ''}`;
}

/** A glyph's name in a face: its characters (monospace face) or `#` and its id (fallback faces). */
export function glyphName(glyph: { text: string; id?: number }): string {
  return glyph.id === undefined ? glyph.text : `#${glyph.id}`;
}

function glyphKey(character: string, style: TextFace, sizePx: number, phase: number): string {
  return `${faceKey(style)}|${sizePx}|${phase}|${character}`;
}

/** Crops a cell's alpha channel to the box that has ink in it. */
function cropMask(pixels: Buffer, stride: number, cellX: number, cellWidth: number, height: number) {
  let minX = cellWidth;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < cellWidth; x++) {
      if ((pixels[(y * stride + cellX + x) * 4 + 3] as number) > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return undefined;
  const width = maxX - minX + 1;
  const maskHeight = maxY - minY + 1;
  const data = new Uint8Array(width * maskHeight);
  for (let y = 0; y < maskHeight; y++) {
    for (let x = 0; x < width; x++) {
      data[y * width + x] = pixels[((minY + y) * stride + cellX + minX + x) * 4 + 3] as number;
    }
  }
  return { data, width, height: maskHeight, minX, minY };
}

/**
 * Makes sure every (character, phase) pair is in the cache, rendering the missing ones of one
 * style and size together in a single resvg call.
 */
export function prepareGlyphs(requests: Iterable<[string, number]>, style: TextFace, sizePx: number): void {
  const missing: [string, number][] = [];
  const seen = new Set<string>();
  for (const [character, phase] of requests) {
    const key = glyphKey(character, style, sizePx, phase);
    if (glyphs.has(key) || seen.has(key)) continue;
    seen.add(key);
    missing.push([character, phase]);
  }
  if (missing.length === 0) return;
  if (style.outline && !style.outline.embolden) {
    fillOutlines(missing, style.outline, style, sizePx);
    return;
  }
  const rendered = style.outline ? renderOutlines(missing, style, sizePx) : renderCharacters(missing, style, sizePx);
  missing.forEach(([character, phase], index) => {
    const cell = rendered.cells[index] as StripCell;
    const crop = cropMask(rendered.pixels, rendered.width, cell.x, cell.width, rendered.height);
    const mask = crop && {
      data: crop.data,
      width: crop.width,
      height: crop.height,
      left: crop.minX - cell.origin,
      top: crop.minY - rendered.baseline,
    };
    remember(glyphs, glyphKey(character, style, sizePx, phase), mask ?? false);
  });
}

/**
 * Glyphs by id from their outlines, filled here: as resvg drew them, without a resvg call per
 * batch (most of the glyph time when a new title brings new letters). Emboldened glyphs, whose
 * outline is stroked, still go through resvg.
 */
function fillOutlines(
  missing: readonly [string, number][],
  outline: NonNullable<TextFace['outline']>,
  style: TextFace,
  sizePx: number,
): void {
  const slant = outline.oblique ? OBLIQUE_SLANT : 0;
  for (const [name, phase] of missing) {
    const { path, upem } = glyphOutline(outline.face, Number(name.slice(1)));
    const mask = fillOutline(path, { scale: sizePx / upem, slant, originX: phase / SUBPIXEL_STEPS });
    remember(glyphs, glyphKey(name, style, sizePx, phase), mask ?? false);
  }
}

/** Where a glyph sits in a strip: its cell, and its origin's whole pixel from the cell's left edge. */
interface StripCell {
  x: number;
  width: number;
  origin: number;
}

/** A strip of glyphs, one per cell, each drawn at its origin + its phase. */
interface GlyphStrip {
  pixels: Buffer;
  width: number;
  height: number;
  cells: StripCell[];
  baseline: number;
}

/**
 * Room for each monospace glyph, whose outline resvg finds from the characters: 1.2 em wide
 * plus half an em each side, 1.6 em high with the baseline 1.15 em down.
 */
function monoStripGeometry(count: number, sizePx: number) {
  const margin = Math.ceil(sizePx * 0.5);
  const cellWidth = Math.ceil(sizePx * 1.2) + 2 * margin;
  const height = Math.ceil(sizePx * 1.6) + 2;
  return { margin, cellWidth, width: count * cellWidth, height, baseline: Math.ceil(sizePx * 1.15) };
}

/** Monospace glyphs by character, laid out and drawn by resvg from the font files. */
function renderCharacters(missing: readonly [string, number][], style: TextFace, sizePx: number): GlyphStrip {
  const { margin, cellWidth, width, height, baseline } = monoStripGeometry(missing.length, sizePx);
  const family = style.custom?.family ?? MONO_FAMILY;
  const fontFiles = style.custom ? [style.custom.file] : MONO_FONT_FILES;
  const weight = style.bold ? ' font-weight="bold"' : '';
  const slant = style.italic ? ' font-style="italic"' : '';
  const texts = missing
    .map(
      ([character, phase], index) =>
        `<text x="${index * cellWidth + margin + phase / SUBPIXEL_STEPS}" y="${baseline}">${escapeXml(character)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="${family}" font-size="${sizePx}"${weight}${slant} fill="#fff" xml:space="preserve">${texts}</g></svg>`;
  const rendered = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: family },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  }).render();
  const cells = missing.map((_, index) => ({ x: index * cellWidth, width: cellWidth, origin: margin }));
  return { pixels: rendered.pixels, width, height, cells, baseline };
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

/**
 * Glyphs by id, from their outlines (from the shaper) drawn by resvg as paths: each in a cell as
 * wide as its own outline reaches (marks and conjuncts reach far left or right of their origin).
 */
function renderOutlines(missing: readonly [string, number][], style: TextFace, sizePx: number): GlyphStrip {
  const { face, embolden, oblique } = style.outline as NonNullable<TextFace['outline']>;
  // Bold from a regular face: the outline stroked by 4% of an em, as browsers synthesise it.
  const margin = 2 + Math.ceil(embolden ? 0.02 * sizePx : 0);
  const slant = oblique ? OBLIQUE_SLANT : 0;
  const glyphs = missing.map(([name, phase]) => {
    const { path, upem } = glyphOutline(face, Number(name.slice(1)));
    const scale = sizePx / upem;
    const bounds = pathBounds(path);
    // Slanted, the top leans right and the descenders left.
    const slanted = { ...bounds, minX: bounds.minX + slant * bounds.minY, maxX: bounds.maxX + slant * bounds.maxY };
    return { path, scale, phase, bounds: slanted };
  });
  const top = Math.max(...glyphs.map(({ bounds, scale }) => bounds.maxY * scale));
  const bottom = Math.max(...glyphs.map(({ bounds, scale }) => -bounds.minY * scale));
  const baseline = Math.ceil(top) + margin;
  const height = baseline + Math.ceil(bottom) + margin;
  let x = 0;
  const cells: StripCell[] = [];
  const paths = glyphs.map(({ path, scale, phase, bounds }) => {
    const origin = Math.ceil(-bounds.minX * scale) + margin;
    const width = origin + Math.ceil(bounds.maxX * scale) + margin + 1;
    cells.push({ x, width, origin });
    const at = x + origin + phase / SUBPIXEL_STEPS;
    x += width;
    // A stroke is measured in the path's own (font) units: 4% of an em is 0.04 × upem there.
    const strokeWidth = embolden ? ` stroke-width="${((0.04 * sizePx) / scale).toFixed(1)}"` : '';
    const placement = `matrix(${scale} 0 ${slant * scale} ${-scale} ${at} ${baseline})`;
    return `<path transform="${placement}"${strokeWidth} d="${path}"/>`;
  });
  const stroke = embolden ? ' stroke="#fff" stroke-linejoin="round"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${x}" height="${height}"><g fill="#fff"${stroke}>${paths.join('')}</g></svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, logLevel: 'off' }).render();
  return { pixels: rendered.pixels, width: x, height, cells, baseline };
}

/** A glyph prepared by `prepareGlyphs`; undefined for blank glyphs (spaces). */
export function getGlyph(character: string, style: TextFace, sizePx: number, phase: number): GlyphMask | undefined {
  return glyphs.get(glyphKey(character, style, sizePx, phase)) || undefined;
}

/** A colour emoji as a premultiplied RGBA square of `size` pixels, or undefined if Twemoji lacks it. */
export function getEmojiTile(character: string, size: number): EmojiTile | undefined {
  const key = `${size}|${character}`;
  const cached = emoji.get(key);
  if (cached !== undefined) return cached || undefined;
  const svg = emojiSvg(character);
  let tile: EmojiTile | false = false;
  if (svg) {
    const rendered = new Resvg(svg, {
      fitTo: { mode: 'width', value: size },
      font: { loadSystemFonts: false },
      logLevel: 'off',
    }).render();
    tile = { data: new Uint8Array(rendered.pixels), size: rendered.width };
  }
  remember(emoji, key, tile);
  return tile || undefined;
}
