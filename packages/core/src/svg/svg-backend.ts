import { INTER_FONT_FILES } from '../assets/fonts.js';
import { encodePng } from '../encode/png/encode-png.js';
import type { Backend } from '../scene/backend.js';
import type { Picture, Scene, SceneItem, SelectableItem } from '../scene/scene.js';
import { escapeXml } from '../text/xml.js';
import { EmbeddedFonts } from './embedded-fonts.js';
import { SvgWriter } from './svg-writer.js';

/**
 * What an SVG says it is. Spaces are kept as written wherever the text is read (`xml:space`
 * besides the style sheet's `white-space: pre`, for renderers that know only the attribute), so
 * a copied line keeps its indentation.
 */
const ROOT_ATTRIBUTES =
  'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xml:space="preserve"';

/** Shows the dark items when the reader's system prefers dark, the others otherwise. */
const SCHEME_SWITCH =
  '.dark{display:none}@media (prefers-color-scheme:dark){.light{display:none}.dark{display:inline}}';

/**
 * Writes a scene as an SVG document: text as `<text>` in embedded font subsets, other scripts'
 * shaped glyphs as paths, emoji as embedded pictures, the backdrop's shadows as blur filters.
 * Sizes are the scene's CSS pixels: a vector image has no scale.
 */
async function sceneToSvg(scene: Scene): Promise<string> {
  const fonts = new EmbeddedFonts();
  const pictures = await encodePictures(scene.items);
  const writer = new SvgWriter(scene, fonts, pictures, {
    file: INTER_FONT_FILES.bold,
    family: 'Inter',
    bold: true,
    italic: false,
  });
  const drawn = scene.dark
    ? `<g class="light">${writer.items(scene.items)}</g><g class="dark">${writer.items(scene.dark)}</g>`
    : writer.items(scene.items);
  // Both schemes share one text layer: the scene's own.
  const layer = scene.items.filter((item): item is SelectableItem => item.kind === 'selectable');
  const body = drawn + writer.selectable(layer);
  // Drawn glyphs are not selected: the transparent layer is, once, with its spaces.
  const style = `${await fonts.fontFaces()}text{white-space:pre;font-variant-ligatures:none}text[aria-hidden]{user-select:none;-webkit-user-select:none}${scene.dark ? SCHEME_SWITCH : ''}`;
  const { width, height } = scene;
  return `<svg ${ROOT_ATTRIBUTES} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(scene.description ?? 'An image made by glyphcast')}</title><style>${style}</style><defs>${writer.defs()}</defs>${body}</svg>`;
}

/** Every picture a scene draws (images, and pictures painted into boxes), groups included. */
function pictures(items: readonly SceneItem[], found: Picture[] = []): Picture[] {
  for (const item of items) {
    if (item.kind === 'image') found.push(item);
    else if (item.kind === 'group') pictures(item.items, found);
    else if (item.kind === 'box') {
      for (const paint of item.paints) if (paint.kind === 'picture') found.push(paint.picture);
    }
  }
  return found;
}

/** Each picture as a PNG data URI, encoded before writing. */
async function encodePictures(items: readonly SceneItem[]): Promise<Map<Picture, string>> {
  const encoded = new Map<Picture, string>();
  for (const picture of pictures(items)) {
    if (encoded.has(picture)) continue;
    const png = encodePng(picture.pixels, picture.width, picture.height, false);
    encoded.set(picture, `data:image/png;base64,${png.toString('base64')}`);
  }
  return encoded;
}

export const svgBackend: Backend = {
  formats: ['svg'],
  async draw(scene) {
    const svg = await sceneToSvg(scene);
    return { image: Buffer.from(svg, 'utf8'), width: scene.width, height: scene.height };
  },
};
