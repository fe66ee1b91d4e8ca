import { GlyphcastError } from '../errors.js';
import type { ImageFormat } from '../options/image-format.js';

/**
 * WebP cannot store more than 16383 pixels on a side, and we hold every format to it so a
 * request never succeeds as PNG but fails as WebP for its shape.
 */
export const MAX_IMAGE_SIDE = 16_383;
/**
 * 40 megapixels: a PNG or JPEG render of that size peaks near 160 MB above the worker's idle
 * (the RGBA canvas and the encoder's rows), the most one render may take, so that a render per
 * core still fits a small server.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * libwebp holds about 16 bytes a pixel while it encodes (35 megapixels peaked at 710 MB, lossy
 * or lossless alike), so WebP gets the pixel count that keeps a render in the same ~320 MB.
 */
export const MAX_WEBP_PIXELS = 16_000_000;

const pixelLimit = (format: ImageFormat) => (format === 'webp' ? MAX_WEBP_PIXELS : MAX_IMAGE_PIXELS);

/**
 * Refuses an image whose pixel size would pass the limits. `lowerBound` marks an early
 * estimate (before layout): the real image can only be larger.
 */
export function assertPixelSize(
  width: number,
  height: number,
  scale: number,
  format: ImageFormat,
  lowerBound = false,
): void {
  const fits = (factor: number, as: ImageFormat) => {
    const w = Math.ceil(width * factor);
    const h = Math.ceil(height * factor);
    return w <= MAX_IMAGE_SIDE && h <= MAX_IMAGE_SIDE && w * h <= pixelLimit(as);
  };
  if (fits(scale, format)) return;
  const pixelWidth = Math.ceil(width * scale);
  const pixelHeight = Math.ceil(height * scale);
  // The field to change: a lower scale when that is enough, else PNG or JPEG for a WebP that
  // would fit as those, else less code.
  const field = fits(1, format) ? 'scale' : fits(scale, 'png') ? 'format' : 'code';
  const limit = `${MAX_IMAGE_SIDE} pixels a side and ${pixelLimit(format) / 1_000_000} megapixels${format === 'webp' ? ' for WebP' : ''}`;
  const advice =
    field === 'format'
      ? 'use png or jpeg, fewer lines or a lower scale'
      : 'use fewer lines, a smaller fontSize or a lower scale';
  throw new GlyphcastError(
    `the image would be ${lowerBound ? 'at least ' : ''}${pixelWidth}×${pixelHeight} pixels at scale ${scale}, over the limit of ${limit}; ${advice}`,
    { code: 'IMAGE_TOO_LARGE', field, received: { width: pixelWidth, height: pixelHeight } },
  );
}
