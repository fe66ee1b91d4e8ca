/*
 * Bounds of the inputs that are read whole (code, HTML, fonts, pictures), in a module of their own:
 * the CLI checks files against them before it loads anything that renders.
 */

/** The most characters of code a card takes. */
export const MAX_CODE_LENGTH = 20_000;
/** The most characters of a design's HTML. */
export const MAX_HTML_LENGTH = 200_000;
/** The largest font file a design or card may bring. */
export const MAX_FONT_BYTES = 5 * 1024 * 1024;
/** The largest picture (avatar, logo, a design's image) a card may bring. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
