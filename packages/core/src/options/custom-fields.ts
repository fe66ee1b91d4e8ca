import * as v from 'valibot';
import { IMAGE_FORMATS } from './image-format.js';
import { boundedString, described, oneOf, uri } from './rules.js';

/**
 * Bounds of the Pro customisation fields (docs/customisation.md).
 * A font travels as a URI: a data: URI of a typical 100–300 kB font fits, and the server's
 * 1 MB body limit caps it anyway.
 */
const CUSTOM_FONT_URI_MAX = 1_000_000;
/** A handful of declarations. */
const CUSTOM_CSS_MAX = 1000;

/**
 * The fields every card's schema has: `format`, and the Pro fields `font` (a TTF, OTF or WOFF
 * font as an http(s) or data: URI) and `css` (declarations from the card's subset).
 */
export const CARD_ENTRIES = {
  format: v.optional(
    described(
      oneOf(IMAGE_FORMATS),
      'the image format: png, jpeg or webp pixels, or svg (vector, sharp at any size, its text selectable)',
    ),
    'png',
  ),
  font: v.optional(
    described(
      uri(CUSTOM_FONT_URI_MAX),
      'Pro: a TTF, OTF or WOFF font as an http(s) or data: URI (docs/customisation.md)',
    ),
  ),
  css: v.optional(
    described(boundedString(1, CUSTOM_CSS_MAX), "Pro: CSS declarations from the card's subset (docs/customisation.md)"),
  ),
};
