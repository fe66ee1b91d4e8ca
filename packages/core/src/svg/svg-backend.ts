import { INTER_FONT_FILES } from '../assets/fonts.js';
import type { Backend } from '../scene/backend.js';
import type { Scene } from '../scene/scene.js';
import { EmbeddedFonts } from './embedded-fonts.js';
import { SvgWriter } from './svg-writer.js';

/** What an SVG says it is, and that it runs nothing: no scripts, no external references. */
const ROOT_ATTRIBUTES = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/**
 * Writes a scene as an SVG document: text as `<text>` in embedded font subsets, other scripts'
 * shaped glyphs as paths, emoji as embedded pictures, the backdrop's shadows as blur filters.
 * Sizes are the scene's CSS pixels: a vector image has no scale.
 */
export async function sceneToSvg(scene: Scene): Promise<string> {
  const fonts = new EmbeddedFonts();
  const writer = new SvgWriter(scene, fonts, {
    file: INTER_FONT_FILES.bold,
    family: 'Inter',
    bold: true,
    italic: false,
  });
  const body = writer.items(scene.items) + writer.selectable(scene.selectable ?? []);
  // Drawn glyphs are not selected: the transparent layer is, once, with its spaces.
  const style = `${await fonts.fontFaces()}text{white-space:pre;font-variant-ligatures:none}text[aria-hidden]{user-select:none;-webkit-user-select:none}`;
  const { width, height } = scene;
  return `<svg ${ROOT_ATTRIBUTES} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><style>${style}</style><defs>${writer.defs()}</defs>${body}</svg>`;
}

export const svgBackend: Backend = {
  formats: ['svg'],
  async draw(scene) {
    const svg = await sceneToSvg(scene);
    return { image: Buffer.from(svg, 'utf8'), width: scene.width, height: scene.height };
  },
};
