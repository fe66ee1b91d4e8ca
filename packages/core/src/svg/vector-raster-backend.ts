import { Resvg } from '@resvg/resvg-js';
import { encodeImage } from '../encode/encode-image.js';
import type { Backend } from '../scene/backend.js';
import { sceneToSvg } from './svg-backend.js';

/*
 * Raster formats of a scene with design items (users' own cards: gradients, borders, shadows,
 * clips, transforms): the scene's SVG, drawn by resvg at the scene's scale, encoded by sharp
 * like every other card. The SVG needs no fonts (its glyphs are outlines) and loads nothing
 * (its pictures are data URIs already checked and sized).
 */

/** True when every pixel is opaque: the encoder can then drop the alpha channel. */
function allOpaque(pixels: Uint8Array): boolean {
  for (let index = 3; index < pixels.length; index += 4) if (pixels[index] !== 255) return false;
  return true;
}

export const vectorRasterBackend: Backend = {
  formats: ['png', 'jpeg', 'webp'],
  async draw(scene, format) {
    const svg = await sceneToSvg(scene, { textLayer: false });
    const rendered = new Resvg(svg, {
      font: { loadSystemFonts: false },
      fitTo: { mode: 'zoom', value: scene.scale },
      logLevel: 'off',
      shapeRendering: 2,
      imageRendering: 0,
    }).render();
    const pixels = Buffer.from(rendered.pixels.buffer, rendered.pixels.byteOffset, rendered.pixels.byteLength);
    const image = { pixels, width: rendered.width, height: rendered.height, opaque: allOpaque(pixels) };
    return { image: await encodeImage(image, format), width: rendered.width, height: rendered.height };
  },
};
