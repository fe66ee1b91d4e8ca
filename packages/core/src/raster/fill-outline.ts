/*
 * A glyph outline filled by the nonzero rule on four sample lines a pixel row, exact across:
 * each line's crossings, sorted, give the spans where the winding is not zero, and each span
 * adds what it covers of its pixels. Winding per line, not summed signed areas (font-rs's
 * way): fonts' contours overlap (Inter's "4"), and summed areas count an overlap's edge twice.
 * Curves are cut into lines within a tenth of a pixel. Coverage is kept in sixteenths, as
 * resvg's 4×4 sampling leaves it: the same text as resvg drew before, and a card keeps few
 * enough colours for a palette PNG.
 */

/** Where a glyph's outline lands: pixels per font unit, lean, and its origin's x (baseline at y 0). */
export interface OutlinePlacement {
  scale: number;
  /** x moves right by this times the height above the baseline (a synthetic italic). */
  slant: number;
  originX: number;
}

/** Coverage in bytes (rows of `width`), and where its top-left pixel sits from origin and baseline. */
export interface OutlineMask {
  data: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** The largest distance from a curve to the lines that replace it, in pixels. */
const FLATNESS_PX = 0.1;
const COVERAGE_STEPS = 16;

/** The outline's points in pixels (y down): x,y pairs, and where each closed contour ends. */
interface Contours {
  points: Float64Array;
  ends: number[];
}

/** Reused between glyphs: a glyph's points, grown when one needs more. */
let pointBuffer = new Float64Array(4096);

function push(count: number, x: number, y: number): number {
  if (count + 2 > pointBuffer.length) {
    const larger = new Float64Array(pointBuffer.length * 2);
    larger.set(pointBuffer);
    pointBuffer = larger;
  }
  pointBuffer[count] = x;
  pointBuffer[count + 1] = y;
  return count + 2;
}

/** The numbers after a command letter, read in place (harfbuzz separates them by `,` and ` `). */
function readNumbers(path: string, from: number, into: number[]): number {
  into.length = 0;
  let at = from;
  while (at < path.length) {
    const code = path.charCodeAt(at);
    if (code === 44 || code === 32) {
      at++;
      continue;
    }
    // Digits, sign, point, exponent: a number; any other letter is the next command.
    if (!((code >= 48 && code <= 57) || code === 45 || code === 46 || code === 101 || code === 43)) break;
    let end = at + 1;
    while (end < path.length) {
      const next = path.charCodeAt(end);
      if (next === 44 || next === 32 || (next >= 65 && next <= 90)) break;
      end++;
    }
    into.push(Number(path.slice(at, end)));
    at = end;
  }
  return at;
}

/**
 * Curves cut into lines: a quadratic strays from its chord by at most a quarter of its second
 * difference, a cubic by three quarters of its larger one.
 */
function curveSteps(bend: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(bend / FLATNESS_PX)));
}

/** harfbuzz's path (`M x,y`, `L x,y`, `Q cx,cy x,y`, `C c1x,c1y c2x,c2y x,y`, `Z`) placed in pixels. */
function contours(path: string, { scale, slant, originX }: OutlinePlacement): Contours {
  const ends: number[] = [];
  const values: number[] = [];
  let count = 0;
  let contourStart = 0;
  let x = 0;
  let y = 0;
  let at = 0;
  while (at < path.length) {
    const command = path[at] as string;
    at = readNumbers(path, at + 1, values);
    // Font units (y up) to pixels (y down), leaning by the slant.
    const xs: number[] = [];
    const ys: number[] = [];
    for (let index = 0; index + 1 < values.length; index += 2) {
      const fy = values[index + 1] as number;
      xs.push(originX + scale * ((values[index] as number) + slant * fy));
      ys.push(-scale * fy);
    }
    if (command === 'M' || command === 'Z') {
      if (count - contourStart >= 6) {
        count = push(count, pointBuffer[contourStart] as number, pointBuffer[contourStart + 1] as number);
        ends.push(count);
      } else {
        count = contourStart;
      }
      contourStart = count;
      if (command === 'M') {
        x = xs[0] as number;
        y = ys[0] as number;
        count = push(count, x, y);
      }
    } else if (command === 'L') {
      x = xs[0] as number;
      y = ys[0] as number;
      count = push(count, x, y);
    } else if (command === 'Q') {
      const [cx, ex] = xs as [number, number];
      const [cy, ey] = ys as [number, number];
      const steps = curveSteps(Math.hypot(x - 2 * cx + ex, y - 2 * cy + ey) / 4);
      for (let step = 1; step <= steps; step++) {
        const t = step / steps;
        const u = 1 - t;
        count = push(count, u * u * x + 2 * u * t * cx + t * t * ex, u * u * y + 2 * u * t * cy + t * t * ey);
      }
      x = ex;
      y = ey;
    } else if (command === 'C') {
      const [ax, bx, ex] = xs as [number, number, number];
      const [ay, by, ey] = ys as [number, number, number];
      const bend = Math.max(
        Math.hypot(x - 2 * ax + bx, y - 2 * ay + by),
        Math.hypot(ax - 2 * bx + ex, ay - 2 * by + ey),
      );
      const steps = curveSteps(0.75 * bend);
      for (let step = 1; step <= steps; step++) {
        const t = step / steps;
        const u = 1 - t;
        count = push(
          count,
          u * u * u * x + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex,
          u * u * u * y + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey,
        );
      }
      x = ex;
      y = ey;
    }
  }
  if (count - contourStart >= 6) {
    count = push(count, pointBuffer[contourStart] as number, pointBuffer[contourStart + 1] as number);
    ends.push(count);
  }
  return { points: pointBuffer, ends };
}

