import type { GradientStop, Paint } from '../../scene/scene.js';
import { packPremultiplied } from '../color.js';

/*
 * Paints as colours per pixel, in device pixels: a shader writes a row of premultiplied
 * packed colours. Gradients go through a table of 1024 colours along their line; pictures are
 * already at device size and are read pixel for pixel.
 */

export interface Shader {
  /** A single colour for every pixel, when the paint is one. */
  readonly solid?: number;
  /** Every colour it gives is opaque: it can be written over the image as it is. */
  readonly opaque?: boolean;
  /** Every row is the same (a horizontal gradient): one row serves them all. */
  readonly sameRows?: boolean;
  /** False for a row with nothing to draw (between the dots of a pattern): it is skipped. */
  visible?(y: number): boolean;
  /** The colour of pixel (x, y). */
  at(x: number, y: number): number;
  /** Writes the colours of pixels [from, to) of row y into `out` at the same indices. */
  row(y: number, from: number, to: number, out: Int32Array): void;
}

const STEPS = 1024;

function gradientTable(stops: readonly GradientStop[]): Int32Array {
  const table = new Int32Array(STEPS);
  let segment = 0;
  for (let index = 0; index < STEPS; index++) {
    const t = index / (STEPS - 1);
    while (segment < stops.length - 2 && t > (stops[segment + 1] as GradientStop).offset) segment++;
    const from = stops[Math.min(segment, stops.length - 1)] as GradientStop;
    const to = stops[Math.min(segment + 1, stops.length - 1)] as GradientStop;
    const span = to.offset - from.offset;
    const local = t <= from.offset ? 0 : t >= to.offset ? 1 : span > 0 ? (t - from.offset) / span : 1;
    // Interpolated in premultiplied space, as browsers do (no dark fringe toward transparent).
    const fa = from.color[3] / 255;
    const ta = to.color[3] / 255;
    const alpha = fa + (ta - fa) * local;
    const channel = (c: 0 | 1 | 2) => {
      const value = from.color[c] * fa + (to.color[c] * ta - from.color[c] * fa) * local;
      return alpha > 0 ? value / alpha : 0;
    };
    table[index] = packPremultiplied([channel(0), channel(1), channel(2), Math.round(alpha * 255)]);
  }
  return table;
}

function isOpaque(colors: Int32Array): boolean {
  for (const color of colors) if (color >>> 24 !== 255) return false;
  return true;
}

/** A table index from a position along the gradient: clamped, or wrapped when it repeats. */
function indexer(repeat: boolean): (t: number) => number {
  return repeat
    ? (t) => ((t - Math.floor(t)) * (STEPS - 1) + 0.5) | 0
    : (t) => (t <= 0 ? 0 : t >= 1 ? STEPS - 1 : (t * (STEPS - 1) + 0.5) | 0);
}

export function makeShader(paint: Paint, scale: number): Shader {
  switch (paint.kind) {
    case 'color': {
      const packed = packPremultiplied(paint.color);
      return {
        solid: packed,
        opaque: packed >>> 24 === 255,
        sameRows: true,
        at: () => packed,
        row: (_y, from, to, out) => out.fill(packed, from, to),
      };
    }
    case 'linear-gradient': {
      const table = gradientTable(paint.stops);
      const fx = paint.from.x * scale;
      const fy = paint.from.y * scale;
      const dx = paint.to.x * scale - fx;
      const dy = paint.to.y * scale - fy;
      const length2 = dx * dx + dy * dy || 1;
      const index = indexer(paint.repeat);
      return {
        opaque: isOpaque(table),
        sameRows: dy === 0,
        at: (x, y) => table[index(((x + 0.5 - fx) * dx + (y + 0.5 - fy) * dy) / length2)] as number,
        row(y, from, to, out) {
          // Linear along the row: one multiply-add a pixel (none for a vertical gradient).
          const step = (dx / length2) * (STEPS - 1);
          let t = (((from + 0.5 - fx) * dx + (y + 0.5 - fy) * dy) / length2) * (STEPS - 1);
          const last = STEPS - 1;
          if (step === 0 && !paint.repeat) {
            out.fill(table[t <= 0 ? 0 : t >= last ? last : (t + 0.5) | 0] as number, from, to);
            return;
          }
          if (paint.repeat) {
            for (let x = from; x < to; x++, t += step) out[x] = table[(((t % last) + last) % last) | 0] as number;
          } else {
            for (let x = from; x < to; x++, t += step)
              out[x] = table[t <= 0 ? 0 : t >= last ? last : (t + 0.5) | 0] as number;
          }
        },
      };
    }
    case 'radial-gradient': {
      const table = gradientTable(paint.stops);
      const cx = paint.center.x * scale;
      const cy = paint.center.y * scale;
      const rx = Math.max(1e-6, paint.radius.x * scale);
      const ry = Math.max(1e-6, paint.radius.y * scale);
      const last = STEPS - 1;
      const lookup = (t: number) =>
        table[paint.repeat ? ((t * last) % last) | 0 : t >= 1 ? last : (t * last + 0.5) | 0] as number;
      return {
        opaque: isOpaque(table),
        at: (x, y) => lookup(Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry)),
        row(y, from, to, out) {
          const ny = (y + 0.5 - cy) / ry;
          const ny2 = ny * ny;
          const step = 1 / rx;
          let nx = (from + 0.5 - cx) / rx;
          for (let x = from; x < to; x++, nx += step) {
            const t = Math.sqrt(nx * nx + ny2);
            out[x] = (
              paint.repeat ? table[((t * last) % last) | 0] : table[t >= 1 ? last : (t * last + 0.5) | 0]
            ) as number;
          }
        },
      };
    }
    case 'picture': {
      const { picture, tile } = paint;
      const words = new Int32Array(picture.pixels.buffer, picture.pixels.byteOffset, picture.width * picture.height);
      const place = { left: Math.round(tile.x * scale), top: Math.round(tile.y * scale) };
      return tableShader(words, picture.width, picture.height, place, paint, picture.pixels);
    }
    case 'tiled': {
      // The tile is shaded once, at its device size, then repeated by look-up.
      const inner = makeShader(paint.paint, scale);
      const left = Math.round(paint.tile.x * scale);
      const top = Math.round(paint.tile.y * scale);
      const width = Math.max(1, Math.round(paint.tile.width * scale));
      const height = Math.max(1, Math.round(paint.tile.height * scale));
      const tile = new Int32Array(width * height);
      for (let ty = 0; ty < height; ty++) {
        for (let tx = 0; tx < width; tx++) tile[ty * width + tx] = inner.at(left + tx, top + ty);
      }
      return tableShader(tile, width, height, { left, top }, paint);
    }
  }
}

