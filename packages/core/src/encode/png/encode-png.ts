import { constants, deflateSync, type ZlibOptions } from 'node:zlib';
import { releasePixels } from '../../pixel-pool.js';
import { indexPixels, paletteChunks } from './palette-rows.js';
import { COLOR_TYPE, headerChunk, pngFile } from './png-chunks.js';
import { rgbaRows, rgbRows } from './truecolor-rows.js';

/*
 * PNG written here rather than by sharp (measured on the design corpus and the benchmark code
 * card: docs/decisions.md): a card of at most 256 colours with a palette, others as RGB (RGBA
 * when not opaque), rows unfiltered, compressed by Node's zlib on the drawing thread.
 */

// Runs of one index are what a palette card's rows hold: zlib's run-length strategy finds them
// fastest and writes them smallest (0.6 ms and 19 kB for a blog card, against 1.1 ms and 20 kB
// at level 2's default strategy; level 6 takes 2.6 ms for 14 kB).
const PALETTE_DEFLATE: ZlibOptions = { level: 2, strategy: constants.Z_RLE };
// Level 2: as fast as level 1 on cards, and smaller.
const TRUECOLOR_DEFLATE: ZlibOptions = { level: 2 };

/*
 * In one call, on the drawing thread (a pool worker, as the drawing itself): zlib's
 * asynchronous form works in 16 kB pieces, each a round trip to libuv's threads (measured:
 * 2-3x slower for a card). The rows' memory goes back to the pool.
 */
function compressed(rows: Buffer, options: ZlibOptions): Buffer {
  try {
    return deflateSync(rows, options);
  } finally {
    releasePixels(rows);
  }
}

/** Premultiplied RGBA pixels as a PNG file; `opaque` when the drawing knows every pixel is. */
export function encodePng(pixels: Uint8Array, width: number, height: number, opaque: boolean): Buffer {
  // Read as one word a pixel: bytes not aligned for that are copied first.
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : new Uint8Array(pixels);
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, width * height);
  const indexed = indexPixels(words, width, height);
  if (indexed) {
    const data = compressed(indexed.rows, PALETTE_DEFLATE);
    return pngFile(headerChunk(width, height, COLOR_TYPE.palette), paletteChunks(indexed.palette, indexed.count), data);
  }
  const rgb = rgbRows(words, width, height, opaque);
  if (rgb) return pngFile(headerChunk(width, height, COLOR_TYPE.rgb), [], compressed(rgb, TRUECOLOR_DEFLATE));
  const data = compressed(rgbaRows(aligned, width, height), TRUECOLOR_DEFLATE);
  return pngFile(headerChunk(width, height, COLOR_TYPE.rgba), [], data);
}
