import { arenaMemoryOf } from '../encode/png/packing-arena.js';
import { instantiateKernel, type WasmMemory } from '../wasm.js';
import { BACKDROP_SHADING_WASM } from './backdrop-shading-wasm.js';

/*
 * backdrop-shading.wat, for a canvas drawn in a packing arena's memory (a PNG's band): the
 * kernel reads its colour table and shadow rows from that memory's scratch room, so the shadow
 * rows are made there and the table is copied there once a band.
 */

interface Exports {
  shadeSpan(target: number, count: number, table: number, keeps: number, index: number, step: number): void;
}

/** Shades pixels [from, to) of a row from `index` on: how many it wrote (groups of four; the caller writes the rest). */
export type ShadeSpan = (
  rowStart: number,
  from: number,
  to: number,
  index: number,
  step: number,
  keeps: Uint16Array,
) => number;

/** The kernel for one canvas and colour table, and where it wants the shadow rows made. */
export interface BackdropShading {
  shadeSpan: ShadeSpan;
  /** A row of `width` keeps in the kernel's memory, one for each `slot` (0 to 2). */
  keepRow(slot: number): Uint16Array;
}

const instances = new WeakMap<WasmMemory, Exports>();

function exportsFor(memory: WasmMemory): Exports {
  let exports = instances.get(memory);
  if (!exports) {
    exports = instantiateKernel<Exports>(BACKDROP_SHADING_WASM, memory);
    instances.set(memory, exports);
  }
  return exports;
}

/** Bytes a keep row takes, rounded up so every row starts on 8 bytes. */
const rowBytes = (width: number) => Math.ceil((width * 2) / 8) * 8;

/**
 * The kernel for drawing with `table` into `words`, a row `width` pixels wide; undefined when
 * the words are not in an arena's memory or the scratch room cannot hold the inputs.
 */
export function backdropShadingFor(words: Int32Array, table: Int32Array, width: number): BackdropShading | undefined {
  const arena = arenaMemoryOf(words.buffer);
  if (!arena) return undefined;
  const { scratch } = arena;
  const rowsAt = scratch.byteOffset + table.byteLength;
  if (table.byteLength + 3 * rowBytes(width) > scratch.byteLength) return undefined;
  new Int32Array(scratch.buffer, scratch.byteOffset, table.length).set(table);
  const { shadeSpan } = exportsFor(arena.memory);
  const pixels = words.byteOffset;
  return {
    keepRow: (slot) => new Uint16Array(scratch.buffer, rowsAt + slot * rowBytes(width), width),
    shadeSpan(rowStart, from, to, index, step, keeps) {
      // An empty or reversed span writes nothing (the kernel's loop counts up to its end).
      if (keeps.buffer !== scratch.buffer || to - from < 4) return 0;
      const count = (to - from) & ~3;
      shadeSpan(pixels + (rowStart + from) * 4, count, scratch.byteOffset, keeps.byteOffset + from * 2, index, step);
      return count;
    },
  };
}
