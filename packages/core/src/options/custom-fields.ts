import * as v from 'valibot';
import { boundedString, uri } from './rules.js';

/**
 * Bounds of the Pro customisation fields (SPEC leaves their shape open; docs/customisation.md).
 * A font travels as a URI: a data: URI of a typical 100–300 kB font fits, and the server's
 * 1 MB body limit caps it anyway.
 */
export const CUSTOM_FONT_URI_MAX = 1_000_000;
/** A handful of declarations. */
export const CUSTOM_CSS_MAX = 1000;

/**
 * The Pro fields both schemas share: `font` (a TTF, OTF or WOFF font as an http(s) or data:
 * URI) and `css` (declarations from the renderer's subset). docs/customisation.md.
 */
export const CUSTOMISATION_ENTRIES = {
  font: v.optional(uri(CUSTOM_FONT_URI_MAX)),
  css: v.optional(boundedString(1, CUSTOM_CSS_MAX)),
};
