import { describe, expect, it } from 'vitest';
import { compileKernel, WASM_KERNELS } from '../../scripts/build-wasm.mjs';
import { PackingArena } from '../../src/encode/png/packing-arena.js';
import { RGB_PACKING_WASM } from '../../src/encode/png/rgb-packing-wasm.js';

/*
 * RGB rows packed by WebAssembly in a packing arena: the bytes PNG wants (filter byte, then
 * R, G, B a pixel), for any width (groups of four by SIMD, the rest by JavaScript), nothing
 * written past a row, and a translucent pixel found wherever it is.
 */

/** Fills the arena's band with `rows` rows of distinct opaque pixels; returns their words. */
function fillBand(arena: PackingArena, width: number, rows: number): Int32Array {
  const words = arena.bandWords(width, rows);
  for (let index = 0; index < words.length; index++) words[index] = (255 << 24) | ((index * 2654435761) & 0xffffff);
  return words;
}

function expectedRows(words: Int32Array, width: number, rows: number): Buffer {
  const stride = width * 3 + 1;
  const out = Buffer.alloc(stride * rows);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const word = words[y * width + x] as number;
      out.set([word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff], y * stride + 1 + x * 3);
    }
  }
  return out;
}

describe('RGB rows packed in a packing arena', () => {
  it('is built from rgb-packing.wat as the source says', async () => {
    expect((await compileKernel(WASM_KERNELS.rgbPacking)).toString('base64')).toBe(RGB_PACKING_WASM);
  });

  it('writes the bytes the JavaScript writer would, at any width, and nothing past the rows', () => {
    const arena = new PackingArena();
    for (const width of [1, 3, 4, 5, 7, 8, 1802, 1803]) {
      const rows = 5;
      const words = fillBand(arena, width, rows);
      const into = arena.strips[1] as Buffer;
      const stride = width * 3 + 1;
      into.fill(0xaa, 0, stride * rows + 64);
      expect(arena.writeRgbRows(width, rows, into, false), `width ${width}`).toBe(true);
      expect(into.subarray(0, stride * rows).equals(expectedRows(words, width, rows)), `width ${width}`).toBe(true);
      expect([...into.subarray(stride * rows, stride * rows + 64)].every((byte) => byte === 0xaa)).toBe(true);
    }
  });

  it('says a row holds a translucent pixel, in a group of four or in the rest, unless told the image is opaque', () => {
    const arena = new PackingArena();
    const width = 1803;
    for (const x of [0, 5, 1799, 1802]) {
      const words = fillBand(arena, width, 3);
      words[2 * width + x] = 0x80102030;
      const into = arena.strips[0] as Buffer;
      expect(arena.writeRgbRows(width, 3, into, false), `x ${x}`).toBe(false);
      expect(arena.writeRgbRows(width, 3, into, true), `x ${x}`).toBe(true);
    }
  });

  it('writes a row that repeats the one above as Up, all zeros', () => {
    const arena = new PackingArena();
    const width = 64;
    const words = fillBand(arena, width, 2);
    words.copyWithin(width, 0, width);
    const into = arena.strips[0] as Buffer;
    arena.writeRgbRows(width, 2, into, true);
    const stride = width * 3 + 1;
    expect(into[stride]).toBe(2);
    expect([...into.subarray(stride + 1, 2 * stride)].every((byte) => byte === 0)).toBe(true);
  });
});
