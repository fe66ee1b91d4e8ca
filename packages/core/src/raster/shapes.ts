import type { Box, Canvas } from './canvas.js';
import { over, packPremultiplied, type Rgba } from './color.js';

/** Signed distance from a pixel centre to a rounded rectangle: negative inside, in pixels. */
function roundRectDistance(px: number, py: number, box: Box, radius: number): number {
  const halfWidth = box.width / 2;
  const halfHeight = box.height / 2;
  const qx = Math.abs(px - (box.x + halfWidth)) - (halfWidth - radius);
  const qy = Math.abs(py - (box.y + halfHeight)) - (halfHeight - radius);
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  const outside = Math.sqrt(ox * ox + oy * oy);
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

const clamp01 = (value: number) => (value < 0 ? 0 : Math.min(value, 1));

/**
 * Fills a rounded rectangle, anti-aliased, with an optional border inside its edge. Rows away
 * from the corners are filled as one span with only a few edge pixels computed.
 */
export function fillRoundRect(
  canvas: Canvas,
  box: Box,
  radius: number,
  color: Rgba,
  border?: { width: number; color: Rgba },
): void {
  const borderWidth = border?.width ?? 0;
  const edgeColor = border ? over(border.color, color) : color;
  const packed = packPremultiplied(color);
  const opaque = color[3] === 255;
  const edge = Math.ceil(borderWidth) + 2;
  const top = Math.floor(box.y);
  const bottom = Math.ceil(box.y + box.height);
  const left = Math.floor(box.x);
  const right = Math.ceil(box.x + box.width);
  const paint = (x: number, y: number) => {
    const distance = roundRectDistance(x + 0.5, y + 0.5, box, radius);
    const coverage = clamp01(0.5 - distance);
    if (coverage === 0) return;
    const ring = borderWidth > 0 ? clamp01(0.5 - (Math.abs(distance + borderWidth / 2) - borderWidth / 2)) : 0;
    const pixel: Rgba = ring > 0 ? mix(color, edgeColor, ring) : color;
    canvas.blend(x, y, pixel, coverage);
  };
  for (let y = top; y < bottom; y++) {
    const centre = y + 0.5;
    const interior = centre - box.y > radius + edge && box.y + box.height - centre > radius + edge;
    if (!interior) {
      for (let x = left; x < right; x++) paint(x, y);
      continue;
    }
    const spanStart = Math.ceil(box.x + edge);
    const spanEnd = Math.floor(box.x + box.width - edge);
    for (let x = left; x < spanStart; x++) paint(x, y);
    if (opaque) canvas.fillSpan(y, spanStart, spanEnd, packed);
    else for (let x = spanStart; x < spanEnd; x++) canvas.blend(x, y, color, 1);
    for (let x = spanEnd; x < right; x++) paint(x, y);
  }
}

function mix(from: Rgba, to: Rgba, amount: number): Rgba {
  return [0, 1, 2, 3].map(
    (channel) => (from[channel] as number) + ((to[channel] as number) - (from[channel] as number)) * amount,
  ) as unknown as Rgba;
}

/** Complementary error function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function erfc(value: number): number {
  const z = Math.abs(value);
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const result = poly * Math.exp(-z * z);
  return value >= 0 ? result : 2 - result;
}

export interface Shadow {
  /** Standard deviation of the blur, in pixels. */
  sigma: number;
  offsetY: number;
  /** Alpha of the shadow's core, 0-1. */
  opacity: number;
}

/**
 * Soft drop shadows under a rounded box: what a Gaussian blur of the box would give, computed
 * from the distance to its edge (½·erfc(d / σ√2) is the exact blur of a straight edge). resvg's
 * blur filter cost 13× the whole render; this costs a table lookup a pixel. Away from the
 * corners the shadow depends on x alone (beside the box) or y alone (above and below it), so
 * those profiles are computed once; only the corner regions are computed pixel by pixel.
 * Pixels inside `cover` (the window drawn on top) are left alone.
 */
