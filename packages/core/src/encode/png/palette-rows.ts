import { acquirePixels, releasePixels } from '../../pixel-pool.js';
import { chunk, straightChannel } from './png-chunks.js';
import { ROW_FILTER, repeatedRowTest, writeRepeatedRow } from './repeated-rows.js';

/*
 * An image of at most 256 colours (flat backgrounds and the anti-aliased edges of text and
 * shapes: most cards) as palette indices: a quarter of the bytes of RGBA to compress, so
 * about twice as fast to encode and a half to a third of the size, and lossless.
 */

const MAX_COLORS = 256;
/** Open-addressed hash of the colours met so far: a power of two well above 256. */
const TABLE_SIZE = 1024;

export interface IndexedPixels {
  /** Each pixel's palette index, rows prefixed by PNG's filter byte (none, or up for a repeated row). */
  rows: Buffer;
  /** The colours in order of first use. */
  palette: Int32Array;
  count: number;
}

/** Every eighth row is read first: a gradient or a photo shows its colours there at once. */
const SAMPLE_EVERY = 8;
const sampleKeys = new Int32Array(TABLE_SIZE);
const sampleUsed = new Uint8Array(TABLE_SIZE);

/** Whether a sample of the rows already holds more colours than a palette does. */
export function sampleHasTooManyColors(words: Int32Array, width: number, height: number): boolean {
  sampleUsed.fill(0);
  let count = 0;
  for (let y = 0; y < height; y += SAMPLE_EVERY) {
    const rowEnd = (y + 1) * width;
    let last = ~(words[y * width] as number);
    for (let pixel = y * width; pixel < rowEnd; pixel++) {
      const word = words[pixel] as number;
      if (word === last) continue;
      last = word;
      let slot = Math.imul(word, 0x9e3779b1) >>> 22;
      while (sampleUsed[slot] === 1 && sampleKeys[slot] !== word) slot = (slot + 1) & (TABLE_SIZE - 1);
      if (sampleUsed[slot] === 1) continue;
      if (++count > MAX_COLORS) return true;
      sampleUsed[slot] = 1;
      sampleKeys[slot] = word;
    }
  }
  return false;
}

/**
 * Turns pixels into palette indices, an image at once or a band of rows after another: the
 * colours met carry over, so every band of an image shares one palette.
 */
export class PaletteIndexer {
  /** The colours in order of first use. */
  readonly palette = new Int32Array(MAX_COLORS);
  count = 0;
  private readonly keys = new Int32Array(TABLE_SIZE);
  private readonly slots = new Int16Array(TABLE_SIZE).fill(-1);

  /**
   * Writes `rowCount` rows of `words` as index rows into `into` (its first byte on); false
   * once a 257th colour appears.
   */
  index(words: Int32Array, width: number, rowCount: number, into: Uint8Array): boolean {
    // Locals, not fields: the loop below reads them for every run of pixels.
    const { keys, slots, palette } = this;
    let count = this.count;
    // A plain byte view: Buffer's own fill() checks its arguments in JavaScript on every call.
    const bytes = new Uint8Array(into.buffer, into.byteOffset, (width + 1) * rowCount);
    const repeated = repeatedRowTest(new Uint8Array(words.buffer, words.byteOffset, width * rowCount * 4), width * 4);
    let at = 0;
    for (let y = 0; y < rowCount; y++) {
      if (repeated(y)) {
        writeRepeatedRow(bytes, at, width + 1);
        at += width + 1;
        continue;
      }
      bytes[at++] = ROW_FILTER.none;
      const rowEnd = (y + 1) * width;
      let pixel = y * width;
      while (pixel < rowEnd) {
        // A run of one colour (most of a card) is looked up once and written as one fill.
        const word = words[pixel] as number;
        let runEnd = pixel + 1;
        while (runEnd < rowEnd && words[runEnd] === word) runEnd++;
        let slot = Math.imul(word, 0x9e3779b1) >>> 22;
        let index = slots[slot] as number;
        while (index >= 0 && keys[slot] !== word) {
          slot = (slot + 1) & (TABLE_SIZE - 1);
          index = slots[slot] as number;
        }
        if (index < 0) {
          if (count === MAX_COLORS) return false;
          index = count++;
          this.count = count;
          slots[slot] = index;
          keys[slot] = word;
          palette[index] = word;
        }
        const length = runEnd - pixel;
        if (length > 8) bytes.fill(index, at, at + length);
        else for (let step = 0; step < length; step++) bytes[at + step] = index;
        at += length;
        pixel = runEnd;
      }
    }
    return true;
  }
}

/** The pixels as palette indices; undefined once a 257th colour appears. */
export function indexPixels(words: Int32Array, width: number, height: number): IndexedPixels | undefined {
  if (sampleHasTooManyColors(words, width, height)) return undefined;
  const indexer = new PaletteIndexer();
  // Recycled: a fresh buffer this size costs more in page faults than the loop.
  const rows = acquirePixels((width + 1) * height, true);
  if (indexer.index(words, width, height, rows)) return { rows, palette: indexer.palette, count: indexer.count };
  releasePixels(rows);
  return undefined;
}

/** PLTE (straight RGB) and, when any colour is translucent, tRNS (alphas). */
export function paletteChunks(palette: Int32Array, count: number): Buffer[] {
  const rgb = Buffer.alloc(count * 3);
  const alphas = Buffer.alloc(count);
  let translucent = false;
  for (let index = 0; index < count; index++) {
    const word = palette[index] as number;
    const alpha = (word >>> 24) & 0xff;
    alphas[index] = alpha;
    if (alpha !== 255) translucent = true;
    rgb[index * 3] = straightChannel(word & 0xff, alpha);
    rgb[index * 3 + 1] = straightChannel((word >>> 8) & 0xff, alpha);
    rgb[index * 3 + 2] = straightChannel((word >>> 16) & 0xff, alpha);
  }
  return translucent ? [chunk('PLTE', rgb), chunk('tRNS', alphas)] : [chunk('PLTE', rgb)];
}
