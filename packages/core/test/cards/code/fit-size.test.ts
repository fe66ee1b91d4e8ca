import { beforeAll, describe, expect, it } from 'vitest';
import { MONO_FONT_FILES } from '../../../src/assets/fonts.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { layoutInSize, MIN_FIT_FONT_SIZE, parseSize, SIZE_PRESETS } from '../../../src/cards/code/fit-size.js';
import { layoutCode } from '../../../src/cards/code/layout.js';
import { COLUMN_WIDTH_EM } from '../../../src/cards/code/metrics.js';
import { GlyphcastError } from '../../../src/errors.js';
import { renderCodeWithInfo } from '../../../src/pipeline/render-functions.js';
import { lineToCells } from '../../../src/text-grid/text-cells.js';
import { decode, pixelAt } from '../../_image.js';

const style = { color: '#fff', bold: false, italic: false, underline: false };
const cellOptions = { primary: { file: MONO_FONT_FILES[0] as string }, columnWidthEm: COLUMN_WIDTH_EM };
const lines = (texts: string[]) => texts.map((text) => lineToCells([{ content: text, style }], cellOptions));
beforeAll(loadShaper);
const base = {
  fontSize: 14,
  padding: 48,
  window: 'mac' as const,
  lineNumbers: false,
  lineStart: 1,
  highlightLines: [],
  width: 0,
};

describe('size: a code card of an exact size', () => {
  it('reads presets and WxH, and refuses anything else naming size', () => {
    expect(parseSize('og')).toEqual({ width: 1200, height: 630 });
    expect(parseSize('square')).toEqual(SIZE_PRESETS.square);
    expect(parseSize('story')).toEqual({ width: 1080, height: 1920 });
    expect(parseSize('1600x900')).toEqual({ width: 1600, height: 900 });
    for (const bad of ['big', '100x100', '5000x900', '1600×900', '1600x', 'x900']) {
      expect(() => parseSize(bad)).toThrow(expect.objectContaining({ field: 'size' }));
    }
  });

  it('keeps the card’s font when the code fits, and centres the window in the height', () => {
    const { layout, cutRows } = layoutInSize(
      { ...base, lines: lines(['const a = 1;', 'const b = 2;']) },
      parseSize('og'),
    );
    expect([layout.width, layout.height, layout.fontSize, cutRows]).toEqual([1200, 630, 14, 0]);
    expect(layout.window.width).toBe(1200 - 2 * 48);
    const above = layout.window.y;
    const below = 630 - (layout.window.y + layout.window.height);
    expect(Math.abs(above - below)).toBeLessThanOrEqual(1);
  });

  it('shrinks the font until the code fits without wrapping, when it can', () => {
    const wide = 'x'.repeat(150);
    const { layout, cutRows } = layoutInSize({ ...base, lines: lines([wide, 'y']) }, parseSize('og'));
    expect(layout.fontSize).toBeLessThan(14);
    expect(layout.fontSize).toBeGreaterThanOrEqual(MIN_FIT_FONT_SIZE);
    expect(layout.rows.some((row) => row.continuation)).toBe(false);
    expect(cutRows).toBe(0);
    // As large as it can be: a quarter pixel more would wrap.
    const larger = layoutCode({ ...base, lines: lines([wide, 'y']), fontSize: layout.fontSize + 0.25, width: 1200 });
    expect(larger.rows.some((row) => row.continuation)).toBe(true);
  });

  it('wraps at the floor when even that is too narrow, and cuts what passes the height', () => {
    const tall = Array.from({ length: 80 }, (_, index) => `line ${index}`);
    const { layout, cutRows, totalRows } = layoutInSize({ ...base, lines: lines(tall) }, parseSize('og'));
    expect(layout.fontSize).toBe(MIN_FIT_FONT_SIZE);
    expect(totalRows).toBe(80);
    expect(cutRows).toBeGreaterThan(0);
    expect(layout.rows.length).toBe(80 - cutRows);
    const last = layout.rows.at(-1);
    expect((last?.top ?? 0) + layout.lineHeight).toBeLessThanOrEqual(layout.window.y + layout.window.height);
    expect(layout.window.y + layout.window.height).toBeLessThanOrEqual(630);
  });

  it('refuses a size too small for the padding, naming size', () => {
    expect(() => layoutInSize({ ...base, padding: 200, lines: lines(['x']) }, { width: 200, height: 200 })).toThrow(
      GlyphcastError,
    );
  });

  it('renders exactly the size at every scale, says what it cut, and refuses size with width', async () => {
    const long = Array.from({ length: 60 }, (_, index) => `const value${index} = ${index};`).join('\n');
    const story = await renderCodeWithInfo({ code: long, language: 'ts', size: 'story', scale: 2 });
    expect([story.width, story.height]).toEqual([2160, 3840]);
    expect(story.warnings).toEqual([]);
    const og = await renderCodeWithInfo({ code: long, language: 'ts', size: 'og', scale: 1 });
    expect([og.width, og.height]).toEqual([1200, 630]);
    expect(og.warnings).toEqual([
      expect.objectContaining({
        field: 'size',
        reason: expect.stringMatching(/takes 60 rows at 10 px, and og holds \d+: the last \d+ are cut/),
      }),
    ]);
    // The background reaches every corner: the window is inside the image.
    const image = await decode(og.image);
    expect(pixelAt(image, 2, 2)[3]).toBe(255);
    expect(pixelAt(image, 1197, 627)[3]).toBe(255);
    const svg = await renderCodeWithInfo({ code: 'x', language: 'ts', size: '1600x900', format: 'svg' });
    expect(svg.image.toString()).toMatch(/<svg[^>]+width="1600" height="900"/);
    await expect(renderCodeWithInfo({ code: 'x', size: 'og', width: 800 })).rejects.toThrow(
      expect.objectContaining({ field: 'width' }),
    );
    await expect(renderCodeWithInfo({ code: 'x', size: 'huge' })).rejects.toThrow(
      expect.objectContaining({ field: 'size' }),
    );
  });
});
