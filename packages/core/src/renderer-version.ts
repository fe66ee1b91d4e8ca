import { regionalFonts } from './regional-fonts.js';

// Defined when the core is built (tsup) or tested (vitest): scripts/renderer-version.mjs.
declare const __GLYPHCAST_RENDERER_VERSION__: string | undefined;

/**
 * A hash of everything that decides an image's pixels for given parameters (the core's drawing
 * code, its fonts, emoji and models, the versions of the libraries that draw): equal images
 * for equal parameters as long as it is the same, so caches and ETags keyed on it stay true
 * across upgrades.
 */
export const RENDERER_VERSION: string = withRegionalFonts(
  typeof __GLYPHCAST_RENDERER_VERSION__ === 'string' ? __GLYPHCAST_RENDERER_VERSION__ : 'unbuilt',
);

/** Installing (or upgrading) @glyphcast/fonts-cjk redraws Japanese and Traditional Chinese text: its version counts too. */
function withRegionalFonts(version: string): string {
  const regional = regionalFonts();
  return regional ? `${version}+cjk-${regional.version}` : version;
}
