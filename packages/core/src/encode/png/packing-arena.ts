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
/** Arenas kept for the next image once done (a thread draws one banded image at a time, mostly). */
const SPARE_ARENAS = 1;

interface Exports {
  packRow(source: number, target: number, count: number): number;
}

/** Node's WebAssembly global, as used here (this package is typed without the DOM's library). */
interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (size: { initial: number; maximum: number }) => { buffer: ArrayBuffer };
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

let module: object | undefined;

export class PackingArena {
  /** Where a band is drawn: premultiplied RGBA. */
  readonly band: Buffer;
  /** Where the strips' rows are written, one slot for each strip that may be in flight. */
  readonly strips: Buffer[];
  private readonly packRow: Exports['packRow'];

  constructor() {
    module ??= new wasm.Module(Buffer.from(RGB_PACKING_WASM, 'base64'));
    const pages = Math.ceil((BAND_BYTES + STRIPS_IN_FLIGHT * STRIP_BYTES) / PAGE_BYTES);
    const memory = new wasm.Memory({ initial: pages, maximum: pages });
    const instance = new wasm.Instance(module, { glyphcast: { memory } });
    this.packRow = (instance.exports as unknown as Exports).packRow;
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
