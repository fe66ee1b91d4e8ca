import { beforeAll, describe, expect, it } from 'vitest';
import { hasEmoji } from '../../../src/assets/emoji.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { ogCard } from '../../../src/cards/og/card.js';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import { EMOJI_GRAPHEME } from '../../../src/text/characters.js';
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

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

describe('Open Graph text in every script', () => {
  it.each(SCRIPT_LINES)('%s: drawn by its face, with real glyphs, and no warning', async (_name, text, coreFace) => {
    // Kana make a card Japanese (lang auto): its Han and kana come from Noto Sans JP, which the
    // workspace installs (@glyphcast/fonts-cjk).
    const face = coreFace === 'sc' && KANA.test(text) ? 'jp' : coreFace;
    const params = ogCard.parse({ title: text, subtitle: text, author: text });
    const { scene, info } = await ogCard.layout({ params, sources: { warnings: [] }, watermark: false });
    expect(info.warnings).toEqual([]);
    const glyphs = scene.items.flatMap((item) =>
      item.kind === 'text' &&
      item.face.outline &&
      'fallback' in item.face.outline.face &&
      item.face.outline.face.fallback === face
        ? item.glyphs
        : [],
    );
    // Emoji-presentation characters Twemoji has (✔) are drawn as its pictures; the rest (☺ is
    // text-presentation) by the script's face, never with glyph 0 (the missing-glyph box).
    const pictures = [...text].every((character) => EMOJI_GRAPHEME.test(character) && hasEmoji(character));
    if (pictures) expect(scene.items.some((item) => item.kind === 'emoji')).toBe(true);
    else {
      expect(glyphs.length).toBeGreaterThan(0);
      expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    }
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
