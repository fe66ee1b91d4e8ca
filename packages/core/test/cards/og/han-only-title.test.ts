import { describe, expect, it } from 'vitest';
import { renderOg } from '../../../src/pipeline/render-functions.js';

/*
 * A file of its own: satori keeps the fallback fonts it has been given for the life of the
 * process, so the first render with CJK text must be this file's first render.
 */
describe('renderOg, text of Han characters only', () => {
  it('draws it with the CJK font on the first render, not as missing-glyph boxes', async () => {
    // satori names such text by every language that writes it ("ja-JP|zh-CN|…"), not one.
    const first = await renderOg({ title: '日本語', format: 'png' });
    // Kana make satori ask for Japanese alone, which loads the CJK font for the process.
    await renderOg({ title: 'ひらがな', format: 'png' });
    const again = await renderOg({ title: '日本語', format: 'png' });
    expect(first.equals(again)).toBe(true);
  });
});