/** Facts about a tile's pixels, kept per tile (a picture is drawn on every card of a site). */
interface TileFacts {
  /** 1 for each row with no visible pixel. */
  clear: Uint8Array;
  /** Every pixel is opaque. */
  opaque: boolean;
}

const tileFactsKept = new WeakMap<object, TileFacts>();

/** `key`: what the tile's pixels belong to (a picture's bytes), kept while that lives. */
function tileFacts(tile: Int32Array, width: number, height: number, key: object): TileFacts {
  let facts = tileFactsKept.get(key);
  if (!facts) {
    const clear = new Uint8Array(height);
    let alphas = -1;
    for (let y = 0; y < height; y++) {
      let any = 0;
      for (let x = y * width; x < (y + 1) * width; x++) {
        const color = tile[x] as number;
        any |= color;
        alphas &= color;
      }
      clear[y] = any === 0 ? 1 : 0;
    }
    facts = { clear, opaque: alphas >>> 24 === 255 };
    tileFactsKept.set(key, facts);
  }
  return facts;
}

/**
 * Pixels already at device size (a picture, a shaded tile) placed at (left, top), repeated
 * across and down as asked, transparent elsewhere: rows are copied by look-up.
 */
function tableShader(
  tile: Int32Array,
  width: number,
  height: number,
  { left, top }: { left: number; top: number },
  repeat: { repeatX: boolean; repeatY: boolean },
  key: object = tile,
): Shader {
  const rowOf = (y: number) => {
    let py = y - top;
    if (repeat.repeatY) py = ((py % height) + height) % height;
    return py >= 0 && py < height ? py * width : -1;
  };
  const { clear, opaque } = tileFacts(tile, width, height, key);
  return {
    opaque: opaque && repeat.repeatX && repeat.repeatY,
    visible(y) {
      const start = rowOf(y);
      return start >= 0 && clear[start / width] === 0;
    },
    at(x, y) {
      const start = rowOf(y);
      let px = x - left;
      if (repeat.repeatX) px = ((px % width) + width) % width;
      return start >= 0 && px >= 0 && px < width ? (tile[start + px] as number) : 0;
    },
    row(y, from, to, out) {
      const start = rowOf(y);
      if (start < 0) {
        out.fill(0, from, to);
        return;
      }
      // Copied a stretch of the tile's row at a time; transparent beyond it when not repeated.
      let x = from;
      let px = x - left;
      if (repeat.repeatX) px = ((px % width) + width) % width;
      else if (px < 0) {
        const gap = Math.min(to, left) - x;
        out.fill(0, x, x + gap);
        x += gap;
        px = 0;
      }
      while (x < to && px < width) {
        const length = Math.min(width - px, to - x);
        out.set(tile.subarray(start + px, start + px + length), x);
        x += length;
        px = repeat.repeatX ? 0 : width;
      }
      if (x < to) out.fill(0, x, to);
    },
  };
}