/** Sample lines per pixel row, as resvg's rasteriser takes them. */
const LINES_PER_ROW = 4;

/** Adds `amount` to pixels [from, to) of a row held as differences (a running sum restores it). */
function addRange(cells: Float32Array, base: number, from: number, to: number, amount: number): void {
  cells[base + from] = (cells[base + from] as number) + amount;
  cells[base + to] = (cells[base + to] as number) - amount;
}

/** Adds the coverage of the span [start, end) of one sample line to its row. */
function addSpan(cells: Float32Array, base: number, start: number, end: number, weight: number): void {
  const first = Math.floor(start);
  const last = Math.floor(end);
  if (first === last) {
    addRange(cells, base, first, first + 1, (end - start) * weight);
    return;
  }
  addRange(cells, base, first, first + 1, (first + 1 - start) * weight);
  if (last > first + 1) addRange(cells, base, first + 1, last, weight);
  if (end > last) addRange(cells, base, last, last + 1, (end - last) * weight);
}

/** Where each edge crosses each sample line: x and winding direction, grouped by line. */
function crossings(points: Float64Array, ends: readonly number[], lines: number) {
  const counts = new Int32Array(lines + 1);
  const each = (visit: (line: number, x: number, direction: number) => void) => {
    let start = 0;
    for (const end of ends) {
      for (let index = start + 2; index < end; index += 2) {
        const x0 = points[index - 2] as number;
        const y0 = points[index - 1] as number;
        const x1 = points[index] as number;
        const y1 = points[index + 1] as number;
        if (y0 === y1) continue;
        const direction = y1 > y0 ? 1 : -1;
        const low = Math.min(y0, y1);
        const high = Math.max(y0, y1);
        const slope = (x1 - x0) / (y1 - y0);
        // Lines sit at the middle of each quarter row: line k at (k + 0.5) / 4, in [low, high).
        const last = Math.min(lines, Math.ceil(high * LINES_PER_ROW - 0.5));
        for (let line = Math.max(0, Math.ceil(low * LINES_PER_ROW - 0.5)); line < last; line++) {
          visit(line, x0 + ((line + 0.5) / LINES_PER_ROW - y0) * slope, direction);
        }
      }
      start = end;
    }
  };
  each((line) => {
    counts[line + 1] = (counts[line + 1] as number) + 1;
  });
  for (let line = 0; line < lines; line++) counts[line + 1] = (counts[line + 1] as number) + (counts[line] as number);
  const xs = new Float64Array(counts[lines] as number);
  const directions = new Int8Array(xs.length);
  const filled = counts.slice(0, lines);
  each((line, x, direction) => {
    const at = filled[line] as number;
    filled[line] = at + 1;
    xs[at] = x;
    directions[at] = direction;
  });
  return { xs, directions, starts: counts };
}

/** The points moved so the mask's top-left corner is at 0, 0. */
function shifted(points: Float64Array, ends: readonly number[], left: number, top: number): Float64Array {
  const total = ends.length > 0 ? (ends[ends.length - 1] as number) : 0;
  for (let index = 0; index < total; index += 2) {
    points[index] = (points[index] as number) - left;
    points[index + 1] = (points[index + 1] as number) - top;
  }
  return points;
}

/** The outline (harfbuzz's SVG path, font units, y up) as a coverage mask; undefined when blank. */
export function fillOutline(path: string, placement: OutlinePlacement): OutlineMask | undefined {
  const { points, ends } = contours(path, placement);
  const total = ends.length > 0 ? (ends[ends.length - 1] as number) : 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < total; index += 2) {
    const x = points[index] as number;
    const y = points[index + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (!(maxX > minX && maxY > minY)) return undefined;
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left;
  const height = Math.ceil(maxY) - top;
  // A spare column: a span ending on the right border closes one cell further.
  const stride = width + 2;
  const cells = new Float32Array(stride * height);
  const lines = height * LINES_PER_ROW;
  const { xs, directions, starts } = crossings(shifted(points, ends, left, top), ends, lines);
  for (let line = 0; line < lines; line++) {
    const from = starts[line] as number;
    const to = starts[line + 1] as number;
    // A line crosses a glyph a few times: sorted in place by insertion.
    for (let index = from + 1; index < to; index++) {
      const x = xs[index] as number;
      const direction = directions[index] as number;
      let at = index - 1;
      while (at >= from && (xs[at] as number) > x) {
        xs[at + 1] = xs[at] as number;
        directions[at + 1] = directions[at] as number;
        at--;
      }
      xs[at + 1] = x;
      directions[at + 1] = direction;
    }
    const base = Math.floor(line / LINES_PER_ROW) * stride;
    let winding = 0;
    let spanStart = 0;
    for (let index = from; index < to; index++) {
      const before = winding;
      winding += directions[index] as number;
      if (before === 0 && winding !== 0) spanStart = xs[index] as number;
      else if (before !== 0 && winding === 0) addSpan(cells, base, spanStart, xs[index] as number, 1 / LINES_PER_ROW);
    }
  }
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    let sum = 0;
    for (let column = 0; column < width; column++) {
      sum += cells[row * stride + column] as number;
      const coverage = Math.min(1, Math.max(0, sum));
      data[row * width + column] = Math.min(255, Math.round(coverage * COVERAGE_STEPS) * COVERAGE_STEPS);
    }
  }
  return { data, width, height, left, top };
}
