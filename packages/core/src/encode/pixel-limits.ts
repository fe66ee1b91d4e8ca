import { GlyphcastError } from '../errors.js';

/**
 * WebP cannot store more than 16383 pixels on a side, and we hold every format to it so a
 * request never succeeds as PNG but fails as WebP.
 */
export const MAX_IMAGE_SIDE = 16_383;
/**
 * 40 megapixels is 160 MB of RGBA while rendering: the most one render may take, so a few
 * renders in parallel still fit a small server.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Refuses an image whose pixel size would pass the limits. `lowerBound` marks an early
 * estimate (before layout): the real image can only be larger.
 */
export function assertPixelSize(width: number, height: number, scale: number, lowerBound = false): void {
  const pixelWidth = Math.ceil(width * scale);
  const pixelHeight = Math.ceil(height * scale);
  if (pixelWidth <= MAX_IMAGE_SIDE && pixelHeight <= MAX_IMAGE_SIDE && pixelWidth * pixelHeight <= MAX_IMAGE_PIXELS)
    return;
  throw new GlyphcastError(
    `the image would be ${lowerBound ? 'at least ' : ''}${pixelWidth}×${pixelHeight} pixels at scale ${scale}, over the limit of ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; use fewer lines, a smaller fontSize or a lower scale`,
    { code: 'IMAGE_TOO_LARGE', received: { width: pixelWidth, height: pixelHeight } },
  );
}
