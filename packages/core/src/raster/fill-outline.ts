/*
 * A glyph outline filled by exact area coverage: each edge adds the signed area it sweeps to
 * the cells of its rows, and a running sum along each row turns those differences into
 * coverage (the nonzero rule, clamped). Curves are cut into lines fine enough to stay within
 * a tenth of a pixel. Coverage is kept in sixteenths, as resvg's 4×4 sampling leaves it: the
 * same text as resvg drew before, and a card keeps few enough colours for a palette PNG.
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

function addTo(cells: Float32Array, index: number, amount: number): void {
  cells[index] = (cells[index] as number) + amount;
}

/** Adds one edge's signed area, row by row, to the accumulation buffer (`stride` cells a row). */
function addEdge(cells: Float32Array, stride: number, x0: number, y0: number, x1: number, y1: number): void {
  if (y0 === y1) return;
  let direction = 1;
  if (y0 > y1) {
    [x0, y0, x1, y1] = [x1, y1, x0, y0];
    direction = -1;
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  for (let row = Math.floor(y0); row < y1; row++) {
    const dy = Math.min(row + 1, y1) - Math.max(row, y0);
    const xNext = x + dxdy * dy;
    const amount = dy * direction;
    const left = Math.min(x, xNext);
    const right = Math.max(x, xNext);
    const first = Math.floor(left);
    const end = Math.ceil(right);
    const base = row * stride;
    if (end - first <= 1) {
      // Within one column: the part of the cell right of the edge's middle is covered.
      const middle = (x + xNext) / 2 - first;
      addTo(cells, base + first, amount * (1 - middle));
      addTo(cells, base + first + 1, amount * middle);
    } else {
      // Across columns the covered part grows linearly from `left` to `right`.
      const perColumn = 1 / (right - left);
      const intoFirst = left - first;
      const firstArea = 0.5 * perColumn * (1 - intoFirst) ** 2;
      const intoLast = right - end + 1;
      const lastGap = 0.5 * perColumn * intoLast * intoLast;
      addTo(cells, base + first, amount * firstArea);
      if (end - first === 2) {
        addTo(cells, base + first + 1, amount * (1 - firstArea - lastGap));
      } else {
        const secondArea = perColumn * (1.5 - intoFirst);
        addTo(cells, base + first + 1, amount * (secondArea - firstArea));
        for (let column = first + 2; column < end - 1; column++) addTo(cells, base + column, amount * perColumn);
        const beforeLast = secondArea + (end - first - 3) * perColumn;
        addTo(cells, base + end - 1, amount * (1 - beforeLast - lastGap));
      }
      addTo(cells, base + end, amount * lastGap);
    }
    x = xNext;
  }
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
  // A spare column: an edge on the right border adds its remainder one cell further.
  const stride = width + 2;
  const cells = new Float32Array(stride * height);
  let start = 0;
  for (const end of ends) {
    for (let index = start + 2; index < end; index += 2) {
      addEdge(
        cells,
        stride,
        (points[index - 2] as number) - left,
        (points[index - 1] as number) - top,
        (points[index] as number) - left,
        (points[index + 1] as number) - top,
      );
    }
    start = end;
  }
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    let sum = 0;
    for (let column = 0; column < width; column++) {
      sum += cells[row * stride + column] as number;
      const coverage = Math.min(1, Math.abs(sum));
      data[row * width + column] = Math.min(255, Math.round(coverage * COVERAGE_STEPS) * COVERAGE_STEPS);
    }
  }
  return { data, width, height, left, top };
}
