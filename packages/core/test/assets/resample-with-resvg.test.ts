import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerSize } from '../../src/assets/images/header-size.js';
import { cropPixels, resampleWithResvg } from '../../src/assets/images/resample-with-resvg.js';

/** A 64×48 PNG with a gradient, hard edges and a translucent corner: what logos and screenshots hold. */
async function samplePng(): Promise<Buffer> {
  const width = 64;
  const height = 48;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      rgba[at] = x * 4;
      rgba[at + 1] = y * 5;
      rgba[at + 2] = x > 20 && x < 40 ? 255 : 40;
      rgba[at + 3] = x < 12 && y < 12 ? 128 : 255;
    }
  }
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** sharp's drawing of the same picture at the same size, premultiplied as the scene takes it. */
async function bySharp(png: Buffer, width: number, height: number): Promise<Uint8Array> {
  const { data } = await sharp(png)
    .resize({ width, height, fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let at = 0; at < data.length; at += 4) {
    const alpha = data[at + 3] as number;
    for (let channel = 0; channel < 3; channel++)
      data[at + channel] = Math.round(((data[at + channel] as number) * alpha) / 255);
  }
  return data;
}

const meanDifference = (a: Uint8Array, b: Uint8Array) => {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] as number) - (b[index] as number));
  return sum / a.length;
};

describe('pictures drawn by resvg', () => {
  it('are sized from their headers', async () => {
    expect(headerSize(await samplePng(), 'png')).toEqual({ width: 64, height: 48 });
    const gif = Buffer.from('GIF89a\x20\x01\x10\x00', 'latin1');
    expect(headerSize(gif, 'gif')).toEqual({ width: 288, height: 16 });
    expect(headerSize(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), 'png')).toBeUndefined();
  });

  it.each([
    [64, 48],
    [96, 72],
    [40, 30],
    [128, 40],
  ])('match sharp’s resize at %i×%i within 2 of 255 on average', async (width, height) => {
    const png = await samplePng();
    const drawn = resampleWithResvg(png, 'image/png', width, height);
    expect([drawn.width, drawn.height]).toEqual([width, height]);
    // Premultiplied: no colour channel above its alpha.
    for (let at = 0; at < drawn.pixels.length; at += 4) {
      expect(
        Math.max(drawn.pixels[at] as number, drawn.pixels[at + 1] as number, drawn.pixels[at + 2] as number),
      ).toBeLessThanOrEqual(drawn.pixels[at + 3] as number);
    }
    expect(meanDifference(drawn.pixels, await bySharp(png, width, height))).toBeLessThan(2);
  });

  it('are cut to the part that shows', () => {
    const full = Uint8Array.from({ length: 4 * 3 * 4 }, (_, index) => index);
    const cut = cropPixels(full, 4, { left: 1, top: 1, width: 2, height: 2 });
    expect([...cut]).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 36, 37, 38, 39, 40, 41, 42, 43]);
    expect(cropPixels(full, 4, { left: 0, top: 0, width: 4, height: 3 })).toBe(full);
  });
});
