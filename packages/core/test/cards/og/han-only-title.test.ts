import { describe, expect, it } from 'vitest';
import { renderOg } from '../../../src/pipeline/render-functions.js';

/*
 * A file of its own: faces are loaded once per process, so the first render with CJK text
 * must be this file's first render.
 */
describe('renderOg, text of Han characters only', () => {
  it('draws it with the CJK font on the first render, not as missing-glyph boxes', async () => {
    const first = await renderOg({ title: '日本語', format: 'png' });
    await renderOg({ title: 'ひらがな', format: 'png' });
    const again = await renderOg({ title: '日本語', format: 'png' });
    expect(first.equals(again)).toBe(true);
  });
});
