import { beforeAll, describe, expect, it } from 'vitest';
import { hasEmoji } from '../../../src/assets/emoji.js';
import { fallbackFace } from '../../../src/assets/fallback-fonts.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { ogBaseFonts, ogTextNeeds, withFallbackFonts } from '../../../src/cards/og/fonts.js';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import { decode } from '../../_image.js';
import { SCRIPT_LINES } from '../../fixtures/script-lines.js';

beforeAll(loadShaper);

/** Columns of the image with any pixel far from the background colour of its row's left edge. */
async function inkColumns(image: Buffer): Promise<{ first: number; last: number }> {
  const { data, width, height } = await decode(image);
  let first = width;
  let last = -1;
  for (let y = 150; y < height - 150; y++) {
    const base = (y * width + 40) * 4;
    for (let x = 40; x < width - 40; x++) {
      const at = (y * width + x) * 4;
      const distance =
        Math.abs((data[at] as number) - (data[base] as number)) +
        Math.abs((data[at + 1] as number) - (data[base + 1] as number));
      if (distance > 120) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last };
}

describe('Open Graph text in every script', () => {
  it.each(SCRIPT_LINES)('%s: its face is in the fonts handed to satori, and no warning', async (_name, text, face) => {
    const fonts = withFallbackFonts(ogBaseFonts(), ogTextNeeds([text]).faces);
    // Characters Twemoji has (✔ ☺) are drawn as its pictures, as satori's emoji.
    const pictures = [...text].every((character) => hasEmoji(character));
    if (!pictures) expect(fonts.map((font) => font.name)).toContain(fallbackFace(face).family);
    const { warnings } = await renderOgWithInfo({ title: text, subtitle: text, author: text });
    expect(warnings).toEqual([]);
  });

  it('gives the same fonts the same list object (satori parses each list once)', () => {
    const fontsFor = (text: string) => withFallbackFonts(ogBaseFonts(), ogTextNeeds([text]).faces);
    expect(fontsFor('안녕')).toBe(fontsFor('세계'));
    expect(fontsFor('plain')).toBe(ogBaseFonts());
  });

  it('aligns a title that starts right to left on the right', async () => {
    const rtl = await renderOgWithInfo({ title: 'مرحبا بالعالم', theme: 'light' });
    const ltr = await renderOgWithInfo({ title: 'Hello world', theme: 'light' });
    const right = await inkColumns(rtl.image);
    const left = await inkColumns(ltr.image);
    expect(right.last).toBeGreaterThan(1050);
    expect(right.first).toBeGreaterThan(left.first + 300);
    expect(left.first).toBeLessThan(100);
  });
});
