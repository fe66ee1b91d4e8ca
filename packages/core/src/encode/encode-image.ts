import { loadSharp } from '../assets/images/load-sharp.js';
import type { ImageFormat } from '../options/image-format.js';
import { encodePngInParallel } from './png/encode-png.js';

/** Raw pixels to encode: RGBA with premultiplied alpha, row-major. */
interface RawImage {
  pixels: Buffer;
  width: number;
  height: number;
  /**
   * True when the drawing knows every pixel is opaque (premultiplied and straight alpha are
   * then the same); when false, the pixels are checked where it matters.
   */
  opaque: boolean;
}

/** What a JPEG (which has no alpha) is flattened onto when the card has transparent parts. */
export const JPEG_FLATTEN_COLOR = '#ffffff';

/*
 * PNG is written by png/encode-png.ts (a palette for cards of at most 256 colours, else RGB or
 * RGBA through Node's zlib). JPEG and WebP by sharp, settings chosen by measurement on the
 * 1802×1988 benchmark card (docs/benchmarks.md):
 * - JPEG: quality 90, 4:4:4 chroma (4:2:0 smears thin coloured glyphs), Huffman optimisation
 *   off (it costs ~35 ms for 10% of size).
 * - WebP: lossless at effort 0: pixel-exact text, smaller than lossy q90 (128 kB against
 *   185 kB) and no slower. WebP stays the slowest format (~140 ms for this card).
 */
const JPEG_OPTIONS = { quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false } as const;
const WEBP_OPTIONS = { lossless: true, effort: 0 } as const;

function everyPixelOpaque(words: Int32Array): boolean {
  for (let index = 0; index < words.length; index++) if ((words[index] as number) >>> 24 !== 255) return false;
  return true;
}

/**
 * Encodes raw premultiplied RGBA once, straight to the requested format. An opaque image is
 * declared straight-alpha to sharp, which spares it an un-premultiply pass over every pixel
 * (20 ms for JPEG, 30 ms for WebP on the benchmark card).
 */
export async function encodeImage(image: RawImage, format: ImageFormat): Promise<Buffer> {
  if (format === 'png') return encodePngInParallel(image.pixels, image.width, image.height, image.opaque);
  const words = new Int32Array(image.pixels.buffer, image.pixels.byteOffset, image.width * image.height);
  // A design has no backdrop that declares it opaque, yet most cover every pixel.
  const opaque = image.opaque || everyPixelOpaque(words);
  const sharp = await loadSharp();
  const pipeline = sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4, premultiplied: !opaque },
    limitInputPixels: false,
  });
  if (format === 'jpeg') {
    const flat = opaque ? pipeline : pipeline.flatten({ background: JPEG_FLATTEN_COLOR });
    return flat.jpeg(JPEG_OPTIONS).toBuffer();
  }
  return pipeline.webp(WEBP_OPTIONS).toBuffer();
}
