import { mixWords } from '../blend.js';
import type { Canvas } from '../canvas.js';
import type { RoundedBox } from './rounded-box.js';

/*
 * `overflow: hidden` without a layer: the items are drawn straight onto the image, and only the
 * pixels the clip does not wholly cover (its rounded corners, what lies outside it) are saved
 * first and then put back, mixed by the clip's coverage. The same pixels as drawing into a
 * layer and laying it down through the clip (source-over is associative), at the cost of the
 * clip's fringe instead of three passes over the whole box.
 */

/** Whole device pixels: [x0, x1) × [y0, y1). */
interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Calls `visit` for each stretch [from, to) of row y in `reach` that the clip does not wholly cover. */
function forFringe(
  clip: RoundedBox,
  reach: Rect,
  width: number,
  visit: (y: number, from: number, to: number) => void,
): void {
  for (let y = reach.y0; y < reach.y1; y++) {
    const { fullFrom, fullTo } = clip.span(y, width);
    if (fullTo <= fullFrom) {
      visit(y, reach.x0, reach.x1);
      continue;
    }
    if (fullFrom > reach.x0) visit(y, reach.x0, Math.min(fullFrom, reach.x1));
    if (fullTo < reach.x1) visit(y, Math.max(fullTo, reach.x0), reach.x1);
  }
}

/** Draws through the clip: `draw` paints onto the canvas, anywhere within `reach`. */
export function drawClippedInPlace(canvas: Canvas, clip: RoundedBox, reach: Rect, draw: () => void): void {
  const { words, width } = canvas;
  let size = 0;
  forFringe(clip, reach, width, (_y, from, to) => {
    size += to - from;
  });
  const saved = new Int32Array(size);
  let at = 0;
  forFringe(clip, reach, width, (y, from, to) => {
    saved.set(words.subarray(y * width + from, y * width + to), at);
    at += to - from;
  });
  // What the clip puts back may be transparent: a box drawn over the whole image inside it
  // does not make the image opaque.
  const opaque = canvas.opaque;
  draw();
  canvas.opaque = opaque;
  let next = 0;
  forFringe(clip, reach, width, (y, from, to) => {
    for (let x = from; x < to; x++) {
      const before = saved[next++] as number;
      const index = y * width + x;
      const drawn = words[index] as number;
      if (drawn === before) continue;
      const coverage = Math.round(clip.coverage(x, y) * 256);
      words[index] = coverage <= 0 ? before : coverage >= 256 ? drawn : mixWords(before, drawn, coverage);
    }
  });
}
