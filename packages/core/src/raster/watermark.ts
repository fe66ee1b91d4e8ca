import { Resvg } from '@resvg/resvg-js';
import { INTER_FONT_FILES } from '../assets/fonts.js';

/*
 * The Free plan's mark: "glyphcast" in small Inter, at 45% opacity, rasterised once per scale
 * and tone by resvg and stamped like an emoji tile.
 */

const WATERMARK_TEXT = 'glyphcast';
/** Size of the mark's text in CSS pixels. */
const WATERMARK_FONT_SIZE = 9;

interface WatermarkTile {
  /** Premultiplied RGBA. */
  data: Uint8Array;
  width: number;
  height: number;
}

const tiles = new Map<string, WatermarkTile>();

/** The mark for dark surfaces (white text) or light ones (black text), at `scale`. */
export function watermarkTile(scale: number, surface: 'light' | 'dark'): WatermarkTile {
  const key = `${scale}|${surface}`;
  let tile = tiles.get(key);
  if (!tile) {
    const fill = surface === 'dark' ? '#ffffff' : '#000000';
    const width = Math.ceil(WATERMARK_FONT_SIZE * 5.2);
    const height = Math.ceil(WATERMARK_FONT_SIZE * 1.4);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${width}" y="${WATERMARK_FONT_SIZE}" text-anchor="end" font-family="Inter" font-weight="bold" font-size="${WATERMARK_FONT_SIZE}" letter-spacing="0.3" fill="${fill}" fill-opacity="0.45">${WATERMARK_TEXT}</text></svg>`;
    const rendered = new Resvg(svg, {
      fitTo: { mode: 'zoom', value: scale },
      font: { loadSystemFonts: false, fontFiles: [INTER_FONT_FILES.bold], defaultFontFamily: 'Inter' },
      logLevel: 'off',
    }).render();
    tile = { data: new Uint8Array(rendered.pixels), width: rendered.width, height: rendered.height };
    tiles.set(key, tile);
  }
  return tile;
}
