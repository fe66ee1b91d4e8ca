import type { Rgba } from '../../scene/color.js';
import type { Box, CornerRadii, GroupItem, Matrix, SceneItem } from '../../scene/scene.js';
import { mixWords, over, scaleWord } from '../blend.js';
import { Canvas } from '../canvas.js';
import { blurLayer, compositeBlurredTint, type PixelRect } from './blur.js';
import { drawClippedInPlace } from './clip-in-place.js';
import { foldedOpacity } from './fold-opacity.js';
import { itemsBounds } from './item-bounds.js';
import { RoundedBox } from './rounded-box.js';

/*
 * Groups of a design drawn through a layer: the items go into a transparent canvas, which is
 * then blurred, clipped, faded and (through its transform, sampled bilinearly) laid over the
 * image, in the order SVG applies them. Only the part the items reach is touched.
 */

type DrawItems = (canvas: Canvas, items: readonly SceneItem[]) => void;

/** Whole device pixels of `box` (CSS pixels), within the canvas. */
function pixelRect(box: Box, scale: number, canvas: Canvas): PixelRect {
  const x0 = Math.max(0, Math.floor(box.x * scale));
  const y0 = Math.max(0, Math.floor(box.y * scale));
  const x1 = Math.min(canvas.width, Math.ceil((box.x + box.width) * scale));
  const y1 = Math.min(canvas.height, Math.ceil((box.y + box.height) * scale));
  return { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}

function invert(m: Matrix): Matrix | undefined {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-12) return undefined;
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

/** The layer's word at (px, py): transparent beyond the rect (only it was cleared and drawn). */
function wordAt(layer: Canvas, rect: PixelRect, px: number, py: number): number {
  return px < rect.x0 || py < rect.y0 || px >= rect.x1 || py >= rect.y1
    ? 0
    : (layer.words[py * layer.width + px] as number);
}

/**
 * The layer's pixel at (left + across/256, top + down/256) in pixel-centre coordinates,
 * interpolated between its four neighbours (premultiplied). Whole numbers in, so a call that
 * is not inlined passes no boxed doubles.
 */
function sample(layer: Canvas, rect: PixelRect, left: number, top: number, across: number, down: number): number {
  const upper = mixWords(wordAt(layer, rect, left, top), wordAt(layer, rect, left + 1, top), across);
  const lower = mixWords(wordAt(layer, rect, left, top + 1), wordAt(layer, rect, left + 1, top + 1), across);
  return mixWords(upper, lower, down);
}

/** Lays the layer over the canvas: faded by `opacity`, through `matrix` (device pixels) when given. */
function composite(canvas: Canvas, layer: Canvas, rect: PixelRect, opacity: number, matrix: Matrix | undefined): void {
  const amount = Math.round(opacity * 256);
  const { words, width } = canvas;
  if (!matrix) {
    for (let y = rect.y0; y < rect.y1; y++) {
      const rowStart = y * width;
      for (let x = rect.x0; x < rect.x1; x++) {
        const source = layer.words[rowStart + x] as number;
        if (source === 0) continue;
        words[rowStart + x] = over(words[rowStart + x] as number, source, amount);
      }
    }
    return;
  }
  const inverse = invert(matrix);
  if (!inverse) return;
  // The destination pixels the transformed rect reaches.
  const corners = [
    [rect.x0, rect.y0],
    [rect.x1, rect.y0],
    [rect.x0, rect.y1],
    [rect.x1, rect.y1],
  ].map(([x, y]) => [
    matrix[0] * (x as number) + matrix[2] * (y as number) + matrix[4],
    matrix[1] * (x as number) + matrix[3] * (y as number) + matrix[5],
  ]);
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((corner) => corner[0] as number))) - 1);
  const x1 = Math.min(canvas.width, Math.ceil(Math.max(...corners.map((corner) => corner[0] as number))) + 1);
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((corner) => corner[1] as number))) - 1);
  const y1 = Math.min(canvas.height, Math.ceil(Math.max(...corners.map((corner) => corner[1] as number))) + 1);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const sx = inverse[0] * px + inverse[2] * py + inverse[4];
      const sy = inverse[1] * px + inverse[3] * py + inverse[5];
      if (sx < rect.x0 - 1 || sy < rect.y0 - 1 || sx > rect.x1 + 1 || sy > rect.y1 + 1) continue;
      const left = Math.floor(sx - 0.5);
      const top = Math.floor(sy - 0.5);
      const across = Math.round((sx - 0.5 - left) * 256);
      const down = Math.round((sy - 0.5 - top) * 256);
      const source = sample(layer, rect, left, top, across, down);
      if (source === 0) continue;
      words[y * width + x] = over(words[y * width + x] as number, source, amount);
    }
  }
}

/** Keeps only what lies inside the clip, anti-aliased at its edge. */
function clipLayer(layer: Canvas, rect: PixelRect, clip: RoundedBox): void {
  const { words, width } = layer;
  for (let y = rect.y0; y < rect.y1; y++) {
    const { fullFrom, fullTo } = clip.span(y, width);
    for (let x = rect.x0; x < rect.x1; x++) {
      if (x >= fullFrom && x < fullTo) continue;
      const index = y * width + x;
      if (words[index] === 0) continue;
      words[index] = scaleWord(words[index] as number, Math.round(clip.coverage(x, y) * 256));
    }
  }
}

