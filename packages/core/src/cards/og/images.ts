import { Resvg } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
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

interface PreparedImage {
  /** A PNG data URI, already resized for the card: satori never fetches or decodes anything. */
  uri: string;
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
  const options = { font: { loadSystemFonts: false }, logLevel: 'off' as const };
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

/**
 * Decodes image bytes (format taken from the bytes, never from a declared type), refuses
 * anything too large, and resizes to at most `box` pixels so satori gets a small PNG.
 */
export async function prepareImageBytes(bytes: Buffer, box: Box, cover: boolean): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  const format = sniffImage(bytes);
  if (!format) throw new Error('not a PNG, JPEG, WebP, GIF, AVIF or SVG image');
  const image =
    format === 'svg'
      ? await rasterizeSvg(bytes, box, cover)
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  try {
    const { data, info } = await image
      .resize({ ...box, fit: cover ? 'cover' : 'inside', withoutEnlargement: !cover })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { uri: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new Error(`an image of more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    throw new Error(`a ${format.toUpperCase()} image that could not be decoded`);
  }
}
