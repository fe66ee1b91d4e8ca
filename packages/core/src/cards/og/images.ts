import { loadSharp } from '../../assets/images/load-sharp.js';
import { premultiplyInPlace } from '../../assets/images/premultiply.js';
import { type PixelBox, rasterizeSvg } from '../../assets/images/rasterize-svg.js';
import { sniffImage } from '../../assets/images/sniff-image.js';

/** The most bytes an avatar or logo may have (SPEC leaves it open; issue 3 sets 5 MB). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding stops past this many input pixels: a 5 MB PNG can claim to be 50000×50000. */
const MAX_INPUT_PIXELS = 25_000_000;
/** An image resized for the card: premultiplied RGBA pixels, drawn as they are. */
export interface PreparedImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Colour multiplied by alpha, and everything by the coverage of the inscribed circle when `round`. */
function premultiply(pixels: Buffer, width: number, height: number, round: boolean): Uint8Array {
  const out = premultiplyInPlace(new Uint8Array(pixels));
  if (!round) return out;
  const radius = Math.min(width, height) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const coverage = Math.min(1, Math.max(0, radius - Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) + 0.5));
      if (coverage === 1) continue;
      const index = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel++)
        out[index + channel] = (out[index + channel] as number) * coverage + 0.5;
    }
  }
  return out;
}

/**
 * Decodes image bytes (format taken from the bytes, never from a declared type), refuses
 * anything too large, and resizes to fit `box` (or, for an avatar, to fill it, cut round).
 */
export async function prepareImageBytes(bytes: Buffer, box: PixelBox, avatar: boolean): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  const format = sniffImage(bytes);
  if (!format) throw new Error('not a PNG, JPEG, WebP, GIF, AVIF or SVG image');
  const image =
    format === 'svg'
      ? await rasterizeSvg(bytes, box, avatar)
      : (await loadSharp())(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  try {
    const { data, info } = await image
      .resize({ ...box, fit: avatar ? 'cover' : 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: premultiply(data, info.width, info.height, avatar), width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new Error(`an image of more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    throw new Error(`a ${format.toUpperCase()} image that could not be decoded`);
  }
}
