import { fittedRadii } from '../scene/corner-radii.js';
import type { Box, CornerRadii, Point } from '../scene/scene.js';

/** A length in CSS pixels, short: two decimals at most. */
export const n = (value: number) => String(Math.round(value * 100) / 100);

export const hasRadii = (radii: CornerRadii | undefined): radii is CornerRadii =>
  radii?.some((corner) => corner.x > 0 && corner.y > 0) === true;

/** Path data of a box with rounded corners, clockwise from the top-left corner's end. */
export function boxPath(box: Box, radii: CornerRadii | undefined): string {
  const { x, y, width, height } = box;
  if (width <= 0 || height <= 0) return '';
  if (!hasRadii(radii)) return `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}z`;
  const [tl, tr, br, bl] = fittedRadii(box, radii);
  const arc = (corner: Point, dx: number, dy: number) =>
    corner.x > 0 && corner.y > 0 ? `a${n(corner.x)} ${n(corner.y)} 0 0 1 ${n(dx)} ${n(dy)}` : '';
  return [
    `M${n(x + tl.x)} ${n(y)}`,
    `H${n(x + width - tr.x)}`,
    arc(tr, tr.x, tr.y),
    `V${n(y + height - br.y)}`,
    arc(br, -br.x, br.y),
    `H${n(x + bl.x)}`,
    arc(bl, -bl.x, -bl.y),
    `V${n(y + tl.y)}`,
    arc(tl, tl.x, -tl.y),
    'Z',
  ].join('');
}

/** The box grown (or, negative, shrunk) by `amount` on every side, corners following. */
export function spreadBox(box: Box, radii: CornerRadii | undefined, amount: number) {
  const grown: Box = {
    x: box.x - amount,
    y: box.y - amount,
    width: Math.max(0, box.width + 2 * amount),
    height: Math.max(0, box.height + 2 * amount),
  };
  const corner = (point: Point): Point =>
    point.x > 0 && point.y > 0
      ? { x: Math.max(0, point.x + amount), y: Math.max(0, point.y + amount) }
      : { x: 0, y: 0 };
  const grownRadii = radii && ([corner(radii[0]), corner(radii[1]), corner(radii[2]), corner(radii[3])] as const);
  return { box: grown, radii: grownRadii };
}
