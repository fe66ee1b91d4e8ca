import sharp from 'sharp';
import type { ImageFormat } from '../options/code-options.js';
import type { RawImage } from '../raster/rasterize.js';

/** What a JPEG (which has no alpha) is flattened onto when the card has transparent parts. */
export const JPEG_FLATTEN_COLOR = '#ffffff';

/*
 * Settings chosen by measurement on a 1570×2000 code card (see docs/benchmarks.md):
 * - PNG: zlib level 3 without adaptive filtering is ~35% faster than level 6 and ~25% larger.
 * - JPEG: quality 90 with 4:4:4 chroma keeps coloured text sharp (4:2:0 smears thin red glyphs).
 * - WebP: effort 0 is ~3× faster than the default effort 4 at a similar size; `text` preset
 *   keeps edges clean.
 */
const PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;
const JPEG_OPTIONS = { quality: 90, chromaSubsampling: '4:4:4', mozjpeg: false } as const;
const WEBP_OPTIONS = { quality: 90, effort: 0, preset: 'text', smartSubsample: false } as const;

/**
 * Encodes raw premultiplied RGBA once, straight to the requested format. `opaque` drops the
 * alpha channel when nothing is transparent (smaller files, faster encodes).
 */
export function encodeImage(image: RawImage, format: ImageFormat, opaque: boolean): Promise<Buffer> {
  let pipeline = sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4, premultiplied: true },
    limitInputPixels: false,
  });
  if (format === 'jpeg') return pipeline.flatten({ background: JPEG_FLATTEN_COLOR }).jpeg(JPEG_OPTIONS).toBuffer();
  if (opaque) pipeline = pipeline.removeAlpha();
  if (format === 'webp') return pipeline.webp(WEBP_OPTIONS).toBuffer();
  return pipeline.png(PNG_OPTIONS).toBuffer();
}
