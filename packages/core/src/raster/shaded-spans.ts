import type { ShadeSpan } from './backdrop-shading.js';

/*
 * A row of the backdrop: the fill's colours along the gradient, each darkened by how much of it
 * the window's shadows keep (out of 256).
 */

/**
 * Paints pixels [from, to) of one row: the fill, darkened by how much of it the shadow keeps.
 * `opaque`: every colour of the table is opaque, so shading leaves alpha at 255 and a keep of
 * 256 scales by one exactly: one path for every pixel, with no branch (nearly every pixel of a
 * card's backdrop lies in some shadow, so the "no shadow here" branch only cost time there).
 */
export function paintShadedSpan(
  words: Int32Array,
  rowStart: number,
  [from, to]: readonly [number, number],
  table: Int32Array,
  opaque: boolean,
  base: number,
  stepX: number,
  keeps: Uint16Array,
  kernel?: ShadeSpan,
): void {
  // Table index in 16.16 fixed point: integer arithmetic only (x·stepX stays under 512, so
  // nothing overflows). A solid fill has a one-entry table and stepX 0.
  const stepFixed = Math.round(stepX * 65536);
  let index = Math.round(base * 65536) + from * stepFixed;
  if (opaque) {
    // The kernel writes the groups of four it can; this loop the rest.
    const done = kernel ? kernel(rowStart, from, to, index, stepFixed, keeps) : 0;
    index += done * stepFixed;
    for (let x = from + done; x < to; x++, index += stepFixed) {
      const word = table[index >> 16] as number;
      const keep = keeps[x] as number;
      // Red and blue scaled by one multiply, green by another: no channel carries into the
      // next. The alpha is written in place: a module constant, read from the module's
      // context at every pixel, cost ~10% of this loop.
      words[rowStart + x] =
        ((Math.imul(word & 0xff00ff, keep) >>> 8) & 0xff00ff) |
        ((Math.imul(word & 0xff00, keep) >>> 8) & 0xff00) |
        -0x1000000;
    }
    return;
  }
  for (let x = from; x < to; x++, index += stepFixed) {
    const word = table[index >> 16] as number;
    const keep = keeps[x] as number;
    if (keep >= 256) {
      words[rowStart + x] = word;
      continue;
    }
    const redBlue = (Math.imul(word & 0xff00ff, keep) >>> 8) & 0xff00ff;
    const green = (Math.imul(word & 0xff00, keep) >>> 8) & 0xff00;
    const alpha = 256 - keep + ((((word >>> 24) & 0xff) * keep) >> 8);
    words[rowStart + x] = redBlue | green | (Math.min(alpha, 255) << 24);
  }
}
