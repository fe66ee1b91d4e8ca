import { boundedCache, remember } from '../bounded-cache.js';
import type { Rgba } from '../scene/color.js';
import type { BackdropFill, Shadow } from '../scene/scene.js';
import { backdropShadingFor } from './backdrop-shading.js';
import type { Box, Canvas } from './canvas.js';
import { packPremultiplied } from './color.js';
import { paintShadedSpan } from './shaded-spans.js';
import { windowShadow } from './window-shadow.js';

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

/** A fill's table, and whether every colour of it is opaque (so shading never changes alpha). */
interface FillTable {
  words: Int32Array;
  opaque: boolean;
}

/**
 * Tables by fill, kept: a card drawn in bands asks once a band, and every card on the same
 * background asks for the same one (a handful of presets and custom colours).
 */
const fillTables = boundedCache<string, FillTable>(32);

function cachedFillTable(fill: BackdropFill): FillTable {
  const key = `${fill.kind}:${fill.colors.map((color) => color.join(',')).join(';')}`;
  const cached = fillTables.get(key);
  if (cached) return cached;
  const words = fillTable(fill);
  return remember(fillTables, key, { words, opaque: words.every((word) => word >>> 24 === 0xff) });
}

/**
 * Paints the card's backdrop and the window's soft shadows (window-shadow.ts) in one pass, one
 * store a pixel. Pixels inside `hidden` (covered by the opaque window) are not touched.
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
  const { words: table, opaque } = cachedFillTable(fill);
  const gradient = table.length > 1;
  const stepX = gradient ? (GRADIENT_STEPS - 1) / 2 / Math.max(1, width - 1) : 0;
  const stepY = gradient ? (GRADIENT_STEPS - 1) / 2 / Math.max(1, height - 1) : 0;
  // Opaque colours in a PNG's band are shaded by WebAssembly, the shadow rows made where it reads.
  const shading = opaque ? backdropShadingFor(words, table, width) : undefined;
  const shadowKeeps = windowShadow(window, radius, shadows, width, true, shading?.keepRow);
  const kernel = shading?.shadeSpan;

  const hiddenLeft = Math.max(0, Math.ceil(hidden.x));
  const hiddenRight = Math.min(width, Math.floor(hidden.x + hidden.width));
  const hiddenTop = Math.ceil(hidden.y);
  const hiddenBottom = Math.floor(hidden.y + hidden.height);

  for (let y = canvas.top; y < canvas.bottom; y++) {
    const keeps = shadowKeeps(y);
    const rowStart = canvas.rowStart(y);
    const base = y * stepY + 0.5;
    if (y >= hiddenTop && y < hiddenBottom) {
      paintShadedSpan(words, rowStart, [0, hiddenLeft], table, opaque, base, stepX, keeps, kernel);
      paintShadedSpan(words, rowStart, [hiddenRight, width], table, opaque, base, stepX, keeps, kernel);
    } else {
      paintShadedSpan(words, rowStart, [0, width], table, opaque, base, stepX, keeps, kernel);
    }
  }
  if (fill.kind === 'transparent' && shadows.length) fadeAtEdges(canvas, window);
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
