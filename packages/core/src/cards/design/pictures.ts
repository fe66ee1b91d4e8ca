import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { headerSize } from '../../assets/images/header-size.js';
import { loadSharp } from '../../assets/images/load-sharp.js';
import { premultiplyInPlace } from '../../assets/images/premultiply.js';
import { rasterizeSvg } from '../../assets/images/rasterize-svg.js';
import { cropPixels, resampleWithResvg } from '../../assets/images/resample-with-resvg.js';
import { sniffImage } from '../../assets/images/sniff-image.js';
import { boundedCache, remember } from '../../bounded-cache.js';
import { MAX_PICTURE_BYTES } from '../../options/input-limits.js';
import type { Box, Picture } from '../../scene/scene.js';

/*
 * Pictures of a design (`<img>`, `url()` backgrounds, inline `<svg>`): their natural size for
 * layout, then pixels for the part of them that shows, at the image's scale. The format is
 * taken from the bytes; SVG is sanitised and drawn by resvg, which loads nothing. PNG and GIF
 * (logos, screenshots, patterns) are sized from their headers and drawn by resvg too, unless
 * shrunk to less than half their size; JPEG, WebP and AVIF, and the big shrinks, go through
 * sharp (libvips), loaded on the first such picture.
 */

/** Shrinking more than this goes through sharp, whose filters average every source pixel. */
const MAX_RESVG_SHRINK = 2;

/** Decoding stops past this many input pixels: a 5 MB PNG can claim to be 50000×50000. */
const MAX_INPUT_PIXELS = 25_000_000;

export interface NaturalSize {
  width: number;
  height: number;
}

/** A picture's bytes, checked: its format and natural size in CSS pixels. */
export interface DecodedPicture {
  bytes: Buffer;
  svg: boolean;
  /** PNG and GIF: drawn by resvg where the shrink allows. */
  resvgMime?: 'image/png' | 'image/gif';
  size: NaturalSize;
  /** A hash of the bytes: what the caches know the picture by. */
  key: string;
}

/*
 * A site draws the same logo or background on every page's card: a worker keeps the last few
 * pictures decoded, and the last few drawn at a size, by the bytes' hash. Only pixels of
 * identical input are reused, never a layout or a text.
 */
const decoded = boundedCache<string, DecodedPicture>(32);
const drawn = boundedCache<string, { picture: Picture; box: Box } | undefined>(8);
const MAX_CACHED_PIXELS = 4_000_000;

/** A picture's format and natural size; bytes that cannot be used throw, and are not remembered. */
export async function decodePicture(input: Uint8Array): Promise<DecodedPicture> {
  const key = createHash('sha1').update(input).digest('base64');
  return decoded.get(key) ?? remember(decoded, key, await decodeNew(input, key));
}

