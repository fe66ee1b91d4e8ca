import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { encodeImage } from './encode/encode-image.js';
import { GlyphcastError } from './errors.js';
import { loadOgAsset, ogBaseFonts } from './og/og-fonts.js';
import { assertImageUri, type ImageWarning, loadDataImage, type PreparedImage } from './og/og-images.js';
import { articleTemplate, minimalTemplate, type OgImages } from './og/templates.js';
import type { ImageFormat } from './options/code-options.js';
import { OG_HEIGHT, OG_WIDTH, type OgOptions, parseOgOptions } from './options/og-options.js';
import { asBuffer, sharedPool } from './workers/shared-pool.js';

/** A rendered Open Graph image and what could not be included. */
export interface RenderedOgImage {
  image: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
  /** Images that failed to load; the card was rendered without them (a short cache life suits it). */
  warnings: ImageWarning[];
}

/** Display boxes of the images, at 2× so they stay sharp when the card is shown large. */
const AVATAR_BOX = { width: 144, height: 144 };
const LOGO_BOX = { width: 720, height: 112 };

async function loadImages(avatar: string | undefined, logo: string | undefined) {
  const images: OgImages = {};
  const warnings: ImageWarning[] = [];
  const load = async (field: 'avatar' | 'logo', uri: string | undefined) => {
    if (!uri) return;
    const url = assertImageUri(uri, field);
    if (url.protocol !== 'data:') {
      // Remote images wait for the guarded fetcher (issue 3): never fetched unguarded.
      warnings.push({ field, reason: 'remote images are not fetched yet' });
      return;
    }
    const result = await loadDataImage(uri, field, field === 'avatar' ? AVATAR_BOX : LOGO_BOX, field === 'avatar');
    if ('reason' in result) warnings.push(result);
    else images[field] = result as PreparedImage;
  };
  await Promise.all([load('avatar', avatar), load('logo', logo)]);
  return { images, warnings };
}

/** Renders on the calling thread. */
export async function renderOgInProcess(options: OgOptions): Promise<RenderedOgImage> {
  const params = parseOgOptions(options);
  const { images, warnings } = await loadImages(params.avatar, params.logo);
  const element = params.template === 'minimal' ? minimalTemplate(params, images) : articleTemplate(params, images);
  let svg: string;
  try {
    svg = await satori(element as never, {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      fonts: ogBaseFonts(),
      loadAdditionalAsset: loadOgAsset,
    });
  } catch (error) {
    throw new GlyphcastError(`the card could not be laid out: ${(error as Error).message}`, {
      code: 'RENDER_FAILED',
      cause: error,
    });
  }
  // satori turns text into paths: resvg needs no fonts, and must not scan the system's.
  const rendered = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
  const image = await encodeImage(
    { pixels: rendered.pixels, width: rendered.width, height: rendered.height, opaque: true },
    params.format,
  );
  return { image, format: params.format, width: rendered.width, height: rendered.height, warnings };
}

/**
 * Renders an Open Graph card (SPEC §2.3): always 1200×630, in PNG, JPEG or WebP. Invalid
 * parameters throw a `GlyphcastError` naming the field; an avatar or logo that cannot be
 * loaded leaves a warning and the card renders without it.
 */
export async function renderOgWithInfo(options: OgOptions): Promise<RenderedOgImage> {
  const params = parseOgOptions(options);
  const pool = sharedPool();
  if (pool.threads === 0) return renderOgInProcess(params);
  const result = (await pool.run('og', params)) as RenderedOgImage;
  return { ...result, image: asBuffer(result.image) };
}

/** Renders an Open Graph card and returns the encoded bytes. */
export async function renderOg(options: OgOptions): Promise<Buffer> {
  return (await renderOgWithInfo(options)).image;
}
