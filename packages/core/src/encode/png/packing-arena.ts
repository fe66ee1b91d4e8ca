import { instantiateKernel, type WasmMemory, wasm } from '../../wasm.js';
import { STRIPS_IN_FLIGHT } from './deflate-in-strips.js';
import { ROW_FILTER, repeatedRowTest, writeRepeatedRow } from './repeated-rows.js';
import { RGB_PACKING_WASM } from './rgb-packing-wasm.js';
import { writeRowTail } from './truecolor-rows.js';

/*
 * A band of a tall image and the strips of its rows being compressed, held in one WebAssembly
 * memory, so that rgb-packing.wat packs RGBA into RGB where the pixels are, with SIMD (0.16 ms
 * a megapixel band against 0.83 ms for the JavaScript loop). The memory is sized once for the
 * largest band and never grows: growing could move it while zlib still reads a strip from it.
 */

/** The most pixels a band holds. */
export const MAX_BAND_PIXELS = 1024 * 1024;
const BAND_BYTES = MAX_BAND_PIXELS * 4;
/** A strip's rows: four bytes a pixel at most (RGBA), and a filter byte a row (a row a pixel at worst). */
const STRIP_BYTES = MAX_BAND_PIXELS * 5;
const PAGE_BYTES = 65536;
/**
 * Room after the strips for drawing kernels' inputs (a backdrop's colour table and shadow
 * rows), which they read from the memory they draw into.
 */
const SCRATCH_BYTES = 4 * PAGE_BYTES;
/** Arenas kept for the next image once done (a thread draws one banded image at a time, mostly). */
const SPARE_ARENAS = 1;

interface Exports {
  packRow(source: number, target: number, count: number): number;
}

/** An arena's memory, for other WebAssembly kernels to draw in, and its scratch room. */
export interface ArenaMemory {
  memory: WasmMemory;
  scratch: Buffer;
}

/** Each arena's memory by its buffer: what a band's canvas can find from its pixels. */
const memories = new WeakMap<ArrayBufferLike, ArenaMemory>();

/** The arena memory `buffer` belongs to, if it is one. */
export function arenaMemoryOf(buffer: ArrayBufferLike): ArenaMemory | undefined {
  return memories.get(buffer);
}

export class PackingArena {
  /** Where a band is drawn: premultiplied RGBA. */
  readonly band: Buffer;
  /** Where the strips' rows are written, one slot for each strip that may be in flight. */
  readonly strips: Buffer[];
  private readonly packRow: Exports['packRow'];

  constructor() {
    const stripsEnd = BAND_BYTES + STRIPS_IN_FLIGHT * STRIP_BYTES;
    const pages = Math.ceil((stripsEnd + SCRATCH_BYTES) / PAGE_BYTES);
    const memory = new wasm.Memory({ initial: pages, maximum: pages });
    memories.set(memory.buffer, { memory, scratch: Buffer.from(memory.buffer, stripsEnd, SCRATCH_BYTES) });
    this.packRow = instantiateKernel<Exports>(RGB_PACKING_WASM, memory).packRow;
    this.band = Buffer.from(memory.buffer, 0, BAND_BYTES);
    this.strips = Array.from({ length: STRIPS_IN_FLIGHT }, (_, slot) =>
      Buffer.from(memory.buffer, BAND_BYTES + slot * STRIP_BYTES, STRIP_BYTES),
    );
  }

  /** The band's first `rowCount` rows, one word a pixel. */
  bandWords(width: number, rowCount: number): Int32Array {
    return new Int32Array(this.band.buffer, this.band.byteOffset, width * rowCount);
  }

  /**
   * The band's first `rowCount` rows as PNG's RGB rows in `into` (one of `strips`), each
   * prefixed by its filter byte; a row that repeats the one above is written as "Up". Unless
   * `opaque`, false at the first row with a pixel that is not.
   */
  writeRgbRows(width: number, rowCount: number, into: Buffer, opaque: boolean): boolean {
    const stride = width * 3 + 1;
    const words = this.bandWords(width, rowCount);
    const repeated = repeatedRowTest(this.band, width * 4);
    const grouped = width & ~3;
    const band = this.band.byteOffset;
    for (let y = 0; y < rowCount; y++) {
      const start = y * stride;
      if (repeated(y)) {
        writeRepeatedRow(into, start, stride);
        continue;
      }
      into[start] = ROW_FILTER.none;
      const groupsOpaque =
        grouped === 0 || this.packRow(band + y * width * 4, into.byteOffset + start + 1, grouped) === 1;
      const tailAlphas = writeRowTail(words, width, y, grouped, into, start);
      if (!opaque && (!groupsOpaque || tailAlphas >>> 24 !== 255)) return false;
    }
    return true;
  }
}

const spares: PackingArena[] = [];

/** An arena for one image's bands: a spare one, or a new one. */
export function takeArena(): PackingArena {
  return spares.pop() ?? new PackingArena();
}

/** Gives an arena back once its image's strips are all compressed. */
export function giveBackArena(arena: PackingArena): void {
  if (spares.length < SPARE_ARENAS) spares.push(arena);
}
