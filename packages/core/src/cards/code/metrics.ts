/*
 * Proportions of the code card, in CSS pixels at a 14 px font (windowMetrics scales them).
 * They are here, once, so the layout, the scene and the tests agree on where everything is.
 */

export { COLUMN_WIDTH_EM, DOT_COLORS, LINE_HEIGHT_EM } from '../../text-grid/code-metrics.js';

/** Space between the window's left/right edge and the code (or the gutter). */
const WINDOW_INSET_X = 20;
/** Space above the first line (without a title bar) and below the last. */
const WINDOW_INSET_Y = 18;
/** Height of the `mac` title bar, and the space between it and the first line. */
export const TITLE_BAR_HEIGHT = 36;
const TITLE_BAR_GAP = 4;
/** The traffic-light dots: radius, centre of the first from the window's left edge, spacing. */
const DOT_RADIUS = 6;
export const DOT_FIRST_X = 20;
export const DOT_SPACING = 20;
/** The title keeps this far from the window's sides: clear of the dots, and centred. */
const TITLE_SIDE_INSET = DOT_FIRST_X + 2 * DOT_SPACING + DOT_RADIUS + 12;
/** Corner radius of the window. */
const WINDOW_RADIUS = 10;
/** A one-line snippet still gets a window wide enough to look like one. */
export const MIN_WINDOW_WIDTH = 200;
/** Columns of gap between the line numbers and the code. */
export const GUTTER_GAP_COLUMNS = 2;
/** A wrapped layout needs at least this many columns of code per row to be readable. */
export const MIN_WRAP_COLUMNS = 10;

/** The font size the fixed proportions above are drawn for. */
const BASE_FONT_SIZE = 14;

/** The window's proportions for a font size: the constants above, scaled with the code. */
export interface WindowMetrics {
  insetX: number;
  insetY: number;
  /** Height of the dots' centres (and of the title's middle) below the window's top edge. */
  dotCenterY: number;
  dotRadius: number;
  dotFirstX: number;
  dotSpacing: number;
  titleSideInset: number;
  radius: number;
  /** Distance from the window's top edge to the first line's box, per window style. */
  codeTop: Record<'mac' | 'none', number>;
}

/**
 * The frame grows and shrinks with the code, so a 40 px card is not framed by 14 px chrome nor
 * an 8 px one by oversized dots: every length is its 14 px value times fontSize / 14.
 */
export function windowMetrics(fontSize: number): WindowMetrics {
  const k = fontSize / BASE_FONT_SIZE;
  return {
    insetX: WINDOW_INSET_X * k,
    insetY: WINDOW_INSET_Y * k,
    dotCenterY: (TITLE_BAR_HEIGHT / 2 + 2) * k,
    dotRadius: DOT_RADIUS * k,
    dotFirstX: DOT_FIRST_X * k,
    dotSpacing: DOT_SPACING * k,
    titleSideInset: TITLE_SIDE_INSET * k,
    radius: WINDOW_RADIUS * k,
    codeTop: { mac: (TITLE_BAR_HEIGHT + TITLE_BAR_GAP) * k, none: WINDOW_INSET_Y * k },
  };
}

/** The widest card, in CSS pixels: a fitted card stops here and wraps longer lines, as a fixed width does. */
export const MAX_CODE_WIDTH = 2000;