async function decodeNew(input: Uint8Array, key: string): Promise<DecodedPicture> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length > MAX_PICTURE_BYTES) throw new Error(`larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
  const format = sniffImage(bytes);
  if (!format) throw new Error('not a PNG, JPEG, WebP, GIF, AVIF or SVG image');
  if (format === 'svg') {
    // The XML parser (saxes) loads with the first SVG picture, not with every card.
    const { sanitizeSvg } = await import('../../assets/images/sanitize-svg.js');
    const clean = await sanitizeSvg(bytes).catch((error: Error) => {
      throw new Error(`an SVG that ${error.message}`);
    });
    const { width, height } = new Resvg(clean, { font: { loadSystemFonts: false }, logLevel: 'off' });
    if (!(width > 0 && height > 0)) throw new Error('an SVG of no size');
    return { bytes: clean, svg: true, size: { width, height }, key };
  }
  if (format === 'png' || format === 'gif') {
    const size = headerSize(bytes, format);
    if (!size) throw new Error(`a ${format.toUpperCase()} image that could not be decoded`);
    if (size.width * size.height > MAX_INPUT_PIXELS) {
      throw new Error(`an image of more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    }
    return { bytes, svg: false, resvgMime: `image/${format}`, size, key };
  }
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height)
    throw new Error(`a ${format.toUpperCase()} image that could not be decoded`);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new Error(`an image of more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  // A photo's EXIF orientation turns it, as browsers show it.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    bytes,
    svg: false,
    key,
    size: turned
      ? { width: metadata.height, height: metadata.width }
      : { width: metadata.width, height: metadata.height },
  };
}

/**
 * The pixels of `picture` drawn over `rect` (CSS pixels), only where it meets `visible`, at
 * `scale` device pixels per CSS pixel: what an image item or a paint tile draws. Undefined
 * when nothing of it shows.
 */
export async function picturePixels(
  picture: DecodedPicture,
  rect: Box,
  visible: Box,
  scale: number,
): Promise<{ picture: Picture; box: Box } | undefined> {
  const key = `${picture.key}|${[rect.x, rect.y, rect.width, rect.height, visible.x, visible.y, visible.width, visible.height, scale].join(',')}`;
  if (drawn.has(key)) return drawn.get(key);
  const result = await drawPixels(picture, rect, visible, scale);
  // Small enough pictures are kept (a full-card background at 2× is not).
  if (!result || result.picture.width * result.picture.height <= MAX_CACHED_PIXELS) drawn.set(key, result);
  return result;
}

/** Whether any pixel is not fully transparent (premultiplied RGBA: its alpha is above zero). */
function anyInk(pixels: Uint8Array): boolean {
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 0) return true;
  return false;
}

async function drawPixels(
  picture: DecodedPicture,
  rect: Box,
  visible: Box,
  scale: number,
): Promise<{ picture: Picture; box: Box } | undefined> {
  const left = Math.max(rect.x, visible.x);
  const top = Math.max(rect.y, visible.y);
  const right = Math.min(rect.x + rect.width, visible.x + visible.width);
  const bottom = Math.min(rect.y + rect.height, visible.y + visible.height);
  // Whole device pixels, so the picture lands on the pixel grid.
  const box = {
    x: Math.floor(left * scale) / scale,
    y: Math.floor(top * scale) / scale,
    width: 0,
    height: 0,
  };
  const outWidth = Math.round((right - box.x) * scale);
  const outHeight = Math.round((bottom - box.y) * scale);
  if (outWidth <= 0 || outHeight <= 0) return undefined;
  box.width = outWidth / scale;
  box.height = outHeight / scale;
  // The whole rect at device size, then the visible part cut out of it.
  const fullWidth = Math.max(1, Math.round(rect.width * scale));
  const fullHeight = Math.max(1, Math.round(rect.height * scale));
  const cropLeft = Math.min(Math.max(0, Math.round((box.x - rect.x) * scale)), fullWidth - 1);
  const cropTop = Math.min(Math.max(0, Math.round((box.y - rect.y) * scale)), fullHeight - 1);
  const area = {
    left: cropLeft,
    top: cropTop,
    width: Math.min(outWidth, fullWidth - cropLeft),
    height: Math.min(outHeight, fullHeight - cropTop),
  };
  const shrink = Math.max(picture.size.width / fullWidth, picture.size.height / fullHeight);
  if (picture.resvgMime && shrink <= MAX_RESVG_SHRINK) {
    const full = resampleWithResvg(picture.bytes, picture.resvgMime, fullWidth, fullHeight);
    // resvg skips an image it cannot decode, leaving nothing: then sharp decides (and says why).
    if (full.width === fullWidth && full.height === fullHeight && anyInk(full.pixels)) {
      const pixels = cropPixels(full.pixels, fullWidth, area);
      return { picture: { pixels, width: area.width, height: area.height }, box };
    }
  }
  const image = picture.svg
    ? await rasterizeSvg(picture.bytes, { width: fullWidth, height: fullHeight }, true)
    : (await loadSharp())(picture.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const { data, info } = await image
    .resize({ width: fullWidth, height: fullHeight, fit: 'fill' })
    .extract(area)
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { picture: { pixels: premultiplyInPlace(data), width: info.width, height: info.height }, box };
}
