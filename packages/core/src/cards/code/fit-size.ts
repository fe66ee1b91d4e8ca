import { GlyphcastError } from '../../errors.js';
import { type CodeLayout, type LayoutInput, layoutCode } from './layout.js';

/*
 * A code card of an exact size (a post's 1200×630, a square, a story): the window takes the
 * image's width, the font shrinks from the card's `fontSize` towards a floor until the code
 * fits (first without wrapping, else wrapped), and what is still too long at the floor is cut.
 * The window is centred in the height that is left.
 */

/** The named sizes, in CSS pixels. */
export const SIZE_PRESETS = {
  og: { width: 1200, height: 630 },
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
} as const;

/** The smallest side `WxH` may ask for, and the largest. */
export const MIN_SIZE_SIDE = 200;
export const MAX_SIZE_SIDE = 4096;

/** The smallest font a card is shrunk to: below it, code stops being readable on a phone. */
export const MIN_FIT_FONT_SIZE = 10;

/** Steps of the font size tried between the floor and the card's own size. */
const FONT_STEP = 0.25;

export interface CardSize {
  width: number;
  height: number;
}

/** `og`, `square`, `story` or `WxH` as pixels; the caller's error, naming `size`, otherwise. */
export function parseSize(size: string): CardSize {
  if (size in SIZE_PRESETS) return SIZE_PRESETS[size as keyof typeof SIZE_PRESETS];
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(size);
  const [width, height] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  const within = (side: number) => side >= MIN_SIZE_SIDE && side <= MAX_SIZE_SIDE;
  if (!within(width) || !within(height)) {
    throw new GlyphcastError(
      `\`size\` must be og, square, story or WxH with each side from ${MIN_SIZE_SIDE} to ${MAX_SIZE_SIDE} (such as 1600x900), received "${size.slice(0, 20)}"`,
      { code: 'INVALID_PARAMETER', field: 'size', received: size },
    );
  }
  return { width, height };
}

/** A fitted layout, and how many rows of the code did not fit (0: all shown). */
export interface SizedLayout {
  layout: CodeLayout;
  cutRows: number;
  totalRows: number;
}

/** The layout at a font size, or undefined when the width leaves no room for code at it. */
function layoutAt(input: LayoutInput, size: CardSize, fontSize: number): CodeLayout | undefined {
  try {
    return layoutCode({ ...input, fontSize, width: size.width });
  } catch (error) {
    if (error instanceof GlyphcastError && error.field === 'width') return undefined;
    throw error;
  }
}

const wraps = (layout: CodeLayout) => layout.rows.some((row) => row.continuation);

/**
 * The largest font size from the card's own down to the floor at which `fits` holds, stepping
 * by a quarter pixel (a fit holds for every smaller size too, so the search halves the range).
 */
function largestFitting(
  input: LayoutInput,
  size: CardSize,
  floor: number,
  fits: (layout: CodeLayout) => boolean,
): CodeLayout | undefined {
  const steps = Math.round((input.fontSize - floor) / FONT_STEP);
  const at = (step: number) => layoutAt(input, size, floor + step * FONT_STEP);
  let low = 0;
  let high = steps;
  const lowest = at(0);
  if (!lowest || !fits(lowest)) return undefined;
  let best = lowest;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const layout = at(middle);
    if (layout && fits(layout)) {
      best = layout;
      low = middle;
    } else high = middle - 1;
  }
  return best;
}

/** Moves a layout down by `dy` CSS pixels: its window, rows and title. */
function shifted(layout: CodeLayout, dy: number, rows: CodeLayout['rows']): CodeLayout {
  return {
    ...layout,
    window: { ...layout.window, y: layout.window.y + dy },
    rows: rows.map((row) => ({ ...row, top: row.top + dy })),
    ...(layout.title ? { title: { ...layout.title, top: layout.title.top + dy } } : {}),
  };
}

/**
 * Lays the card out in exactly `size`: the largest font (from `input.fontSize` down to
 * `MIN_FIT_FONT_SIZE`, or the card's own when smaller) at which the code fits unwrapped, else
 * wrapped; at the floor, the rows past the height are cut.
 */
export function layoutInSize(input: LayoutInput, size: CardSize): SizedLayout {
  const floor = Math.min(MIN_FIT_FONT_SIZE, input.fontSize);
  const fitsHeight = (layout: CodeLayout) => layout.height <= size.height;
  const chosen =
    largestFitting(input, size, floor, (layout) => fitsHeight(layout) && !wraps(layout)) ??
    largestFitting(input, size, floor, fitsHeight) ??
    layoutAt(input, size, floor);
  if (!chosen) {
    throw new GlyphcastError(
      `\`size\` ${size.width}x${size.height} leaves no room for the code beside padding ${input.padding} and the window's margins; ask for a wider size or less padding`,
      { code: 'INVALID_PARAMETER', field: 'size' },
    );
  }
  const chrome = chosen.height - chosen.rows.length * chosen.lineHeight;
  const fittingRows = Math.floor((size.height - chrome) / chosen.lineHeight);
  if (fittingRows < 1) {
    throw new GlyphcastError(
      `\`size\` ${size.width}x${size.height} is too short for one line of code beside padding ${input.padding} and the window's margins; ask for a taller size or less padding`,
      { code: 'INVALID_PARAMETER', field: 'size' },
    );
  }
  const rows = chosen.rows.slice(0, fittingRows);
  const height = Math.ceil(chrome + rows.length * chosen.lineHeight);
  const layout = shifted(chosen, Math.floor((size.height - height) / 2), rows);
  layout.window.height = height - 2 * input.padding;
  return {
    layout: { ...layout, height: size.height },
    cutRows: chosen.rows.length - rows.length,
    totalRows: chosen.rows.length,
  };
}