/** The one colour every item is drawn in (a text shadow's), or undefined. */
function uniformColor(items: readonly SceneItem[]): Rgba | undefined {
  let color: Rgba | undefined;
  for (const item of items) {
    let own: Rgba | undefined;
    if (item.kind === 'selectable') continue;
    if (item.kind === 'text' && !item.paint) own = item.color;
    else if (item.kind === 'box' && item.paints.length === 1 && item.paints[0]?.kind === 'color')
      own = item.paints[0].color;
    if (!own || (color && own.some((channel, index) => channel !== color?.[index]))) return undefined;
    color = own;
  }
  return color;
}

/** The clip in device pixels. */
function clipShape(clip: NonNullable<GroupItem['clip']>, scale: number): RoundedBox {
  return new RoundedBox(
    { x: clip.box.x * scale, y: clip.box.y * scale, width: clip.box.width * scale, height: clip.box.height * scale },
    clip.radii?.map((corner) => ({ x: corner.x * scale, y: corner.y * scale })) as CornerRadii | undefined,
  );
}

const toDevice = (m: Matrix, scale: number): Matrix => [m[0], m[1], m[2], m[3], m[4] * scale, m[5] * scale];

/** Draws a group: its items into a layer, then blur, clip, opacity and transform. */
export function drawGroup(canvas: Canvas, item: GroupItem, scale: number, drawItems: DrawItems): void {
  if (!item.transform && !item.clip && !item.blur && item.opacity === undefined) {
    drawItems(canvas, item.items);
    return;
  }
  const folded = foldedOpacity(item);
  if (folded) {
    drawItems(canvas, [folded]);
    return;
  }
  if (item.clip && !item.transform && !item.blur && item.opacity === undefined) {
    const reach = itemsBounds(item.items);
    if (reach) {
      const { clip, items } = item;
      const pixels = pixelRect(reach, scale, canvas);
      drawClippedInPlace(canvas, clipShape(clip, scale), pixels, () => drawItems(canvas, items));
    }
    return;
  }
  let bounds = itemsBounds(item.items);
  if (!bounds) return;
  if (item.blur) {
    const reach = item.blur * 3;
    bounds = {
      x: bounds.x - reach,
      y: bounds.y - reach,
      width: bounds.width + 2 * reach,
      height: bounds.height + 2 * reach,
    };
  }
  if (item.clip) {
    const { box } = item.clip;
    const x = Math.max(bounds.x, box.x);
    const y = Math.max(bounds.y, box.y);
    bounds = {
      x,
      y,
      width: Math.min(bounds.x + bounds.width, box.x + box.width) - x,
      height: Math.min(bounds.y + bounds.height, box.y + box.height) - y,
    };
  }
  if (bounds.width <= 0 || bounds.height <= 0) return;
  const tint = item.blur && !item.clip && !item.transform ? uniformColor(item.items) : undefined;
  withLayer(canvas, bounds, scale, drawItems, item.items, (layer, rect) => {
    if (tint) {
      compositeBlurredTint(canvas, layer, rect, (item.blur ?? 0) * scale, tint, item.opacity ?? 1);
      return;
    }
    if (item.blur) blurLayer(layer, rect, item.blur * scale);
    if (item.clip) clipLayer(layer, rect, clipShape(item.clip, scale));
    composite(canvas, layer, rect, item.opacity ?? 1, item.transform && toDevice(item.transform, scale));
  });
}

/*
 * Layers' pixel memory, kept between groups and renders: a design with a few translucent or
 * rotated boxes would otherwise allocate (and the GC reclaim) a whole image's worth per group.
 * Layers nest, so a few are kept, of at most an OG card's 2× size each.
 */
const LAYER_POOL: Buffer[] = [];
const MAX_LAYERS_KEPT = 3;
const MAX_LAYER_BYTES = 2400 * 1260 * 4;

function takeLayerPixels(bytes: number): Buffer {
  const index = LAYER_POOL.findIndex((buffer) => buffer.length >= bytes);
  if (index < 0) return Buffer.allocUnsafe(bytes);
  return (LAYER_POOL.splice(index, 1)[0] as Buffer).subarray(0, bytes);
}

function giveLayerPixels(pixels: Buffer): void {
  const whole = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.buffer.byteLength - pixels.byteOffset);
  if (whole.length > MAX_LAYER_BYTES || LAYER_POOL.length >= MAX_LAYERS_KEPT) return;
  LAYER_POOL.push(whole);
}

/** A transparent layer the size of the canvas, its `bounds` drawn and then used, then given back. */
function withLayer(
  canvas: Canvas,
  bounds: Box,
  scale: number,
  drawItems: DrawItems,
  items: readonly SceneItem[],
  use: (layer: Canvas, rect: PixelRect) => void,
): void {
  const rect = pixelRect(bounds, scale, canvas);
  const layer = new Canvas(canvas.width, canvas.height, true, takeLayerPixels(canvas.width * canvas.height * 4));
  // Only the rect is ever read back: only it needs clearing (recycled memory elsewhere is left).
  layer.clearRect(rect.x0, rect.y0, rect.x1, rect.y1);
  try {
    drawItems(layer, items);
    use(layer, rect);
  } finally {
    giveLayerPixels(layer.pixels);
  }
}
