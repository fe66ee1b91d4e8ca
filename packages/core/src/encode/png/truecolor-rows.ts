import { acquirePixels, releasePixels } from '../../pixel-pool.js';
import { straightChannel } from './png-chunks.js';
import { ROW_FILTER, repeatedRowTest, writeRepeatedRow } from './repeated-rows.js';

/*
 * Pixel rows of a truecolour PNG, each prefixed by filter byte 0 (none: a filter pass in
 * JavaScript costs more than it saves zlib), or 2 (up) for a row that repeats the one above:
 * RGB when every pixel is opaque, else RGBA with straight alpha, as PNG stores it. The rows'
 * memory is recycled: give it back once compressed.
 */

/**
 * Writes RGB rows of an image, a band at a time. Unless the image is known to be opaque,
 * `write` stops and says false at the first row with a pixel that is not.
 */
export interface RgbRowWriter {
  stride: number;
  /** Writes rows [fromRow, toRow) into `into`, from its first byte. */
  write(fromRow: number, toRow: number, into: Uint8Array): boolean;
}

/** What packing a row needs besides the pixels: a row's worth of packed words, and the repeat test. */
interface Packing {
  words: Int32Array;
  width: number;
  opaque: boolean;
  repeated: (row: number) => boolean;
  packed: Int32Array;
  packedBytes: Uint8Array;
}

/** Rows [fromRow, toRow) into `into`; false at a row with a pixel not opaque, unless known opaque. */
function writeRgbRows(packing: Packing, fromRow: number, toRow: number, into: Uint8Array): boolean {
  // Locals, not a closure's variables: the loop below reads them for every pixel.
  const { words, width, opaque, repeated, packed, packedBytes } = packing;
  const stride = width * 3 + 1;
  const quads = width >> 2;
  // A plain view: Buffer's own copy and fill check their arguments in JavaScript at every call.
  const bytes = new Uint8Array(into.buffer, into.byteOffset, (toRow - fromRow) * stride);
  for (let y = fromRow; y < toRow; y++) {
    const start = (y - fromRow) * stride;
    // The same pixels as the row above, which passed the alpha test already.
    if (repeated(y)) {
      writeRepeatedRow(bytes, start, stride);
      continue;
    }
    let pixel = y * width;
    let at = 0;
    // The row's words ANDed together: the alpha byte stays 255 only if every pixel's is.
    let alphas = -1;
    for (let quad = 0; quad < quads; quad++, pixel += 4) {
      const p0 = words[pixel] as number;
      const p1 = words[pixel + 1] as number;
      const p2 = words[pixel + 2] as number;
      const p3 = words[pixel + 3] as number;
      alphas &= p0 & p1 & p2 & p3;
      packed[at++] = (p0 & 0xffffff) | (p1 << 24);
      packed[at++] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
      packed[at++] = ((p2 >>> 16) & 0xff) | (p3 << 8);
    }
    bytes[start] = ROW_FILTER.none;
    bytes.set(packedBytes, start + 1);
    alphas &= writeRowTail(words, width, y, quads * 4, bytes, start);
    if (!opaque && alphas >>> 24 !== 255) return false;
  }
  return true;
}

/**
 * Pixels [from, width) of row y of `words` as RGB bytes of the PNG row at `start` (past its
 * filter byte): the few a row has beyond its groups of four. Returns their words ANDed together.
 */
export function writeRowTail(
  words: Int32Array,
  width: number,
  y: number,
  from: number,
  bytes: Uint8Array,
  start: number,
): number {
  let alphas = -1;
  for (let x = from; x < width; x++) {
    const word = words[y * width + x] as number;
    alphas &= word;
    const offset = start + 1 + x * 3;
    bytes[offset] = word & 0xff;
    bytes[offset + 1] = (word >>> 8) & 0xff;
    bytes[offset + 2] = (word >>> 16) & 0xff;
  }
  return alphas;
}

/** A writer of RGB rows, four pixels packed into three words at a time. */
export function rgbRowWriter(words: Int32Array, width: number, height: number, opaque: boolean): RgbRowWriter {
  const packed = new Int32Array((width >> 2) * 3);
  const packing: Packing = {
    words,
    width,
    opaque,
    repeated: repeatedRowTest(new Uint8Array(words.buffer, words.byteOffset, width * height * 4), width * 4),
    packed,
    packedBytes: new Uint8Array(packed.buffer),
  };
  return { stride: width * 3 + 1, write: (fromRow, toRow, into) => writeRgbRows(packing, fromRow, toRow, into) };
}

/**
 * RGB rows of the whole image; undefined (the memory given back) at the first row with a pixel
 * that is not opaque, unless `opaque` says there is none.
 */
export function rgbRows(words: Int32Array, width: number, height: number, opaque: boolean): Buffer | undefined {
  const writer = rgbRowWriter(words, width, height, opaque);
  const rows = acquirePixels(writer.stride * height, true);
  if (writer.write(0, height, rows)) return rows;
  releasePixels(rows);
  return undefined;
}

/** RGBA rows with straight alpha: premultiplied colour divided back where alpha is partial. */
export function rgbaRows(pixels: Uint8Array, width: number, height: number): Buffer {
  const rows = acquirePixels((width * 4 + 1) * height, true);
  writeRgbaRows(pixels, width, height, rows);
  return rows;
}

/** The same for `rowCount` rows of pixels, written into `into` from its first byte. */
export function writeRgbaRows(pixels: Uint8Array, width: number, rowCount: number, into: Uint8Array): void {
  const stride = width * 4 + 1;
  const bytes = new Uint8Array(into.buffer, into.byteOffset, stride * rowCount);
  const source = new Uint8Array(pixels.buffer, pixels.byteOffset, width * rowCount * 4);
  for (let y = 0; y < rowCount; y++) {
    const start = y * stride;
    bytes[start] = 0;
    bytes.set(source.subarray(y * width * 4, (y + 1) * width * 4), start + 1);
    for (let offset = start + 1; offset < start + stride; offset += 4) {
      const alpha = bytes[offset + 3] as number;
      if (alpha === 255 || alpha === 0) continue;
      for (let channel = 0; channel < 3; channel++) {
        bytes[offset + channel] = straightChannel(bytes[offset + channel] as number, alpha);
      }
    }
  }
}
