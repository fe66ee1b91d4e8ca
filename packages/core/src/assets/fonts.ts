import { packageFile } from './package-files.js';

/*
 * Fonts ship inside the package, in `fonts/` (copied there from the npm font packages by
 * `scripts/bundle-fonts.mjs` when the package is built: only the weights drawn). These are TTF,
 * because resvg reads no WOFF, and are handed to resvg and HarfBuzz by path, with the
 * system font scan switched off: the image never depends on the host's fonts. The faces for
 * other scripts and symbols are in `fallback-fonts.ts`.
 */

const bundledFont = (name: string) => packageFile('fonts', name);

/** JetBrains Mono (SIL Open Font License 1.1): the code font, in its four styles. */
export const MONO_FAMILY = 'JetBrains Mono';
export const MONO_FONT_FILES = [
  'JetBrainsMono_400Regular.ttf',
  'JetBrainsMono_700Bold.ttf',
  'JetBrainsMono_400Regular_Italic.ttf',
  'JetBrainsMono_700Bold_Italic.ttf',
].map(bundledFont);

/** Inter (SIL Open Font License 1.1): the Open Graph cards' text and the watermark. */
export const INTER_FONT_FILES = {
  regular: bundledFont('Inter_400Regular.ttf'),
  bold: bundledFont('Inter_700Bold.ttf'),
};
