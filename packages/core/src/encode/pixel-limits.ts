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
  const fits = (factor: number) => {
    const w = Math.ceil(width * factor);
    const h = Math.ceil(height * factor);
    return w <= MAX_IMAGE_SIDE && h <= MAX_IMAGE_SIDE && w * h <= MAX_IMAGE_PIXELS;
  };
  if (fits(scale)) return;
  const pixelWidth = Math.ceil(width * scale);
  const pixelHeight = Math.ceil(height * scale);
  throw new GlyphcastError(
    `the image would be ${lowerBound ? 'at least ' : ''}${pixelWidth}×${pixelHeight} pixels at scale ${scale}, over the limit of ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; use fewer lines, a smaller fontSize or a lower scale`,
    // The field to change: a lower scale when that is enough, else less code.
    {
      code: 'IMAGE_TOO_LARGE',
      field: fits(1) ? 'scale' : 'code',
      received: { width: pixelWidth, height: pixelHeight },
    },
  );
}
