import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../src/pipeline/render-design.js';

/*
 * CJK and Hangul have no bold file among the bundled faces: bold is their outline emboldened.
 * It must read as bold beside Latin set in Inter Bold: the ink a line gains from regular to
 * bold (its stroke darkness) within the range of Inter's own gain.
 */

/** The ink of a line of black text on white at 64 px: the sum of every pixel's darkness. */
async function ink(text: string, fontWeight: number): Promise<number> {
  const png = await renderElement(
    {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          width: '100%',
          height: '100%',
          padding: 20,
          background: 'white',
          color: 'black',
          fontSize: 64,
          fontWeight,
        },
        children: text,
      },
    },
    { width: 1200, height: 140 },
  );
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const value of data) sum += 255 - value;
  return sum;
}

const gain = async (text: string) => (await ink(text, 700)) / (await ink(text, 400));

describe('bold CJK and Hangul', () => {
  it('gain as much ink from regular to bold as Inter does (within 10%)', async () => {
    const inter = await gain('Handgloves quick brown fox');
    expect(inter).toBeGreaterThan(1.3);
    for (const text of ['日本語のタイトルです', '我们的构建速度', '쿠버네티스 클러스터']) {
      const ratio = await gain(text);
      expect(ratio, text).toBeGreaterThan(inter * 0.9);
      expect(ratio, text).toBeLessThan(inter * 1.25);
    }
  });
});
