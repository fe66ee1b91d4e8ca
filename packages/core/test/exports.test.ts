import { expect, it } from 'vitest';
import * as core from '../src/index.js';

// The public API is deliberate: a new or vanished export shows up here in review.
it('exports exactly the public API', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "BACKGROUND_IDS",
      "CARDS",
      "CODE_THEME_IDS",
      "CodeOptionsSchema",
      "GlyphcastError",
      "HighlightOptionsSchema",
      "IMAGE_FORMATS",
      "ImageFetchError",
      "JPEG_FLATTEN_COLOR",
      "MAX_CODE_LENGTH",
      "MAX_HIGHLIGHT_CODE_LENGTH",
      "MAX_IMAGE_PIXELS",
      "MAX_IMAGE_SIDE",
      "MAX_WEBP_PIXELS",
      "OG_HEIGHT",
      "OG_TEMPLATES",
      "OG_THEMES",
      "OG_WIDTH",
      "OgOptionsSchema",
      "SCALES",
      "WINDOW_STYLES",
      "canonicalRequest",
      "closeRendering",
      "configureRendering",
      "createImageFetcher",
      "detectLanguage",
      "findLanguage",
      "highlight",
      "listBackgrounds",
      "listLanguages",
      "listThemes",
      "parseCodeOptions",
      "parseHighlightOptions",
      "parseOgOptions",
      "renderCode",
      "renderCodeWithInfo",
      "renderOg",
      "renderOgWithInfo",
      "signUrl",
      "verifySignedUrl",
    ]
  `);
});
