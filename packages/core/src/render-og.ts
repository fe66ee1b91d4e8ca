import { Resvg } from '@resvg/resvg-js';
import { ogCustomisation } from './custom/og-customisation.js';
import { encodeImage } from './encode/encode-image.js';
import { GlyphcastError } from './errors.js';
import type { ResourceWarning } from './fetch/load-resource.js';
import type { ImageFetcher } from './fetch/resource-fetcher.js';
import { loadOgImageSources, type OgImageSources } from './og/load-og-images.js';
import { composeOgCard } from './og/og-backdrop.js';
import { loadOgAsset } from './og/og-fonts.js';
import { prepareImageBytes } from './og/og-images.js';
import { OG_PALETTES } from './og/og-palette.js';
import { articleTemplate, minimalTemplate, type OgImages, withWatermark } from './og/templates.js';
import type { ImageFormat } from './options/code-options.js';
import type { ResolvedOgOptions } from './options/og-options.js';
import { OG_HEIGHT, OG_WIDTH, type OgOptions, parseOgOptions } from './options/og-options.js';
import { parseHex } from './raster/color.js';
import { type RenderControl, runOnPool } from './workers/render-control.js';
import { asBuffer } from './workers/shared-pool.js';

/** A rendered Open Graph image and what could not be included. */
export interface RenderedOgImage {
  image: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
  /** Images that failed to load; the card was rendered without them (a short cache life suits it). */
  warnings: ResourceWarning[];
}

/** satori and its layout engine weigh ~34 MB once loaded: only processes that render OG cards load it. */
let satoriModule: Promise<typeof import('satori')> | undefined;
const loadSatori = () => {
  satoriModule ??= import('satori');
  return satoriModule;
};

/** Display boxes of the images, at 2× so they stay sharp when the card is shown large. */
const AVATAR_BOX = { width: 144, height: 144 };
const LOGO_BOX = { width: 720, height: 112 };

export interface RenderOgContext extends RenderControl {
  /** Fetches http(s) avatars, logos and fonts; the guarded default is used when absent. */
  fetchResource?: ImageFetcher;
  /** Stamp the Free plan's small "glyphcast" mark in the bottom-right corner. @default false */
  watermark?: boolean;
}

/** Decodes and resizes the fetched images; a bad one becomes a warning. */
async function prepareImages(sources: OgImageSources): Promise<{ images: OgImages; warnings: ResourceWarning[] }> {
  const images: OgImages = {};
  const warnings = [...sources.warnings];
  const prepare = async (field: 'avatar' | 'logo') => {
    const bytes = sources[field];
    if (!bytes) return;
    try {
      images[field] = await prepareImageBytes(
        Buffer.from(bytes),
        field === 'avatar' ? AVATAR_BOX : LOGO_BOX,
        field === 'avatar',
      );
    } catch (error) {
      warnings.push({ field, reason: (error as Error).message });
    }
  };
  await Promise.all([prepare('avatar'), prepare('logo')]);
  return { images, warnings };
}

/** Renders a card whose images are already fetched: what each worker of the pool runs. */
export async function renderOgFromSources(
  params: ResolvedOgOptions,
  sources: OgImageSources,
  watermark = false,
): Promise<RenderedOgImage> {
  const { images, warnings } = await prepareImages(sources);
  const custom = ogCustomisation(params.css, sources.font);
  warnings.push(...custom.warnings);
  const card =
    params.template === 'minimal' ? minimalTemplate(params, images, custom) : articleTemplate(params, images, custom);
  const element = watermark ? withWatermark(card, params.theme) : card;
  const { default: satori } = await loadSatori();
  let svg: string;
  try {
    svg = await satori(element as never, {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      fonts: custom.fonts,
      loadAdditionalAsset: loadOgAsset,
    });
  } catch (error) {
    throw new GlyphcastError(`the card could not be laid out: ${(error as Error).message}`, {
      code: 'RENDER_FAILED',
      cause: error,
    });
  }
  // satori turns text into paths: resvg needs no fonts, and must not scan the system's. The
  // synchronous render is ~5 ms quicker; this runs on a pool worker, off the caller's loop.
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  const palette = OG_PALETTES[params.theme];
  const background = custom.background ?? parseHex(palette.background);
  const canvas = composeOgCard(rendered.pixels, background, params.accent, palette.glowOpacity);
  const image = await encodeImage(canvas, params.format).finally(() => canvas.release());
  return { image, format: params.format, width: OG_WIDTH, height: OG_HEIGHT, warnings };
}

/**
 * Renders an Open Graph card (SPEC §2.3): always 1200×630, in PNG, JPEG or WebP. Invalid
 * parameters throw a `GlyphcastError` naming the field; an avatar or logo that cannot be
 * loaded leaves a warning and the card renders without it. Images are fetched here, on the
 * calling thread; layout and rasterising run on the render pool.
 */
export async function renderOgWithInfo(options: OgOptions, context: RenderOgContext = {}): Promise<RenderedOgImage> {
  const params = parseOgOptions(options);
  const sources = await loadOgImageSources(params, context.fetchResource);
  const job = { params, sources, watermark: context.watermark };
  const result = await runOnPool(context, 'og', job, () => renderOgFromSources(params, sources, context.watermark));
  return { ...result, image: asBuffer(result.image) };
}

/** Renders an Open Graph card and returns the encoded bytes. */
export async function renderOg(options: OgOptions, context: RenderOgContext = {}): Promise<Buffer> {
  return (await renderOgWithInfo(options, context)).image;
}
