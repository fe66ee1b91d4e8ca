import type { Rgba } from '../scene/color.js';
import { over } from '../scene/color.js';
import type { Box, Canvas } from './canvas.js';
import { packPremultiplied } from './color.js';

/** Signed distance from a pixel centre to a rounded rectangle: negative inside, in pixels. */
export function roundRectDistance(px: number, py: number, box: Box, radius: number): number {
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

/** A pixel the shape's edge covers: its colour and how much of it the shape covers. */
interface EdgeHit {
  pixel: Rgba;
  coverage: number;
}

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
  // Only the rows the canvas holds (a band of a tall image, or all of it).
  const top = Math.max(canvas.top, Math.floor(box.y));
  const bottom = Math.min(canvas.bottom, Math.ceil(box.y + box.height));
  const left = Math.floor(box.x);
  const right = Math.ceil(box.x + box.width);
  /** The colour and coverage of pixel (x, y), undefined when the shape misses it. */
  const sample = (x: number, y: number): EdgeHit | undefined => {
    const distance = roundRectDistance(x + 0.5, y + 0.5, box, radius);
    const coverage = clamp01(0.5 - distance);
    if (coverage === 0) return undefined;
    const ring = borderWidth > 0 ? clamp01(0.5 - (Math.abs(distance + borderWidth / 2) - borderWidth / 2)) : 0;
    return { pixel: ring > 0 ? mix(color, edgeColor, ring) : color, coverage };
  };
  const paint = (x: number, y: number) => {
    const hit = sample(x, y);
    if (hit) canvas.blend(x, y, hit.pixel, hit.coverage);
  };
  // Columns clear of the corners: in the top and bottom rows the distance to the edge is the
  // same all along them, so it is computed once a row (2,500 pixels instead of 70,000).
  const straightLeft = Math.min(right, Math.ceil(box.x + radius + edge));
  const straightRight = Math.max(straightLeft, Math.floor(box.x + box.width - radius - edge));
  const spanStart = Math.ceil(box.x + edge);
  const spanEnd = Math.floor(box.x + box.width - edge);
  let edges: { left: (EdgeHit | undefined)[]; right: (EdgeHit | undefined)[] } | undefined;
  for (let y = top; y < bottom; y++) {
    const centre = y + 0.5;
    const interior = centre - box.y > radius + edge && box.y + box.height - centre > radius + edge;
    if (!interior) {
      for (let x = left; x < straightLeft; x++) paint(x, y);
      const hit = sample(straightLeft, y);
      if (hit && hit.coverage === 1 && hit.pixel[3] === 255)
        canvas.fillSpan(y, straightLeft, straightRight, packPremultiplied(hit.pixel));
      else if (hit) for (let x = straightLeft; x < straightRight; x++) canvas.blend(x, y, hit.pixel, hit.coverage);
      for (let x = straightRight; x < right; x++) paint(x, y);
      continue;
    }
    // Beside the straight sides an edge pixel's colour and coverage depend on x alone: they
    // are sampled in the first such row and reused in every other.
    edges ??= {
      left: Array.from({ length: Math.max(0, spanStart - left) }, (_, index) => sample(left + index, y)),
      right: Array.from({ length: Math.max(0, right - spanEnd) }, (_, index) => sample(spanEnd + index, y)),
    };
    blendEdge(canvas, edges.left, left, y);
    if (opaque) canvas.fillSpan(y, spanStart, spanEnd, packed);
    else for (let x = spanStart; x < spanEnd; x++) canvas.blend(x, y, color, 1);
    blendEdge(canvas, edges.right, spanEnd, y);
  }
}

/** Blends a row's edge pixels, sampled once, from column `from` on. */
function blendEdge(canvas: Canvas, hits: readonly (EdgeHit | undefined)[], from: number, y: number): void {
  hits.forEach((hit, index) => {
    if (hit) canvas.blend(from + index, y, hit.pixel, hit.coverage);
  });
}

function mix(from: Rgba, to: Rgba, amount: number): Rgba {
  return [
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
    from[3] + (to[3] - from[3]) * amount,
  ];
}

/** An anti-aliased filled circle. */
export function fillCircle(canvas: Canvas, cx: number, cy: number, radius: number, color: Rgba): void {
  const bottom = Math.min(canvas.bottom - 1, Math.ceil(cy + radius + 1));
  for (let y = Math.max(canvas.top, Math.floor(cy - radius - 1)); y <= bottom; y++) {
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
  const bottom = Math.min(canvas.bottom, Math.ceil(box.y + box.height));
  for (let y = Math.max(canvas.top, Math.floor(box.y)); y < bottom; y++) {
    const coverage = clamp01(Math.min(y + 1, box.y + box.height) - Math.max(y, box.y));
    for (let x = left; x < right; x++) canvas.blend(x, y, color, coverage);
  }
}
