import sharp from 'sharp';
import { expect } from 'vitest';

/* What the PNG writer's tests draw and how they read its files back (libvips, through sharp). */

/** Premultiplied RGBA pixels from straight colours (what a canvas holds). */
export function canvasOf(
  width: number,
  height: number,
  colorAt: (x: number, y: number) => [number, number, number, number],
) {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = colorAt(x, y);
      const offset = (y * width + x) * 4;
      pixels[offset] = Math.round((r * a) / 255);
      pixels[offset + 1] = Math.round((g * a) / 255);
      pixels[offset + 2] = Math.round((b * a) / 255);
      pixels[offset + 3] = a;
    }
  }
  return pixels;
}

/** The PNG's colour type (IHDR byte 9) and whether it has a tRNS chunk. */
export function pngForm(png: Buffer) {
  return { colorType: png[25], transparency: png.includes(Buffer.from('tRNS', 'latin1')) };
}

async function decodedRgba(png: Buffer) {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/**
 * Largest difference between the decoded straight RGBA and what was drawn, over all pixels;
 * every alpha must be exact.
 */
export async function largestError(png: Buffer, pixels: Buffer, width: number, height: number): Promise<number> {
  const decoded = await decodedRgba(png);
  expect(decoded.length).toBe(width * height * 4);
  let worst = 0;
  let wrongAlphas = 0;
  for (let index = 0; index < width * height * 4; index += 4) {
    const alpha = pixels[index + 3] as number;
    if (decoded[index + 3] !== alpha) wrongAlphas++;
    if (alpha === 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      // Straight colour is premultiplied ÷ alpha: at low alpha one step of the stored value is many.
      const straight = ((pixels[index + channel] as number) * 255) / alpha;
      worst = Math.max(worst, Math.abs((decoded[index + channel] as number) - straight) * (alpha / 255));
    }
  }
  expect(wrongAlphas).toBe(0);
  return worst;
}

/** The compressed pixel data of a PNG written as one IDAT chunk (as the core writes it). */
export function idatData(png: Buffer): Buffer {
  const at = png.indexOf('IDAT', 0, 'latin1');
  return png.subarray(at + 4, at + 4 + png.readUInt32BE(at - 4));
}
