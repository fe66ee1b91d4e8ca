import { renderAsync } from '@resvg/resvg-js';
import { GlyphcastError } from '../errors.js';
import { MONO_FAMILY } from './fonts.js';

/** Raw pixels as resvg produces them: RGBA, premultiplied alpha. */
export interface RawImage {
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * Rasterises an SVG with resvg on libuv's thread pool (`renderAsync`), so a server that embeds
 * the core keeps answering while images render, and parallel renders use every core.
 */
export async function rasterizeSvg(svg: string, scale: number, fontFiles: string[]): Promise<RawImage> {
  try {
    const image = await renderAsync(svg, {
      fitTo: { mode: 'zoom', value: scale },
      font: { loadSystemFonts: false, fontFiles, defaultFontFamily: MONO_FAMILY, monospaceFamily: MONO_FAMILY },
      shapeRendering: 2,
      textRendering: 1,
      imageRendering: 0,
      logLevel: 'off',
    });
    return { pixels: image.pixels, width: image.width, height: image.height };
  } catch (error) {
    throw new GlyphcastError('the image could not be rasterised', { code: 'RENDER_FAILED', cause: error });
  }
}
