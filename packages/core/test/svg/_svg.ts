import { Resvg } from '@resvg/resvg-js';
import { INTER_FONT_FILES, MONO_FONT_FILES } from '../../src/assets/fonts.js';

/**
 * An SVG rasterised by resvg at `zoom`, given the bundled font files (resvg reads no
 * `@font-face`; it finds the families by their names, as the SVG gives them).
 */
export function rasterizeWithResvg(svg: Buffer, zoom: number): Buffer {
  const fontFiles = [...MONO_FONT_FILES, INTER_FONT_FILES.regular, INTER_FONT_FILES.bold];
  return new Resvg(svg, { fitTo: { mode: 'zoom', value: zoom }, font: { loadSystemFonts: false, fontFiles } })
    .render()
    .asPng();
}

/** The tolerance SVG output is held to against the PNG of the same card (docs/svg.md). */
export const SVG_TOLERANCE = {
  resvg: { mean: 2, visible: 0.006 },
  chromium: { mean: 2.5, visible: 0.006 },
  // librsvg sets the code in the system's monospace face (it reads no embedded fonts).
  librsvg: { mean: 4.5, visible: 0.02 },
};
