import { Resvg } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { INTER_FONT_FILES } from '../../assets/fonts.js';
import { sanitizeSvg } from '../../assets/images/sanitize-svg.js';
import { sniffImage } from '../../assets/images/sniff-image.js';

/** The most bytes an avatar or logo may have (SPEC leaves it open; issue 3 sets 5 MB). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding stops past this many input pixels: a 5 MB PNG can claim to be 50000×50000. */
const MAX_INPUT_PIXELS = 25_000_000;
/**
 * The largest raster drawn from an SVG, whatever size it declares: it is fitted into the box
 * first, and a shape so thin that covering the box would take more is drawn smaller.
 */
const MAX_SVG_RASTER_PIXELS = 1_000_000;
const MAX_SVG_RASTER_SIDE = 4096;

/** An image resized for the card: premultiplied RGBA pixels, drawn as they are. */
export interface PreparedImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

interface Box {
  width: number;
  height: number;
}

/** The zoom that fits (or, for `cover`, fills) the box, held to the raster limits above. */
function svgZoom(width: number, height: number, box: Box, cover: boolean): number {
  const fit = cover
    ? Math.max(box.width / width, box.height / height)
    : Math.min(box.width / width, box.height / height);
  const cap = Math.min(
    Math.sqrt(MAX_SVG_RASTER_PIXELS / (width * height)),
    MAX_SVG_RASTER_SIDE / width,
    MAX_SVG_RASTER_SIDE / height,
  );
  return Math.min(fit, cap);
}

/**
 * An SVG is rewritten from what was checked (see sanitizeSvg), then sized from its own width, height and viewBox and
 * rasterised by resvg straight at the size the card needs. resvg runs no scripts and loads
 * nothing: what comes out is plain premultiplied pixels.
 */
async function rasterizeSvg(original: Buffer, box: Box, cover: boolean): Promise<Sharp> {
  const bytes = await sanitizeSvg(original).catch((error: Error) => {
    throw new Error(`an SVG that ${error.message}`);
  });
  // Text in a logo is drawn in Inter (whatever family it names): the host's fonts are never used.
  const font = {
    loadSystemFonts: false,
    fontFiles: [INTER_FONT_FILES.regular, INTER_FONT_FILES.bold],
    defaultFontFamily: 'Inter',
  };
  const options = { font, logLevel: 'off' as const };
  // Constructing parses and sizes the document; only render() allocates the pixels.
  const { width, height } = new Resvg(bytes, options);
  if (!(width > 0 && height > 0)) throw new Error('an SVG of no size');
  const zoom = svgZoom(width, height, box, cover);
  if (width * zoom < 1 || height * zoom < 1) throw new Error(`an SVG too thin to draw (${width}×${height})`);
  const rendered = new Resvg(bytes, { ...options, fitTo: { mode: 'zoom', value: zoom } }).render();
  return sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4, premultiplied: true },
  });
}

/** Multiplies colour by alpha, and everything by the coverage of the inscribed circle when `round`. */
function premultiply(pixels: Buffer, width: number, height: number, round: boolean): Uint8Array {
  const out = new Uint8Array(pixels.length);
  const radius = Math.min(width, height) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      let alpha = (pixels[index + 3] as number) / 255;
      if (round) {
        const distance = Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2);
        alpha *= Math.min(1, Math.max(0, radius - distance + 0.5));
      }
      out[index] = Math.round((pixels[index] as number) * alpha);
      out[index + 1] = Math.round((pixels[index + 1] as number) * alpha);
      out[index + 2] = Math.round((pixels[index + 2] as number) * alpha);
      out[index + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}

/**
 * Decodes image bytes (format taken from the bytes, never from a declared type), refuses
 * anything too large, and resizes to fit `box` (or, for an avatar, to fill it, cut round).
 */
export async function prepareImageBytes(bytes: Buffer, box: Box, avatar: boolean): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  const format = sniffImage(bytes);
  if (!format) throw new Error('not a PNG, JPEG, WebP, GIF, AVIF or SVG image');
  const image =
    format === 'svg'
      ? await rasterizeSvg(bytes, box, avatar)
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
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
