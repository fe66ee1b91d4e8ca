import sharp from 'sharp';

// Every render is new input: libvips' operation cache would only hold memory.
sharp.cache(false);

import type { ImageFormat } from '../options/image-format.js';

/** Raw pixels to encode: RGBA with premultiplied alpha, row-major. */
interface RawImage {
  pixels: Buffer;
  width: number;
  height: number;
  /** True when every pixel is opaque: premultiplied and straight alpha are then the same. */
  opaque: boolean;
}

/** What a JPEG (which has no alpha) is flattened onto when the card has transparent parts. */
export const JPEG_FLATTEN_COLOR = '#ffffff';

/*
 * Settings chosen by measurement on the 1802×1988 benchmark card (docs/benchmarks.md), where
 * encoding is a third of a render:
 * - PNG: opaque cards drop the alpha channel and use zlib level 2 without adaptive filtering:
 *   22 ms and 271 kB, against 26 ms and 321 kB for RGBA at level 3 and 43 ms at sharp's
 *   defaults. Adaptive filtering would cost 110 ms more.
 * - JPEG: quality 90, 4:4:4 chroma (4:2:0 smears thin coloured glyphs), Huffman optimisation
 *   off (it costs ~35 ms for 10% of size).
 * - WebP: lossless at effort 0: pixel-exact text, smaller than lossy q90 (128 kB against
 *   185 kB) and no slower. WebP stays the slowest format (~140 ms for this card).
 */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;
const JPEG_OPTIONS = { quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false } as const;
const WEBP_OPTIONS = { lossless: true, effort: 0 } as const;

/**
 * Encodes raw premultiplied RGBA once, straight to the requested format. An opaque image is
 * declared straight-alpha, which spares sharp an un-premultiply pass over every pixel (5 ms for
 * PNG, 20 ms for JPEG, 30 ms for WebP on the benchmark card).
 */
export function encodeImage(image: RawImage, format: ImageFormat): Promise<Buffer> {
  const pipeline = sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4, premultiplied: !image.opaque },
    limitInputPixels: false,
  });
  if (format === 'jpeg') {
    const flat = image.opaque ? pipeline : pipeline.flatten({ background: JPEG_FLATTEN_COLOR });
    return flat.jpeg(JPEG_OPTIONS).toBuffer();
  }
  if (format === 'webp') return pipeline.webp(WEBP_OPTIONS).toBuffer();
  return (image.opaque ? pipeline.removeAlpha() : pipeline).png(PNG_OPTIONS).toBuffer();
}
