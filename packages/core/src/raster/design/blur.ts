import type { Rgba } from '../../scene/color.js';
import { over } from '../blend.js';
import type { Canvas } from '../canvas.js';
import { packPremultiplied } from '../color.js';

/*
 * Gaussian blur as three box blurs each way, within a few percent of the real one (the
 * standard approximation), on the part of a layer its items reach. A layer of one colour (a
 * text shadow) blurs only its alpha, a quarter of the work, and is then laid down in that
 * colour.
 */

/** Whole device pixels of a layer: [x0, x1) × [y0, y1). */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Half the width of the box whose three passes spread like a Gaussian of `sigma`. */
const boxRadius = (sigma: number) => Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2));

/** Blur is invisible below this standard deviation (in device pixels). */
const VISIBLE_SIGMA = 0.3;

/** One box pass along each row of `source` (rows of `width`) into `target`: transparent beyond the ends. */
function boxRows(source: Float32Array, target: Float32Array, width: number, height: number, radius: number): void {
  const scale = 1 / (2 * radius + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let i = 0; i <= radius && i < width; i++) sum += source[row + i] as number;
    for (let i = 0; i < width; i++) {
      target[row + i] = sum * scale;
      if (i + radius + 1 < width) sum += source[row + i + radius + 1] as number;
      if (i >= radius) sum -= source[row + i - radius] as number;
    }
  }
}

/** Rows become columns: `source` (height rows of width) into `target` (width rows of height). */
function transpose(source: Float32Array, target: Float32Array, width: number, height: number): void {
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) target[x * height + y] = source[row + x] as number;
  }
}

/** Blurs one plane of values (rows of `width`) in place: three passes across, then three down. */
function blurPlane(values: Float32Array, width: number, height: number, sigma: number): void {
  const radius = boxRadius(sigma);
  const spare = new Float32Array(values.length);
  boxRows(values, spare, width, height, radius);
  boxRows(spare, values, width, height, radius);
  boxRows(values, spare, width, height, radius);
  // Columns as rows, so the passes down read memory in order too.
  transpose(spare, values, width, height);
  boxRows(values, spare, height, width, radius);
  boxRows(spare, values, height, width, radius);
  boxRows(values, spare, height, width, radius);
  transpose(spare, values, height, width);
}

/**
 * The part of the rect with ink in it, grown by `margin` (how far the blur spreads it), within
 * the rect: the items' bounds are generous (a glyph's reach is guessed), blurring is not cheap.
 */
function inkedRect(layer: Canvas, rect: PixelRect, margin: number): PixelRect {
  let x0 = rect.x1;
  let x1 = rect.x0;
  let y0 = rect.y1;
  let y1 = rect.y0;
  const { words, width } = layer;
  for (let y = rect.y0; y < rect.y1; y++) {
    const row = y * width;
    let first = rect.x0;
    while (first < rect.x1 && words[row + first] === 0) first++;
    if (first === rect.x1) continue;
    let last = rect.x1 - 1;
    while (words[row + last] === 0) last--;
    x0 = Math.min(x0, first);
    x1 = Math.max(x1, last + 1);
    y0 = Math.min(y0, y);
    y1 = y + 1;
  }
  if (x1 <= x0) return { x0: rect.x0, y0: rect.y0, x1: rect.x0, y1: rect.y0 };
  const reach = Math.ceil(margin);
  return {
    x0: Math.max(rect.x0, x0 - reach),
    y0: Math.max(rect.y0, y0 - reach),
    x1: Math.min(rect.x1, x1 + reach),
    y1: Math.min(rect.y1, y1 + reach),
  };
}

/** How far three box passes spread ink: three radii. */
const spreadOf = (sigma: number) => 3 * boxRadius(sigma) + 1;

/** Blurs the layer's rect in place, every channel (premultiplied, so colours do not bleed dark). */
export function blurLayer(layer: Canvas, whole: PixelRect, sigma: number): void {
  if (sigma < VISIBLE_SIGMA) return;
  const rect = inkedRect(layer, whole, spreadOf(sigma));
  const width = rect.x1 - rect.x0;
  const height = rect.y1 - rect.y0;
  const plane = new Float32Array(width * height);
  const { pixels } = layer;
  for (let channel = 0; channel < 4; channel++) {
    for (let y = 0; y < height; y++) {
      const start = ((rect.y0 + y) * layer.width + rect.x0) * 4 + channel;
      for (let x = 0; x < width; x++) plane[y * width + x] = pixels[start + x * 4] as number;
    }
    blurPlane(plane, width, height, sigma);
    for (let y = 0; y < height; y++) {
      const start = ((rect.y0 + y) * layer.width + rect.x0) * 4 + channel;
      for (let x = 0; x < width; x++) pixels[start + x * 4] = (plane[y * width + x] as number) + 0.5;
    }
  }
}

/**
 * Lays the layer's rect over the canvas blurred, when everything in it is one colour `tint`:
 * its alpha blurred, then each pixel that colour at that alpha, faded by `opacity`.
 */
export function compositeBlurredTint(
  canvas: Canvas,
  layer: Canvas,
  whole: PixelRect,
  sigma: number,
  tint: Rgba,
  opacity: number,
): void {
  const rect = inkedRect(layer, whole, sigma >= VISIBLE_SIGMA ? spreadOf(sigma) : 0);
  const width = rect.x1 - rect.x0;
  const height = rect.y1 - rect.y0;
  const alphas = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const start = (rect.y0 + y) * layer.width + rect.x0;
    for (let x = 0; x < width; x++) alphas[y * width + x] = ((layer.words[start + x] as number) >>> 24) & 0xff;
  }
  if (sigma >= VISIBLE_SIGMA) blurPlane(alphas, width, height, sigma);
  // The tint at each alpha, premultiplied: one look-up a pixel.
  const shades = new Int32Array(256);
  for (let alpha = 0; alpha < 256; alpha++) shades[alpha] = packPremultiplied([tint[0], tint[1], tint[2], alpha]);
  const amount = Math.round(opacity * 256);
  const { words } = canvas;
  for (let y = 0; y < height; y++) {
    const start = (rect.y0 + y) * canvas.width + rect.x0;
    for (let x = 0; x < width; x++) {
      const alpha = ((alphas[y * width + x] as number) + 0.5) | 0;
      if (alpha === 0) continue;
      words[start + x] = over(words[start + x] as number, shades[Math.min(alpha, 255)] as number, amount);
    }
  }
}
