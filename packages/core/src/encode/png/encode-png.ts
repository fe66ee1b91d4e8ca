import { deflateSync, type ZlibOptions } from 'node:zlib';
import { acquirePixels, releasePixels } from '../../pixel-pool.js';
import { deflateRowsInStrips, deflateWrittenRows } from './deflate-in-strips.js';
import { PALETTE_DEFLATE, TRUECOLOR_DEFLATE } from './deflate-settings.js';
import { otherCoresIdle } from './idle-cores.js';
import { indexPixels, paletteChunks } from './palette-rows.js';
import { COLOR_TYPE, headerChunk, pngFile } from './png-chunks.js';
import { rgbaRows, rgbRows, rgbRowWriter } from './truecolor-rows.js';

/*
 * PNG written here rather than by sharp (measured on the design corpus and the benchmark code
 * card: docs/decisions.md): a card of at most 256 colours with a palette, others as RGB (RGBA
 * when not opaque), rows unfiltered, compressed by Node's zlib.
 */

/**
 * Rows from this many bytes are compressed in strips on the thread pool (a 2× code card of 40
 * lines holds 10.7 MB of RGB rows): below it, handing strips over costs as much as it saves
 * (measured: even at 3 MB, slower at 2 MB; a 1200×630 card's RGB rows are 2.3 MB).
 */
const STRIPS_FROM_BYTES = 4 * 1024 * 1024;

/** What is known of a PNG before its rows are compressed: the rows, or how to write them. */
interface PngPlan {
  chunksBefore: Buffer[];
  header: Buffer;
  stride: number;
  options: ZlibOptions;
  /** The rows, written already (recycled memory: given back once compressed)... */
  rows?: Buffer;
  /** ...or written a band at a time (an opaque RGB image's: they need not all exist at once). */
  write?: (fromRow: number, toRow: number, into: Uint8Array) => void;
}

function planPng(pixels: Uint8Array, width: number, height: number, opaque: boolean): PngPlan {
  // Read as one word a pixel: bytes not aligned for that are copied first.
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : new Uint8Array(pixels);
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, width * height);
  const indexed = indexPixels(words, width, height);
  if (indexed) {
    const chunksBefore = paletteChunks(indexed.palette, indexed.count);
    const header = headerChunk(width, height, COLOR_TYPE.palette);
    return { chunksBefore, header, rows: indexed.rows, stride: width + 1, options: PALETTE_DEFLATE };
  }
  const rgb = { chunksBefore: [], header: headerChunk(width, height, COLOR_TYPE.rgb), options: TRUECOLOR_DEFLATE };
  if (opaque) {
    const writer = rgbRowWriter(words, width, height, true);
    return { ...rgb, stride: writer.stride, write: writer.write };
  }
  const rows = rgbRows(words, width, height, false);
  if (rows) return { ...rgb, rows, stride: width * 3 + 1 };
  const header = headerChunk(width, height, COLOR_TYPE.rgba);
  return {
    chunksBefore: [],
    header,
    rows: rgbaRows(aligned, width, height),
    stride: width * 4 + 1,
    options: TRUECOLOR_DEFLATE,
  };
}

/** Every row in one buffer (written now if the plan writes them), compressed in one piece. */
function deflateWhole(plan: PngPlan, height: number): Buffer {
  const rows = plan.rows ?? acquirePixels(plan.stride * height, true);
  try {
    plan.write?.(0, height, rows);
    return deflateSync(rows, plan.options);
  } finally {
    releasePixels(rows);
  }
}

/**
 * Premultiplied RGBA pixels as a PNG file, compressed on the calling thread (for small
 * pictures, and where the caller cannot wait); `opaque` when the drawing knows every pixel is.
 */
export function encodePng(pixels: Uint8Array, width: number, height: number, opaque: boolean): Buffer {
  const plan = planPng(pixels, width, height, opaque);
  return pngFile(plan.header, plan.chunksBefore, deflateWhole(plan, height));
}

/**
 * The same file; a large image's rows compressed in strips on the other cores when they are
 * idle (deflate-in-strips.ts, idle-cores.ts).
 */
export async function encodePngInParallel(
  pixels: Uint8Array,
  width: number,
  height: number,
  opaque: boolean,
): Promise<Buffer> {
  const plan = planPng(pixels, width, height, opaque);
  let data: Buffer;
  if (plan.stride * height < STRIPS_FROM_BYTES || !otherCoresIdle()) data = deflateWhole(plan, height);
  else if (plan.write) data = await deflateWrittenRows(height, plan.stride, plan.options, plan.write);
  else {
    const rows = plan.rows as Buffer;
    data = await deflateRowsInStrips(rows, height, plan.stride, plan.options).finally(() => releasePixels(rows));
  }
  return pngFile(plan.header, plan.chunksBefore, data);
}
