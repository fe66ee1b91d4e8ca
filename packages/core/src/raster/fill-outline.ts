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

/**
 * Ends the contour begun at `start` by a line back to its first point and records where it
 * ends; a contour of fewer than three points is dropped. Returns the points' new count.
 */
function closeContour(count: number, start: number, ends: number[]): number {
  if (count - start < 6) return start;
  const closed = push(count, pointBuffer[start] as number, pointBuffer[start + 1] as number);
  ends.push(closed);
  return closed;
}

/** A command's numbers: at most three points. */
const values = new Float64Array(6);

/**
 * Reads the numbers after a command letter into `values` (harfbuzz separates them by `,` and
 * ` `): digits read in place, with JavaScript's own parsing for the rare exponent. Returns
 * where the next command starts and how many numbers were read.
 */
function readNumbers(path: string, from: number): { next: number; count: number } {
  let at = from;
  let count = 0;
  while (at < path.length && count < values.length) {
    let code = path.charCodeAt(at);
    if (code === 44 || code === 32) {
      at++;
      continue;
    }
    // Capital letters are commands.
    if (code >= 65 && code <= 90) break;
    const start = at;
    const negative = code === 45;
    if (negative || code === 43) code = path.charCodeAt(++at);
    let value = 0;
    while (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      code = path.charCodeAt(++at);
    }
    if (code === 46) {
      let scale = 0.1;
      code = path.charCodeAt(++at);
      while (code >= 48 && code <= 57) {
        value += (code - 48) * scale;
        scale /= 10;
        code = path.charCodeAt(++at);
      }
    }
    if (code === 101 || code === 69) {
      while (at < path.length && !(code === 44 || code === 32 || (code >= 65 && code <= 90 && code !== 69))) {
        code = path.charCodeAt(++at);
      }
      value = Math.abs(Number(path.slice(start, at)));
    }
    values[count++] = negative ? -value : value;
  }
  return { next: at, count };
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
  let count = 0;
  let contourStart = 0;
  let x = 0;
  let y = 0;
  let at = 0;
  const xs = [0, 0, 0];
  const ys = [0, 0, 0];
  while (at < path.length) {
    const command = path[at] as string;
    const read = readNumbers(path, at + 1);
    at = read.next;
    // Font units (y up) to pixels (y down), leaning by the slant.
    for (let index = 0; index + 1 < read.count; index += 2) {
      const fy = values[index + 1] as number;
      xs[index / 2] = originX + scale * ((values[index] as number) + slant * fy);
      ys[index / 2] = -scale * fy;
    }
    if (command === 'M' || command === 'Z') {
      count = closeContour(count, contourStart, ends);
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
  closeContour(count, contourStart, ends);
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

/**
 * Scratch memory reused from glyph to glyph (filling is synchronous): the crossings of the
 * sample lines as linked lists per line (x, direction, next), each line's first crossing, and
 * the coverage cells.
 */
const scratch = {
  xs: new Float64Array(1024),
  directions: new Int8Array(1024),
  next: new Int32Array(1024),
  firsts: new Int32Array(1024),
  cells: new Float32Array(4096),
  line: new Float64Array(64),
  lineDirections: new Int8Array(64),
};

function growCrossings(needed: number): void {
  if (needed <= scratch.xs.length) return;
  const size = Math.max(needed, scratch.xs.length * 2);
  const xs = new Float64Array(size);
  const directions = new Int8Array(size);
  const next = new Int32Array(size);
  xs.set(scratch.xs);
  directions.set(scratch.directions);
  next.set(scratch.next);
  Object.assign(scratch, { xs, directions, next });
}

/**
 * Records where each edge crosses each sample line: x and winding direction, listed by line,
 * in the mask's pixels (its top-left corner at `left`, `top`).
 */
function recordCrossings(
  points: Float64Array,
  ends: readonly number[],
  lines: number,
  left: number,
  top: number,
): void {
  if (scratch.firsts.length < lines) scratch.firsts = new Int32Array(lines * 2);
  const { firsts } = scratch;
  firsts.fill(-1, 0, lines);
  let count = 0;
  let start = 0;
  for (const end of ends) {
    for (let index = start + 2; index < end; index += 2) {
      const x0 = (points[index - 2] as number) - left;
      const y0 = (points[index - 1] as number) - top;
      const x1 = (points[index] as number) - left;
      const y1 = (points[index + 1] as number) - top;
      if (y0 === y1) continue;
      const direction = y1 > y0 ? 1 : -1;
      const slope = (x1 - x0) / (y1 - y0);
      // Line k lies at (k + 0.5) / 4; an edge holds the lines in [its top, its bottom).
      const first = Math.max(0, Math.ceil(Math.min(y0, y1) * LINES_PER_ROW - 0.5));
      const last = Math.min(lines, Math.ceil(Math.max(y0, y1) * LINES_PER_ROW - 0.5));
      growCrossings(count + last - first);
      const { xs, directions, next } = scratch;
      for (let line = first; line < last; line++) {
        xs[count] = x0 + ((line + 0.5) / LINES_PER_ROW - y0) * slope;
        directions[count] = direction;
        next[count] = firsts[line] as number;
        firsts[line] = count++;
      }
    }
    start = end;
  }
}

/** One sample line's crossings, sorted by x into the scratch line; how many there are. */
function sortedLine(line: number): number {
  const { xs, directions, next } = scratch;
  let length = 0;
  for (let crossing = scratch.firsts[line] as number; crossing >= 0; crossing = next[crossing] as number) {
    if (length === scratch.line.length) {
      const longer = new Float64Array(length * 2);
      longer.set(scratch.line);
      scratch.line = longer;
      const longerDirections = new Int8Array(length * 2);
      longerDirections.set(scratch.lineDirections);
      scratch.lineDirections = longerDirections;
    }
    // Insertion: a line crosses a glyph a few times.
    const x = xs[crossing] as number;
    let at = length - 1;
    while (at >= 0 && (scratch.line[at] as number) > x) {
      scratch.line[at + 1] = scratch.line[at] as number;
      scratch.lineDirections[at + 1] = scratch.lineDirections[at] as number;
      at--;
    }
    scratch.line[at + 1] = x;
    scratch.lineDirections[at + 1] = directions[crossing] as number;
    length++;
  }
  return length;
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
  if (scratch.cells.length < stride * height) scratch.cells = new Float32Array(stride * height * 2);
  const { cells } = scratch;
  cells.fill(0, 0, stride * height);
  const lines = height * LINES_PER_ROW;
  recordCrossings(points, ends, lines, left, top);
  for (let line = 0; line < lines; line++) {
    const length = sortedLine(line);
    const base = ((line / LINES_PER_ROW) | 0) * stride;
    let winding = 0;
    let spanStart = 0;
    for (let index = 0; index < length; index++) {
      const before = winding;
      winding += scratch.lineDirections[index] as number;
      if (before === 0 && winding !== 0) spanStart = scratch.line[index] as number;
      else if (before !== 0 && winding === 0)
        addSpan(cells, base, spanStart, scratch.line[index] as number, 1 / LINES_PER_ROW);
    }
  }
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    let sum = 0;
    for (let column = 0; column < width; column++) {
      sum += cells[row * stride + column] as number;
      // Sixteenths, rounded; full cover is 255.
      const steps = (sum * COVERAGE_STEPS + 0.5) | 0;
      data[row * width + column] = steps <= 0 ? 0 : steps >= COVERAGE_STEPS ? 255 : steps * COVERAGE_STEPS;
    }
  }
  return { data, width, height, left, top };
}
