import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** The most bytes an avatar or logo may have (SPEC leaves it open; issue 3 sets 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding stops past this many input pixels: a 5 MB PNG can claim to be 50000×50000. */
const MAX_INPUT_PIXELS = 25_000_000;
const ALLOWED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

export interface PreparedImage {
  /** A PNG data URI, already resized for the card: satori never fetches or decodes anything. */
  uri: string;
  width: number;
  height: number;
}

/** True when the bytes are an SVG document (sniffed, never taken from a declared type). */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/**
 * An SVG is rasterised by resvg, which runs no scripts and loads nothing: external images,
 * fonts and stylesheets are ignored. What comes out is plain pixels.
 */
function rasterizeSvg(bytes: Buffer, box: { width: number; height: number }): Buffer {
  const svg = new Resvg(bytes, {
    fitTo: { mode: 'height', value: box.height },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  return svg.render().asPng();
}

/**
 * Decodes image bytes (format taken from the bytes, never from a declared type), refuses
 * anything too large, and resizes to at most `box` pixels so satori gets a small PNG.
 */
export async function prepareImageBytes(
  bytes: Buffer,
  box: { width: number; height: number },
  cover: boolean,
): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  const raster = looksLikeSvg(bytes) ? rasterizeSvg(bytes, box) : bytes;
  const metadata = await sharp(raster, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ALLOWED_FORMATS.has(metadata.format))
    throw new Error('not a PNG, JPEG, WebP, GIF, AVIF or SVG image');
  const { data, info } = await sharp(raster, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .resize({ ...box, fit: cover ? 'cover' : 'inside', withoutEnlargement: !cover })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { uri: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height };
}
