/*
 * Fixed proportions of the code card, in CSS pixels. They are here, once, so the layout, the
 * SVG and the tests agree on where everything is.
 */

export { COLUMN_WIDTH_EM, DOT_COLORS, LINE_HEIGHT_EM } from '../../text-grid/code-metrics.js';

/** Space between the window's left/right edge and the code (or the gutter). */
export const WINDOW_INSET_X = 20;
/** Space above the first line (without a title bar) and below the last. */
export const WINDOW_INSET_Y = 18;
/** Height of the `mac` title bar, and the space between it and the first line. */
export const TITLE_BAR_HEIGHT = 36;
const TITLE_BAR_GAP = 4;
/** The traffic-light dots: radius, centre of the first from the window's left edge, spacing. */
export const DOT_RADIUS = 6;
export const DOT_FIRST_X = 20;
export const DOT_SPACING = 20;
/** Corner radius of the window. */
export const WINDOW_RADIUS = 10;
/** A one-line snippet still gets a window wide enough to look like one. */
export const MIN_WINDOW_WIDTH = 200;
/** Columns of gap between the line numbers and the code. */
export const GUTTER_GAP_COLUMNS = 2;
/** A wrapped layout needs at least this many columns of code per row to be readable. */
export const MIN_WRAP_COLUMNS = 10;

/** Distance from the window's top edge to the first line's box. */
export function codeTopInset(window: 'mac' | 'none'): number {
  return window === 'mac' ? TITLE_BAR_HEIGHT + TITLE_BAR_GAP : WINDOW_INSET_Y;
}