export function drawShadows(canvas: Canvas, box: Box, radius: number, shadows: readonly Shadow[], cover: Box): void {
  const layers = shadows.map((shadow) => {
    const reach = shadow.sigma * 3;
    const steps = Math.ceil(reach * 8) + 1;
    const table = new Float32Array(steps);
    for (let index = 0; index < steps; index++) {
      const distance = (index / (steps - 1)) * 2 * reach - reach;
      table[index] = shadow.opacity * 0.5 * erfc(distance / (shadow.sigma * Math.SQRT2));
    }
    const shifted = { ...box, y: box.y + shadow.offsetY };
    return {
      ...shadow,
      reach,
      table,
      toIndex: (steps - 1) / (2 * reach),
      shifted,
      radius: Math.max(radius, shadow.sigma),
    };
  });
  const alphaAt = (x: number, y: number) => {
    let clear = 1;
    for (const layer of layers) {
      const distance = roundRectDistance(x + 0.5, y + 0.5, layer.shifted, layer.radius);
      if (distance >= layer.reach) continue;
      const alpha =
        distance <= -layer.reach
          ? layer.opacity
          : (layer.table[((distance + layer.reach) * layer.toIndex + 0.5) | 0] as number);
      clear *= 1 - alpha;
    }
    return 1 - clear;
  };
  // Where every layer's edge is straight: rows beside the box, columns above and below it.
  const midTop = Math.max(...layers.map((layer) => layer.shifted.y + layer.radius));
  const midBottom = Math.min(...layers.map((layer) => layer.shifted.y + layer.shifted.height - layer.radius));
  const midLeft = Math.ceil(Math.max(...layers.map((layer) => layer.shifted.x + layer.radius)));
  const midRight = Math.floor(Math.min(...layers.map((layer) => layer.shifted.x + layer.shifted.width - layer.radius)));
  const reach = Math.max(...layers.map((layer) => layer.reach));
  const top = Math.max(0, Math.floor(box.y - reach));
  const bottom = Math.min(
    canvas.height,
    Math.ceil(box.y + box.height + reach + Math.max(...layers.map((layer) => layer.offsetY))),
  );
  const left = Math.max(0, Math.floor(box.x - reach));
  const right = Math.min(canvas.width, Math.ceil(box.x + box.width + reach));
  // Shadow strength as an integer "keep" factor out of 256 for the pixel beneath.
  const toKeep = (alpha: number) => Math.round((1 - alpha) * 256);
  const midRowY = Math.floor((midTop + midBottom) / 2);
  const rowKeep = new Uint16Array(canvas.width).fill(256);
  for (let x = left; x < right; x++) rowKeep[x] = toKeep(alphaAt(x, midRowY));
  const midColumnX = Math.floor((midLeft + midRight) / 2);
  const coverLeft = Math.max(left, Math.ceil(cover.x + radius));
  const coverRight = Math.min(right, Math.floor(cover.x + cover.width - radius));
  const coverTop = Math.ceil(cover.y + radius);
  const coverBottom = Math.floor(cover.y + cover.height - radius);
  const width = canvas.width;
  const words = canvas.words;
  const rowKeeps = new Uint16Array(width);
  for (let y = top; y < bottom; y++) {
    const covered = y >= coverTop && y < coverBottom;
    let keeps = rowKeep;
    if (!(y + 0.5 >= midTop && y + 0.5 <= midBottom)) {
      // Above or below the box: straight columns share one value, corners are computed.
      const columnKeep = toKeep(alphaAt(midColumnX, y));
      for (let x = left; x < right; x++)
        rowKeeps[x] = x >= midLeft && x < midRight ? columnKeep : toKeep(alphaAt(x, y));
      keeps = rowKeeps;
    }
    const rowStart = y * width;
    for (let x = left; x < right; x++) {
      if (covered && x === coverLeft) {
        x = coverRight - 1;
        continue;
      }
      const keep = keeps[x] as number;
      if (keep >= 256) continue;
      const word = words[rowStart + x] as number;
      const alpha = 256 - keep + ((((word >>> 24) & 0xff) * keep) >> 8);
      words[rowStart + x] =
        ((((word & 0xff) * keep) >> 8) |
          (((((word >>> 8) & 0xff) * keep) >> 8) << 8) |
          (((((word >>> 16) & 0xff) * keep) >> 8) << 16) |
          (Math.min(alpha, 255) << 24)) >>>
        0;
    }
  }
}

/** An anti-aliased filled circle. */
export function fillCircle(canvas: Canvas, cx: number, cy: number, radius: number, color: Rgba): void {
  for (let y = Math.floor(cy - radius - 1); y <= Math.ceil(cy + radius + 1); y++) {
    for (let x = Math.floor(cx - radius - 1); x <= Math.ceil(cx + radius + 1); x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const coverage = clamp01(radius + 0.5 - Math.sqrt(dx * dx + dy * dy));
      if (coverage > 0) canvas.blend(x, y, color, coverage);
    }
  }
}

/** A translucent rectangle; fractional top and bottom edges get partial coverage. */
export function fillRect(canvas: Canvas, box: Box, color: Rgba): void {
  const left = Math.max(0, Math.round(box.x));
  const right = Math.min(canvas.width, Math.round(box.x + box.width));
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.height); y++) {
    const coverage = clamp01(Math.min(y + 1, box.y + box.height) - Math.max(y, box.y));
    for (let x = left; x < right; x++) canvas.blend(x, y, color, coverage);
  }
}
