import { fittedRadii } from '../../scene/corner-radii.js';
import type { Box, CornerRadii } from '../../scene/scene.js';

/*
 * A box with rounded corners (each its own ellipse) in device pixels: the coverage of any
 * pixel by it, anti-aliased, and for each row the span whose pixels it covers entirely, so
 * fills touch most pixels with one store and compute the edges only.
 */

const clamp01 = (value: number) => (value < 0 ? 0 : Math.min(value, 1));

export class RoundedBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Corner radii: top-left, top-right, bottom-right, bottom-left (x and y each). */
  private readonly rx: Float64Array;
  private readonly ry: Float64Array;
  readonly rounded: boolean;

  constructor(box: Box, radii?: CornerRadii) {
    this.x0 = box.x;
    this.y0 = box.y;
    this.x1 = box.x + Math.max(0, box.width);
    this.y1 = box.y + Math.max(0, box.height);
    this.rx = new Float64Array(4);
    this.ry = new Float64Array(4);
    if (radii) {
      fittedRadii(box, radii).forEach((corner, index) => {
        const round = corner.x > 0 && corner.y > 0;
        this.rx[index] = round ? corner.x : 0;
        this.ry[index] = round ? corner.y : 0;
      });
    }
    this.rounded = this.rx.some((radius) => radius > 0);
  }

  /** Grown (or, negative, shrunk) by `amount` on every side, rounded corners following. */
  spread(amount: number): RoundedBox {
    const grown = new RoundedBox({
      x: this.x0 - amount,
      y: this.y0 - amount,
      width: Math.max(0, this.x1 - this.x0 + 2 * amount),
      height: Math.max(0, this.y1 - this.y0 + 2 * amount),
    });
    for (let index = 0; index < 4; index++) {
      const round = (this.rx[index] as number) > 0;
      grown.rx[index] = round ? Math.max(0, (this.rx[index] as number) + amount) : 0;
      grown.ry[index] = round ? Math.max(0, (this.ry[index] as number) + amount) : 0;
    }
    (grown as { rounded: boolean }).rounded = grown.rx.some((radius) => radius > 0);
    return grown;
  }

  moved(dx: number, dy: number): RoundedBox {
    const box = new RoundedBox({
      x: this.x0 + dx,
      y: this.y0 + dy,
      width: this.x1 - this.x0,
      height: this.y1 - this.y0,
    });
    box.rx.set(this.rx);
    box.ry.set(this.ry);
    (box as { rounded: boolean }).rounded = this.rounded;
    return box;
  }

  /** Signed distance from a point to the edge: negative inside, in pixels (exact on the sides, close on elliptical corners). */
  distance(px: number, py: number): number {
    const { x0, y0, x1, y1 } = this;
    // The corner whose quarter the point is in.
    const right = px > (x0 + x1) / 2;
    const bottom = py > (y0 + y1) / 2;
    const corner = bottom ? (right ? 2 : 3) : right ? 1 : 0;
    const rx = this.rx[corner] as number;
    const ry = this.ry[corner] as number;
    if (rx > 0) {
      const cx = right ? x1 - rx : x0 + rx;
      const cy = bottom ? y1 - ry : y0 + ry;
      const dx = right ? px - cx : cx - px;
      const dy = bottom ? py - cy : cy - py;
      if (dx > 0 && dy > 0) {
        if (rx === ry) return Math.sqrt(dx * dx + dy * dy) - rx;
        // An ellipse: its implicit function over the length of its gradient.
        const nx = dx / rx;
        const ny = dy / ry;
        const f = Math.sqrt(nx * nx + ny * ny);
        const gx = nx / rx;
        const gy = ny / ry;
        return ((f - 1) * f) / Math.sqrt(gx * gx + gy * gy);
      }
    }
    return this.plainDistance(px, py);
  }

  /** The signed distance to the box's edge as if its corners were square (exact where none reaches). */
  plainDistance(px: number, py: number): number {
    const outsideX = Math.max(this.x0 - px, px - this.x1);
    const outsideY = Math.max(this.y0 - py, py - this.y1);
    if (outsideX > 0 && outsideY > 0) return Math.sqrt(outsideX * outsideX + outsideY * outsideY);
    return Math.max(outsideX, outsideY);
  }

  /**
   * Where no rounded corner reaches: rows strictly between `top` and `bottom`, or columns
   * strictly between `left` and `right`. There `distance` is `plainDistance`.
   */
  plainRegion(): { left: number; right: number; top: number; bottom: number } {
    const [rx0, rx1, rx2, rx3] = this.rx as unknown as [number, number, number, number];
    const [ry0, ry1, ry2, ry3] = this.ry as unknown as [number, number, number, number];
    return {
      left: this.x0 + Math.max(rx0, rx3),
      right: this.x1 - Math.max(rx1, rx2),
      top: this.y0 + Math.max(ry0, ry1),
      bottom: this.y1 - Math.max(ry2, ry3),
    };
  }

  /** How much of pixel (x, y) the box covers, 0 to 1. */
  coverage(x: number, y: number): number {
    if (!this.rounded) {
      const w = Math.min(x + 1, this.x1) - Math.max(x, this.x0);
      const h = Math.min(y + 1, this.y1) - Math.max(y, this.y0);
      return w <= 0 || h <= 0 ? 0 : clamp01(w) * clamp01(h);
    }
    return clamp01(0.5 - this.distance(x + 0.5, y + 0.5));
  }

  /** Rows the box touches. */
  rows(height: number): [number, number] {
    return [Math.max(0, Math.floor(this.y0)), Math.min(height, Math.ceil(this.y1))];
  }

  /**
   * Pixels of row y it touches, [from, to), and among them those it covers entirely,
   * [fullFrom, fullTo) (empty when none). In a row a rounded corner crosses, both follow the
   * corner's ellipse (grown and shrunk by half a pixel, where coverage reaches 0 and 1), so
   * only the few pixels on the curve are computed.
   */
  span(y: number, width: number): { from: number; to: number; fullFrom: number; fullTo: number } {
    let from = Math.max(0, Math.floor(this.x0));
    let to = Math.min(width, Math.ceil(this.x1));
    const partialRow = y < this.y0 || y + 1 > this.y1;
    let fullFrom = Math.max(from, Math.ceil(this.x0));
    let fullTo = Math.min(to, Math.floor(this.x1));
    for (let corner = 0; corner < 4; corner++) {
      const rx = this.rx[corner] as number;
      const ry = this.ry[corner] as number;
      if (rx <= 0) continue;
      const top = corner < 2;
      const cy = top ? this.y0 + ry : this.y1 - ry;
      // The row's nearest and farthest heights from the corner's centre, where it is in the corner.
      const near = top ? cy - (y + 1) : y - cy;
      const far = top ? cy - y : y + 1 - cy;
      if (far <= 0) continue;
      const left = corner === 0 || corner === 3;
      const cx = left ? this.x0 + rx : this.x1 - rx;
      const outer = Math.max(0, halfWidth(rx + 0.5, ry + 0.5, Math.max(0, near)));
      const inner = rx > 0.5 && ry > 0.5 ? halfWidth(rx - 0.5, ry - 0.5, far) : -1;
      if (left) {
        from = Math.max(from, Math.floor(cx - outer));
        fullFrom = inner < 0 ? Math.max(fullFrom, Math.ceil(cx)) : Math.max(fullFrom, Math.ceil(cx - inner));
      } else {
        to = Math.min(to, Math.ceil(cx + outer));
        fullTo = inner < 0 ? Math.min(fullTo, Math.floor(cx)) : Math.min(fullTo, Math.floor(cx + inner));
      }
    }
    if (to < from) to = from;
    return !partialRow && fullTo > fullFrom
      ? { from, to, fullFrom, fullTo }
      : { from, to, fullFrom: from, fullTo: from };
  }
}

/** Half the width of an ellipse (radii rx, ry) at height `dy` from its centre; -1 beyond it. */
function halfWidth(rx: number, ry: number, dy: number): number {
  if (dy >= ry) return -1;
  const t = dy / ry;
  return rx * Math.sqrt(1 - t * t);
}
