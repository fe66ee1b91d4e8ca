import { beforeAll, describe, expect, it } from 'vitest';
import { MONO_FONT_FILES } from '../../../src/assets/fonts.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { layoutCode } from '../../../src/cards/code/layout.js';
import {
  COLUMN_WIDTH_EM,
  codeTopInset,
  LINE_HEIGHT_EM,
  MIN_WINDOW_WIDTH,
  WINDOW_INSET_X,
  WINDOW_INSET_Y,
} from '../../../src/cards/code/metrics.js';
import { GlyphcastError } from '../../../src/errors.js';
import { lineToCells } from '../../../src/text-grid/text-cells.js';

const style = { color: '#fff', bold: false, italic: false, underline: false };
const cellOptions = { primary: { file: MONO_FONT_FILES[0] as string }, columnWidthEm: COLUMN_WIDTH_EM };
const lines = (...texts: string[]) => texts.map((text) => lineToCells([{ content: text, style }], cellOptions));
beforeAll(loadShaper);
const base = { fontSize: 10, padding: 20, window: 'mac' as const, lineNumbers: false, highlightLines: [], width: 0 };

describe('layoutCode', () => {
  it('fits the longest line when width is 0', () => {
    const layout = layoutCode({ ...base, lines: lines('x'.repeat(80), 'y') });
    const column = 10 * COLUMN_WIDTH_EM;
    expect(layout.width).toBe(Math.ceil(2 * 20 + 2 * WINDOW_INSET_X + 80 * column));
    expect(layout.height).toBe(Math.ceil(2 * 20 + codeTopInset('mac') + WINDOW_INSET_Y + 2 * 10 * LINE_HEIGHT_EM));
    expect(layout.rows.map((row) => row.lineNumber)).toEqual([1, 2]);
  });

  it('keeps a minimum window width for tiny snippets', () => {
    expect(layoutCode({ ...base, lines: lines('x') }).width).toBe(MIN_WINDOW_WIDTH + 40);
  });

  it('drops the title bar for window none', () => {
    const mac = layoutCode({ ...base, lines: lines('x') });
    const none = layoutCode({ ...base, window: 'none', lines: lines('x') });
    expect(mac.height - none.height).toBe(codeTopInset('mac') - WINDOW_INSET_Y);
  });

  it('wraps long lines into continuation rows at a fixed width', () => {
    const layout = layoutCode({ ...base, width: 200, lines: lines('a'.repeat(60), 'b') });
    const columns = Math.floor((200 - 40 - 2 * WINDOW_INSET_X) / (10 * COLUMN_WIDTH_EM));
    expect(layout.width).toBe(200);
    expect(layout.rows[0]?.cells[0]?.text.length).toBe(columns);
    expect(layout.rows.map((row) => [row.lineNumber, row.continuation])).toEqual([
      [1, false],
      [1, true],
      [1, true],
      [2, false],
    ]);
  });

  it('marks every row of a highlighted wrapped line, and ignores numbers past the end', () => {
    const layout = layoutCode({ ...base, width: 200, highlightLines: [1, 99], lines: lines('a'.repeat(60), 'b') });
    expect(layout.rows.map((row) => row.highlighted)).toEqual([true, true, true, false]);
  });

  it('sizes the gutter for the largest line number', () => {
    const ten = layoutCode({ ...base, lineNumbers: true, lines: lines(...Array.from({ length: 10 }, () => 'x')) });
    const nine = layoutCode({ ...base, lineNumbers: true, lines: lines(...Array.from({ length: 9 }, () => 'x')) });
    expect(ten.codeX - nine.codeX).toBeCloseTo(10 * COLUMN_WIDTH_EM);
    expect(ten.gutterRight).toBeLessThan(ten.codeX);
  });

  it('refuses a width too small for the padding with an error naming width', () => {
    let error: unknown;
    try {
      layoutCode({ ...base, padding: 200, width: 420, lines: lines('x') });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GlyphcastError);
    expect((error as GlyphcastError).field).toBe('width');
    expect((error as GlyphcastError).message).toMatch(
      /^`width` 420 leaves no room for the code: .* use a width of at least \d+/,
    );
  });
});
