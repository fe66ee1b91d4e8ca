import type { Rgba } from '../scene/color.js';
import type { BackdropFill, Shadow } from '../scene/scene.js';
import type { Box, Canvas } from './canvas.js';
import { packPremultiplied } from './color.js';
import { erfc } from './erfc.js';
import { roundRectDistance } from './shapes.js';

const GRADIENT_STEPS = 1024;

/** Packed colours along the gradient, so each pixel is one table lookup. */
function fillTable(fill: BackdropFill): Int32Array {
  if (fill.kind === 'transparent') return new Int32Array(1);
  if (fill.kind === 'solid' || fill.colors.length < 2)
    return Int32Array.of(packPremultiplied(fill.colors[0] ?? [0, 0, 0, 255]));
  const table = new Int32Array(GRADIENT_STEPS);
  const last = fill.colors.length - 1;
  for (let index = 0; index < GRADIENT_STEPS; index++) {
    const t = (index / (GRADIENT_STEPS - 1)) * last;
    const segment = Math.min(Math.floor(t), last - 1);
    const from = fill.colors[segment] as Rgba;
    const to = fill.colors[segment + 1] as Rgba;
    const local = t - segment;
    const mix = (channel: number) =>
      Math.round((from[channel] as number) + ((to[channel] as number) - (from[channel] as number)) * local);
    table[index] = packPremultiplied([mix(0), mix(1), mix(2), mix(3)]);
  }
  return table;
}

/** One shadow layer, ready to evaluate: its box, falloff table and reach. */
interface Layer {
  box: Box;
  radius: number;
  reach: number;
  opacity: number;
  table: Float32Array;
  toIndex: number;
}

function prepareLayer(box: Box, radius: number, shadow: Shadow): Layer {
  const reach = shadow.sigma * 3;
  const steps = Math.ceil(reach * 8) + 1;
  const table = new Float32Array(steps);
  for (let index = 0; index < steps; index++) {
    const distance = (index / (steps - 1)) * 2 * reach - reach;
    table[index] = shadow.opacity * 0.5 * erfc(distance / (shadow.sigma * Math.SQRT2));
  }
  return {
    box: { ...box, y: box.y + shadow.offsetY },
    // A blurred corner is rounder than the box's own corner.
    radius: Math.max(radius, shadow.sigma),
    reach,
    opacity: shadow.opacity,
    table,
    toIndex: (steps - 1) / (2 * reach),
  };
}

/**
 * How much of each pixel beneath survives the shadows, out of 256, for pixels [from, to) of
 * row y, written to `keeps`: one layer at a time over the row, so each pixel loop stays simple
 * (the shadow's corners hold ~45,000 such pixels a card).
 */
function keepRow(
  layers: readonly Layer[],
  y: number,
  from: number,
  to: number,
  clear: Float64Array,
  keeps: Uint16Array,
): void {
  clear.fill(1, from, to);
  for (const { box, radius, reach, opacity, table, toIndex } of layers) {
    for (let x = from; x < to; x++) {
      const distance = roundRectDistance(x + 0.5, y + 0.5, box, radius);
      if (distance >= reach) continue;
      const shade = distance <= -reach ? opacity : (table[((distance + reach) * toIndex + 0.5) | 0] as number);
      clear[x] = (clear[x] as number) * (1 - shade);
    }
  }
  for (let x = from; x < to; x++) keeps[x] = Math.round((clear[x] as number) * 256);
}

/** Paints pixels [from, to) of one row: the fill, darkened by how much of it the shadow keeps. */
function paintSpan(
  words: Int32Array,
  rowStart: number,
  from: number,
  to: number,
  table: Int32Array,
  base: number,
  stepX: number,
  keeps: Uint16Array,
): void {
  // Table index in 16.16 fixed point: integer arithmetic only (x·stepX stays under 512, so
  // nothing overflows). A solid fill has a one-entry table and stepX 0.
  const baseFixed = Math.round(base * 65536);
  const stepFixed = Math.round(stepX * 65536);
  let index = baseFixed + from * stepFixed;
  for (let x = from; x < to; x++, index += stepFixed) {
    const word = table[index >> 16] as number;
    const keep = keeps[x] as number;
    if (keep >= 256) {
      words[rowStart + x] = word;
      continue;
    }
    // Red and blue scaled by one multiply, green by another: no channel carries into the next.
    const redBlue = (Math.imul(word & 0xff00ff, keep) >>> 8) & 0xff00ff;
    const green = (Math.imul(word & 0xff00, keep) >>> 8) & 0xff00;
    const alpha = 256 - keep + ((((word >>> 24) & 0xff) * keep) >> 8);
    words[rowStart + x] = redBlue | green | (Math.min(alpha, 255) << 24);
  }
}

/**
 * Paints the card's backdrop and the window's soft shadows in one pass, one store a pixel.
 * The shadows are what a Gaussian blur of the window would give, computed from the distance
 * to its edge (½·erfc(d / σ√2) is the exact blur of a straight edge); resvg's blur filter cost
 * 13× a whole render. Beside the window the shadow depends on x alone and above or below it
 * on y alone, so only the corners are computed pixel by pixel, and the right corners mirror
 * the left ones. Pixels inside `hidden` (covered by the opaque window) are not touched.
 */
