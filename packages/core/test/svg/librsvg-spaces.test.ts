import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCode } from '../../src/pipeline/render-functions.js';

/*
 * librsvg (sharp's SVG input, GNOME's viewers) sets a <tspan>'s characters one after the other
 * and ignores its list of x positions: the spaces between words must be in the text itself.
 */

/** github-dark's comment colour. */
const COMMENT = [0x6a, 0x73, 0x7d];

/** Runs of columns holding comment-coloured ink, gaps narrower than `merge` pixels joined: the words. */
function commentWords(data: Buffer, width: number, height: number, merge: number): number {
  const inked = new Array<boolean>(width).fill(false);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const distance =
        Math.abs((data[at] as number) - (COMMENT[0] as number)) +
        Math.abs((data[at + 1] as number) - (COMMENT[1] as number)) +
        Math.abs((data[at + 2] as number) - (COMMENT[2] as number));
      if (distance < 24 && (data[at + 3] as number) > 200) inked[x] = true;
    }
  }
  let words = 0;
  let gap = Number.POSITIVE_INFINITY;
  for (const ink of inked) {
    if (ink) {
      if (gap >= merge) words++;
      gap = 0;
    } else gap++;
  }
  return words;
}

describe('SVG text through librsvg', () => {
  it('keeps the spaces between the words of a comment, as resvg and browsers do', async () => {
    const svg = await renderCode({
      code: '// a b c d e f g h i j',
      language: 'ts',
      format: 'svg',
      theme: 'github-dark',
      scale: 2,
    });
    // A cell is 16.8 px at 14 px and scale 2: the gap between two words is at least that.
    const merge = 8;
    const librsvg = await sharp(svg, { density: 144 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const resvg = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 } }).render();
    // The slashes and the ten letters apart (the two slashes may touch): 11 or 12 runs of ink.
    // Without the spaces in the text, librsvg ran all 12 characters together into one.
    expect(commentWords(Buffer.from(resvg.pixels), resvg.width, resvg.height, merge)).toBeGreaterThanOrEqual(11);
    expect(commentWords(librsvg.data, librsvg.info.width, librsvg.info.height, merge)).toBeGreaterThanOrEqual(11);
  });
});
