import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeImage } from '../../src/encode/encode-image.js';
import { canvasOf, idatData, largestError, pngForm } from './_png-check.js';

/*
 * The core's own PNG writer: every image it writes is decoded by libvips (sharp) and compared
 * pixel for pixel with what was drawn, for each form it chooses (palette, RGB, RGBA).
 */

/** The filter byte that starts each row of the PNG's pixel data (one IDAT chunk). */
function rowFilters(png: Buffer, stride: number, height: number): number[] {
  const rows = inflateSync(idatData(png));
  return Array.from({ length: height }, (_, row) => rows[row * stride] as number);
}

const encode = (pixels: Buffer, width: number, height: number, opaque = false) =>
  encodeImage({ pixels, width, height, opaque }, 'png');

describe('the PNG writer', () => {
  it('writes a card of few colours with a palette, every pixel as drawn', async () => {
    const [width, height] = [203, 61];
    const pixels = canvasOf(width, height, (x, y) =>
      x < 100 ? [15, 23, 42, 255] : [(x % 4) * 60, (y % 3) * 80, 90, 255],
    );
    const png = await encode(pixels, width, height);
    expect(pngForm(png)).toEqual({ colorType: 3, transparency: false });
    expect(await largestError(png, pixels, width, height)).toBe(0);
  });

  it('keeps translucent and clear palette colours (tRNS) at their straight values', async () => {
    const [width, height] = [40, 30];
    const pixels = canvasOf(width, height, (x) =>
      x < 10 ? [0, 0, 0, 0] : x < 20 ? [255, 128, 0, 128] : [20, 200, 90, 255],
    );
    const png = await encode(pixels, width, height);
    expect(pngForm(png)).toEqual({ colorType: 3, transparency: true });
    expect(await largestError(png, pixels, width, height)).toBeLessThanOrEqual(1);
  });

  it('writes 256 colours with a palette and 257 as RGB', async () => {
    const shade = (count: number) => (x: number, y: number) => {
      const index = (y * 64 + x) % count;
      return [index & 0xff, index >> 8, 7, 255] as [number, number, number, number];
    };
    const palette = canvasOf(64, 64, shade(256));
    expect(pngForm(await encode(palette, 64, 64)).colorType).toBe(3);
    const truecolor = canvasOf(64, 64, shade(257));
    const png = await encode(truecolor, 64, 64);
    expect(pngForm(png).colorType).toBe(2);
    expect(await largestError(png, truecolor, 64, 64)).toBe(0);
  });

  it('finds a 257th colour on rows its first look skips', async () => {
    // Every colour on row 3 only: a sample of every eighth row sees one colour.
    const pixels = canvasOf(300, 20, (x, y) => (y === 3 ? [x % 256, x >> 8, 1, 255] : [9, 9, 9, 255]));
    const png = await encode(pixels, 300, 20);
    expect(pngForm(png).colorType).toBe(2);
    expect(await largestError(png, pixels, 300, 20)).toBe(0);
  });

  it('packs RGB exactly whatever the width (four pixels to three words, and the rest)', async () => {
    for (const width of [1, 2, 3, 5, 7, 1201]) {
      const pixels = canvasOf(width, 9, (x, y) => [(x * 37 + y) % 256, (x * 11) % 256, (y * 29 + x) % 256, 255]);
      const png = await encode(pixels, width, 9, true);
      expect(await largestError(png, pixels, width, 9)).toBe(0);
    }
  });

  it('writes RGBA with straight alpha when a many-coloured image lets anything through', async () => {
    const [width, height] = [256, 8];
    const pixels = canvasOf(width, height, (x, y) => [x, 255 - x, y * 30, y === 7 ? 255 : 40 + y * 30]);
    const png = await encode(pixels, width, height);
    expect(pngForm(png).colorType).toBe(6);
    expect(await largestError(png, pixels, width, height)).toBeLessThanOrEqual(1);
  });

  it('writes a row that repeats the one above as the Up filter, in a palette and in RGB alike', async () => {
    // Rows 0-2 alike, 3 new, 4-5 like 3: filters none, up, up, none, up, up.
    const expected = [0, 2, 2, 0, 2, 2];
    const few = canvasOf(30, 6, (x, y) => (y < 3 ? [x % 2 ? 255 : 0, 0, 0, 255] : [0, x % 3 ? 90 : 200, 0, 255]));
    const palette = await encode(few, 30, 6);
    expect(pngForm(palette).colorType).toBe(3);
    expect(rowFilters(palette, 31, 6)).toEqual(expected);
    expect(await largestError(palette, few, 30, 6)).toBe(0);
    const many = canvasOf(300, 6, (x, y) => [x % 256, (x * 7) % 256, y < 3 ? 10 : 20, 255]);
    const rgb = await encode(many, 300, 6, true);
    expect(pngForm(rgb).colorType).toBe(2);
    expect(rowFilters(rgb, 901, 6)).toEqual(expected);
    expect(await largestError(rgb, many, 300, 6)).toBe(0);
  });

  it('writes a picture-like card smaller than RGBA would be', async () => {
    const [width, height] = [1200, 630];
    const pixels = canvasOf(width, height, (x, y) => [(x + y) % 256, (x * 3) % 256, (y * 5) % 256, 255]);
    const png = await encode(pixels, width, height);
    expect(pngForm(png).colorType).toBe(2);
    expect(png.length).toBeLessThan(width * height * 3);
    expect(await largestError(png, pixels, width, height)).toBe(0);
  });
});
