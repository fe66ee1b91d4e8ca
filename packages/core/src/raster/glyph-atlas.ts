import { Resvg } from '@resvg/resvg-js';
import { emojiSvg } from '../assets/emoji.js';
import { faceRefKey, glyphOutline } from '../assets/shaper.js';
import { boundedCache, remember } from '../bounded-cache.js';
import type { TextFace } from '../scene/scene.js';
import { fillOutline, type OutlineMask } from './fill-outline.js';
import { drawGlyphsWithResvg, OBLIQUE_SLANT, SUBPIXEL_STEPS } from './glyph-strip.js';

/*
 * Glyphs are rasterised once (outlines by fill-outline.ts; the monospace face's characters and
 * emboldened outlines by resvg in glyph-strip.ts; hinting-free, anti-aliased), kept as 8-bit coverage masks, and
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
  const masks = drawGlyphsWithResvg(missing, style, sizePx);
  missing.forEach(([character, phase], index) => {
    remember(glyphs, glyphKey(character, style, sizePx, phase), masks[index] ?? false);
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
