import { Resvg } from '@resvg/resvg-js';
import type { Sharp } from 'sharp';
import { INTER_FONT_FILES } from '../fonts.js';
import { loadSharp } from './load-sharp.js';

/** A size in pixels. */
export interface PixelBox {
  width: number;
  height: number;
}

/**
 * The largest raster drawn from an SVG, whatever size it declares: it is fitted into the box
 * first, and a shape so thin that covering the box would take more is drawn smaller.
 */
const MAX_SVG_RASTER_PIXELS = 1_000_000;
const MAX_SVG_RASTER_SIDE = 4096;

/** The zoom that fits (or, for `cover`, fills) the box, held to the raster limits above. */
function svgZoom(width: number, height: number, box: PixelBox, cover: boolean): number {
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
export async function rasterizeSvg(original: Buffer, box: PixelBox, cover: boolean): Promise<Sharp> {
  // The XML parser (saxes) loads with the first SVG picture, not with every card.
  const { sanitizeSvg } = await import('./sanitize-svg.js');
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
  const sharp = await loadSharp();
  return sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4, premultiplied: true },
  });
}