export function paintBackdrop(
  canvas: Canvas,
  fill: BackdropFill,
  window: Box,
  radius: number,
  shadows: readonly Shadow[],
  hidden: Box,
): void {
  const { width, height, words } = canvas;
  const table = fillTable(fill);
  const gradient = table.length > 1;
  const stepX = gradient ? (GRADIENT_STEPS - 1) / 2 / Math.max(1, width - 1) : 0;
  const stepY = gradient ? (GRADIENT_STEPS - 1) / 2 / Math.max(1, height - 1) : 0;
  const layers = shadows.map((shadow) => prepareLayer(window, radius, shadow));

  // Rows where every layer's side is straight, and columns where its top and bottom are.
  const straightTop = Math.max(...layers.map((layer) => layer.box.y + layer.radius));
  const straightBottom = Math.min(...layers.map((layer) => layer.box.y + layer.box.height - layer.radius));
  const straightLeft = Math.ceil(Math.max(...layers.map((layer) => layer.box.x + layer.radius)));
  const straightRight = Math.floor(Math.min(...layers.map((layer) => layer.box.x + layer.box.width - layer.radius)));
  const shadowTop = Math.floor(Math.min(...layers.map((layer) => layer.box.y - layer.reach)));
  const shadowBottom = Math.ceil(Math.max(...layers.map((layer) => layer.box.y + layer.box.height + layer.reach)));
  // Shadows are symmetric about the window's vertical axis: x and mirror - x match.
  const mirror = Math.round(2 * window.x + window.width) - 1;

  const sideKeep = new Uint16Array(width);
  const middleRow = Math.floor((straightTop + straightBottom) / 2);
  const clear = new Float64Array(width);
  keepRow(layers, middleRow, 0, width, clear, sideKeep);
  const noShadow = new Uint16Array(width).fill(256);
  const edgeKeep = new Uint16Array(width);

  const hiddenLeft = Math.max(0, Math.ceil(hidden.x));
  const hiddenRight = Math.min(width, Math.floor(hidden.x + hidden.width));
  const hiddenTop = Math.ceil(hidden.y);
  const hiddenBottom = Math.floor(hidden.y + hidden.height);

  for (let y = canvas.top; y < canvas.bottom; y++) {
    let keeps = noShadow;
    if (layers.length && y >= shadowTop && y < shadowBottom) {
      if (y + 0.5 >= straightTop && y + 0.5 <= straightBottom) {
        keeps = sideKeep;
      } else {
        const middle = (straightLeft + straightRight) >> 1;
        keepRow(layers, y, middle, middle + 1, clear, edgeKeep);
        const straight = edgeKeep[middle] as number;
        const cornerEnd = Math.min(straightLeft, width);
        keepRow(layers, y, 0, cornerEnd, clear, edgeKeep);
        edgeKeep.fill(straight, cornerEnd, Math.max(cornerEnd, straightRight));
        for (let x = Math.max(cornerEnd, straightRight); x < width; x++) {
          const twin = mirror - x;
          if (twin >= 0 && twin < cornerEnd) edgeKeep[x] = edgeKeep[twin] as number;
          else keepRow(layers, y, x, x + 1, clear, edgeKeep);
        }
        keeps = edgeKeep;
      }
    }
    const rowStart = canvas.rowStart(y);
    const base = y * stepY + 0.5;
    if (y >= hiddenTop && y < hiddenBottom) {
      paintSpan(words, rowStart, 0, hiddenLeft, table, base, stepX, keeps);
      paintSpan(words, rowStart, hiddenRight, width, table, base, stepX, keeps);
    } else {
      paintSpan(words, rowStart, 0, width, table, base, stepX, keeps);
    }
  }
  if (fill.kind === 'transparent' && layers.length) fadeAtEdges(canvas, window);
}

/**
 * On a transparent card the shadow is all there is around the window, and the image's edge
 * would cut it with a hard line on whatever page it is put on: it fades to nothing over the
 * outer half of the space around the window instead. (Its pixels are black, so only alpha
 * is scaled.)
 */
function fadeAtEdges(canvas: Canvas, window: Box): void {
  const { width, height, words } = canvas;
  const fade = Math.min(window.x, window.y, width - window.x - window.width, height - window.y - window.height) / 2;
  if (fade < 1) return;
  const factor = (distance: number) => {
    const s = Math.min(1, (distance + 0.5) / fade);
    return s * s * (3 - 2 * s);
  };
  const band = Math.ceil(fade);
  for (let y = canvas.top; y < canvas.bottom; y++) {
    const fromTop = Math.min(y, height - 1 - y);
    const rowFactor = factor(fromTop);
    const rowStart = canvas.rowStart(y);
    // Rows away from the top and bottom only need their two side bands.
    const inner = fromTop >= band;
    for (let x = 0; x < width; x++) {
      if (inner && x === band) x = Math.max(band, width - band);
      const keep = Math.min(rowFactor, factor(Math.min(x, width - 1 - x)));
      if (keep >= 1) continue;
      const word = words[rowStart + x] as number;
      const alpha = Math.round(((word >>> 24) & 0xff) * keep);
      words[rowStart + x] = (word & 0xffffff) | (alpha << 24);
    }
  }
}
