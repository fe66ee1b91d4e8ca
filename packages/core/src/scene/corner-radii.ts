import type { Box, CornerRadii, Point } from './scene.js';

/* Rounded corners as CSS draws them, for every backend and card that needs them. */

/**
 * Radii as CSS uses them: where two corners' radii add up to more than their side, all of them
 * shrink by the same factor, so a pill stays a pill.
 */
export function fittedRadii(box: Box, radii: CornerRadii): CornerRadii {
  const [tl, tr, br, bl] = radii;
  const ratios = [
    box.width / (tl.x + tr.x),
    box.width / (bl.x + br.x),
    box.height / (tl.y + bl.y),
    box.height / (tr.y + br.y),
  ].filter((ratio) => Number.isFinite(ratio));
  const factor = Math.min(1, ...ratios);
  if (factor >= 1) return radii;
  const shrink = (point: Point) => ({ x: point.x * factor, y: point.y * factor });
  return [shrink(tl), shrink(tr), shrink(br), shrink(bl)];
}

/** Radii moved inwards by the edge widths (top, right, bottom, left): the inner edge of a border. */
export function insetRadii(radii: CornerRadii, widths: readonly [number, number, number, number]): CornerRadii {
  const [top, right, bottom, left] = widths;
  const inner = (point: Point, horizontal: number, vertical: number) => ({
    x: Math.max(0, point.x - horizontal),
    y: Math.max(0, point.y - vertical),
  });
  return [
    inner(radii[0], left, top),
    inner(radii[1], right, top),
    inner(radii[2], right, bottom),
    inner(radii[3], left, bottom),
  ];
}
