import { type LineSettings, type SetParagraph, setParagraph } from './line-fill.js';
import type { ShapedParagraph } from './shaped-text.js';

/*
 * The largest size at which a paragraph fits its box, measured on the shaped text itself (not
 * estimated): each size of the scale is set in turn until the lines fit the height. At the
 * smallest size, text that still does not fit is cut with an ellipsis.
 */

/** Font sizes tried, largest first. */
const SIZES = [128, 112, 96, 84, 72, 64, 56, 50, 44, 40, 36, 34, 32, 30, 28, 26, 24] as const;

export interface FitBox {
  width: number;
  height: number;
  maxLines: number;
  /** Largest and smallest sizes allowed. */
  maxSize: number;
  minSize: number;
  letterSpacing: number;
  /** Line box height as a multiple of the size, for a paragraph of this size and line count. */
  lineHeight: (size: number, lines: number) => number;
}

export interface FittedParagraph {
  set: SetParagraph;
  settings: LineSettings;
  lineHeight: number;
  /** Height of the paragraph's line boxes. */
  height: number;
}

function attempt(paragraph: ShapedParagraph, box: FitBox, size: number, maxLines: number): FittedParagraph {
  const settings = { size, letterSpacing: box.letterSpacing, width: box.width, maxLines };
  const set = setParagraph(paragraph, settings);
  const lineHeight = box.lineHeight(size, set.lines.length);
  return { set, settings, lineHeight, height: set.lines.length * size * lineHeight };
}

export function fitParagraph(paragraph: ShapedParagraph, box: FitBox): FittedParagraph {
  const sizes: number[] = SIZES.filter((size) => size <= box.maxSize && size >= box.minSize);
  if (sizes.length === 0) sizes.push(box.minSize);
  for (const size of sizes) {
    const fitted = attempt(paragraph, box, size, box.maxLines);
    if (!fitted.set.truncated && fitted.height <= box.height) return fitted;
  }
  // Even the smallest size needs more room: as many lines as the height holds, then an ellipsis.
  const smallest = sizes.at(-1) as number;
  const lines = Math.max(1, Math.min(box.maxLines, Math.floor(box.height / (smallest * box.lineHeight(smallest, 2)))));
  return attempt(paragraph, box, smallest, lines);
}
