import { describe, expect, it } from 'vitest';
import { compileKernel, WASM_KERNELS } from '../../scripts/build-wasm.mjs';
import { PackingArena } from '../../src/encode/png/packing-arena.js';
import { paintBackdrop } from '../../src/raster/backdrop.js';
import { backdropShadingFor } from '../../src/raster/backdrop-shading.js';
import { BACKDROP_SHADING_WASM } from '../../src/raster/backdrop-shading-wasm.js';
import { Canvas } from '../../src/raster/canvas.js';
import { paintShadedSpan } from '../../src/raster/shaded-spans.js';

/*
 * A PNG band's opaque backdrop is shaded by WebAssembly in the packing arena's memory: every
 * pixel exactly as the JavaScript loop shades it, for any span, and a whole card's backdrop
 * (gradient, shadows, corners) the same drawn in a band as on a canvas of its own.
 */

const TABLE = Int32Array.from({ length: 1024 }, (_, index) => {
  const red = index & 0xff;
  const green = (index * 7) & 0xff;
  const blue = 255 - (index & 0xff);
  return red | (green << 8) | (blue << 16) | (0xff << 24);
});

const SHADOWS = [
  { sigma: 44, offsetY: 36, opacity: 0.4 },
  { sigma: 6, offsetY: 4, opacity: 0.22 },
];

describe('backdrop shading in WebAssembly', () => {
  it('is built from backdrop-shading.wat as the source says', async () => {
    expect((await compileKernel(WASM_KERNELS.backdropShading)).toString('base64')).toBe(BACKDROP_SHADING_WASM);
  });

  it('shades every span as the JavaScript loop does, the groups of four itself', () => {
    const width = 1030;
    const arena = new PackingArena();
    const words = arena.bandWords(width, 2);
    const shading = backdropShadingFor(words, TABLE, width);
    if (!shading) throw new Error('a band in an arena has the kernel');
    const keeps = shading.keepRow(1);
    for (let x = 0; x < width; x++) keeps[x] = x % 257;
    for (const [from, to] of [
      [0, width],
      [0, 1],
      [3, 4],
      [5, 13],
      [7, 7],
      [9, 5],
      [1, 1029],
      [512, 517],
    ] as const) {
      for (const [base, stepX] of [
        [0.5, 0],
        [3.5, 0.28],
        [700.25, 0.31],
      ] as const) {
        const expected = new Int32Array(width);
        paintShadedSpan(expected, 0, [from, to], TABLE, true, base, stepX, keeps);
        words.fill(0);
        // The second row, so that a wrong row start would show.
        paintShadedSpan(words, width, [from, to], TABLE, true, base, stepX, keeps, shading.shadeSpan);
        expect([...words.subarray(width)]).toEqual([...expected]);
        expect(words.subarray(0, width).every((word) => word === 0)).toBe(true);
      }
    }
    // The kernel alone writes the span's groups of four and leaves the rest.
    words.fill(0);
    const step = Math.round(0.28 * 65536);
    expect(shading.shadeSpan(0, 5, 16, 65536 * 3 + 5 * step, step, keeps)).toBe(8);
    const expected = new Int32Array(width);
    paintShadedSpan(expected, 0, [5, 13], TABLE, true, 3, 0.28, keeps);
    expect([...words.subarray(5, 13)]).toEqual([...expected.subarray(5, 13)]);
    expect(words[13]).toBe(0);
  });

  it('draws a card’s backdrop in a band as on a canvas of its own', () => {
    const [width, height] = [1802, 1988];
    const window = { x: 128, y: 128, width: 1546, height: 1732 };
    const hidden = { x: 168, y: 168, width: 1466, height: 1652 };
    const fill = {
      kind: 'gradient' as const,
      colors: [
        [168, 85, 247, 255],
        [99, 102, 241, 255],
      ] as [number, number, number, number][],
    };
    const whole = new Canvas(width, height, true);
    paintBackdrop(whole, fill, window, 20, SHADOWS, hidden);
    const arena = new PackingArena();
    const bandRows = Math.floor((1024 * 1024) / width);
    const bytes = (words: Int32Array, y: number, from: number, to: number) =>
      Buffer.from(words.buffer, words.byteOffset + (y * width + from) * 4, (to - from) * 4);
    let differingRows = 0;
    for (let top = 0; top < height; top += bandRows) {
      const bottom = Math.min(height, top + bandRows);
      const band = new Canvas(width, height, true, arena.band.subarray(0, width * (bottom - top) * 4), { top, bottom });
      band.words.fill(0);
      paintBackdrop(band, fill, window, 20, SHADOWS, hidden);
      for (let y = top; y < bottom; y++) {
        // Inside the hidden box neither canvas is painted.
        const spans: [number, number][] =
          y >= hidden.y && y < hidden.y + hidden.height
            ? [
                [0, hidden.x],
                [hidden.x + hidden.width, width],
              ]
            : [[0, width]];
        const same = spans.every(([from, to]) =>
          bytes(band.words, y - top, from, to).equals(bytes(whole.words, y, from, to)),
        );
        if (!same) differingRows++;
      }
    }
    expect(differingRows).toBe(0);
    whole.release();
  });
});
