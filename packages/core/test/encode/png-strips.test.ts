import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeImage } from '../../src/encode/encode-image.js';
import { combineAdler32, StripCompressor } from '../../src/encode/png/deflate-in-strips.js';
import { canvasOf, idatData, largestError, pngForm } from './_png-check.js';

/*
 * A large image's rows are compressed in strips on the thread pool and joined into one zlib
 * stream. Each file is decoded by libvips and by zlib's own inflate (which checks the joined
 * checksum), and the strips are seen in it: each but the last ends in a sync flush's marker.
 */

/** zlib's adler32 of some bytes: the last four bytes of their zlib stream. */
const adlerOf = (bytes: Buffer) =>
  deflateSync(bytes, { level: 0 }).readUInt32BE(deflateSync(bytes, { level: 0 }).length - 4);

/** How many times the sync flush's empty stored block (00 00 ff ff) occurs in the pixel data. */
function syncMarks(png: Buffer): number {
  const data = idatData(png);
  let count = 0;
  for (
    let at = data.indexOf(Buffer.from([0, 0, 0xff, 0xff]));
    at >= 0;
    at = data.indexOf(Buffer.from([0, 0, 0xff, 0xff]), at + 1)
  )
    count++;
  return count;
}

const encode = (pixels: Buffer, width: number, height: number, opaque: boolean) =>
  encodeImage({ pixels, width, height, opaque }, 'png');

/** A many-coloured picture (more than a palette holds), repeated rows here and there. */
const picture = (alpha: (x: number, y: number) => number) => (x: number, y: number) =>
  [(x * 7 + y) % 256, (x * 3 + (y >> 3)) % 256, y % 13 === 0 ? 40 : (x ^ y) % 256, alpha(x, y)] as [
    number,
    number,
    number,
    number,
  ];

/** An opaque many-coloured card encoded, checked pixel for pixel against what was drawn. */
async function opaqueCard(width: number, height: number) {
  const pixels = canvasOf(
    width,
    height,
    picture(() => 255),
  );
  const png = await encode(pixels, width, height, true);
  expect(await largestError(png, pixels, width, height)).toBe(0);
  return { png, width, height };
}

describe('PNG rows compressed in strips', () => {
  it('combines adler32 checksums exactly as zlib computes the whole', () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 131 + (index >> 7)) % 256));
    for (const cut of [0, 1, 5551, 5552, 65_521, 69_999, 70_000]) {
      const [first, second] = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(combineAdler32(adlerOf(first), adlerOf(second), second.length)).toBe(adlerOf(bytes));
    }
  });

  it('writes a large opaque card as RGB in strips, every pixel as drawn', async () => {
    const { png, width, height } = await opaqueCard(1400, 1100);
    expect(pngForm(png).colorType).toBe(2);
    expect(syncMarks(png)).toBeGreaterThanOrEqual(3);
    expect(inflateSync(idatData(png)).length).toBe((width * 3 + 1) * height);
  });

  it('writes a tall card in more strips than are in flight at once', async () => {
    // 18 MB of RGB rows: five strips of at most 4 MB, four at a time.
    const { png } = await opaqueCard(1000, 6000);
    expect(syncMarks(png)).toBeGreaterThanOrEqual(4);
  });

  it('compresses palette, RGB and RGBA rows of large images in strips too', async () => {
    const [width, height] = [2400, 1800];
    const few = canvasOf(width, height, (x, y) => [((x >> 6) % 12) * 20, ((y >> 6) % 12) * 20, 9, 255]);
    const palette = await encode(few, width, height, false);
    expect(pngForm(palette).colorType).toBe(3);
    expect(syncMarks(palette)).toBeGreaterThanOrEqual(3);
    expect(await largestError(palette, few, width, height)).toBe(0);
    // Not declared opaque, but every pixel is: RGB rows written whole, then compressed in strips.
    const many = canvasOf(
      width,
      height,
      picture(() => 255),
    );
    const rgb = await encode(many, width, height, false);
    expect(pngForm(rgb).colorType).toBe(2);
    expect(await largestError(rgb, many, width, height)).toBe(0);
    const translucent = canvasOf(
      width,
      height,
      picture((x) => (x < 100 ? 128 : 255)),
    );
    const rgba = await encode(translucent, width, height, false);
    expect(pngForm(rgba).colorType).toBe(6);
    expect(syncMarks(rgba)).toBeGreaterThanOrEqual(3);
    expect(await largestError(rgba, translucent, width, height)).toBeLessThanOrEqual(1);
  });

  it('writes the same pixels whether compressed whole or in strips', async () => {
    // Just under and just over the size from which rows go to strips (4 MB).
    for (const height of [990, 1010]) {
      const pixels = canvasOf(
        1398,
        height,
        picture(() => 255),
      );
      const png = await encode(pixels, 1398, height, true);
      expect(await largestError(png, pixels, 1398, height)).toBe(0);
    }
  });

  it('ends the stream with a last strip deflated on the calling thread', async () => {
    const compressor = new StripCompressor(1 << 20, { level: 2 }, 4);
    const strips = [3, 5, 7].map((seed) => Buffer.from(Array.from({ length: 300_000 }, (_, at) => (at * seed) % 251)));
    for (const [index, strip] of strips.entries()) {
      const buffer = await compressor.nextBuffer();
      strip.copy(buffer);
      if (index < strips.length - 1) compressor.compress(buffer, strip.length);
      else compressor.compressLast(buffer, strip.length);
    }
    // zlib's inflate checks the combined checksum, read right after the last strip's own final
    // block: an empty final block still added after it would be read as the checksum.
    expect(inflateSync((await compressor.finish()) as Buffer).equals(Buffer.concat(strips))).toBe(true);
  });

  it('writes the next strip only once fewer than the bound are being compressed', async () => {
    // Strips larger than any before, so only this test's buffers fit them: a strip's buffer is
    // recycled only once compressed, so the buffers in use show how many were in flight.
    const bytes = 5 << 20;
    for (const [inFlight, buffersUsed] of [
      [1, 1],
      [4, 4],
    ]) {
      const compressor = new StripCompressor(bytes, { level: 2 }, inFlight);
      const used = new Set<ArrayBufferLike>();
      for (let strip = 0; strip < 8; strip++) {
        const buffer = await compressor.nextBuffer();
        used.add(buffer.buffer);
        buffer.fill(strip);
        compressor.compress(buffer, bytes);
      }
      expect(inflateSync((await compressor.finish()) as Buffer).length).toBe(8 * bytes);
      expect(used.size).toBe(buffersUsed);
    }
  });
});
