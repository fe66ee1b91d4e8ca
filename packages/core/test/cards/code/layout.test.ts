import { beforeAll, describe, expect, it } from 'vitest';
import { MONO_FONT_FILES } from '../../../src/assets/fonts.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { layoutCode } from '../../../src/cards/code/layout.js';
import { COLUMN_WIDTH_EM, LINE_HEIGHT_EM, MIN_WINDOW_WIDTH, windowMetrics } from '../../../src/cards/code/metrics.js';
import { GlyphcastError } from '../../../src/errors.js';
import { lineToCells } from '../../../src/text-grid/text-cells.js';

const style = { color: '#fff', bold: false, italic: false, underline: false };
const cellOptions = { primary: { file: MONO_FONT_FILES[0] as string }, columnWidthEm: COLUMN_WIDTH_EM };
const lines = (...texts: string[]) => texts.map((text) => lineToCells([{ content: text, style }], cellOptions));
beforeAll(loadShaper);
/** The window's proportions at the tests' 10 px font. */
const frame = windowMetrics(10);
const base = {
  fontSize: 10,
  padding: 20,
  window: 'mac' as const,
  lineNumbers: false,
  lineStart: 1,
  highlightLines: [],
  width: 0,
};

describe('layoutCode', () => {
  it('fits the longest line when width is 0', () => {
    const layout = layoutCode({ ...base, lines: lines('x'.repeat(80), 'y') });
    const column = 10 * COLUMN_WIDTH_EM;
    expect(layout.width).toBe(Math.ceil(2 * 20 + 2 * frame.insetX + 80 * column));
    expect(layout.height).toBe(Math.ceil(2 * 20 + frame.codeTop.mac + frame.insetY + 2 * 10 * LINE_HEIGHT_EM));
    expect(layout.rows.map((row) => row.lineNumber)).toEqual([1, 2]);
  });

  it('keeps a minimum window width for tiny snippets', () => {
    expect(layoutCode({ ...base, lines: lines('x') }).width).toBe(MIN_WINDOW_WIDTH + 40);
  });

  it('drops the title bar for window none', () => {
    const mac = layoutCode({ ...base, lines: lines('x') });
    const none = layoutCode({ ...base, window: 'none', lines: lines('x') });
    // Both heights are rounded up to whole pixels.
    expect(Math.abs(mac.height - none.height - (frame.codeTop.mac - frame.insetY))).toBeLessThan(1);
  });

  it('scales the frame with the font: twice the font, twice the title bar, margins and dots', () => {
    const at14 = windowMetrics(14);
    const at28 = windowMetrics(28);
    expect(at28.codeTop.mac).toBe(2 * at14.codeTop.mac);
    expect(at28.dotRadius).toBe(2 * at14.dotRadius);
    const small = layoutCode({ ...base, fontSize: 14, lines: lines('x'.repeat(40)) });
    const large = layoutCode({ ...base, fontSize: 28, lines: lines('x'.repeat(40)) });
    expect(small.codeX - small.window.x).toBe(at14.insetX);
    expect(large.codeX - large.window.x).toBe(2 * at14.insetX);
    expect(large.rows[0]?.top).toBe(large.window.y + 2 * at14.codeTop.mac);
  });

  it('wraps long lines into continuation rows at a fixed width', () => {
    const columns = Math.floor((200 - 40 - 2 * frame.insetX) / (10 * COLUMN_WIDTH_EM));
    // The first row takes every column; each continuation row two fewer (its hanging indent).
    const layout = layoutCode({ ...base, width: 200, lines: lines('a'.repeat(3 * columns - 4), 'b') });
    expect(layout.width).toBe(200);
    expect(layout.rows[0]?.cells[0]?.text.length).toBe(columns);
    expect(layout.rows[1]).toMatchObject({ indent: 2, cells: [{ column: 2, columns: columns - 2 }] });
    expect(layout.rows.map((row) => [row.lineNumber, row.continuation])).toEqual([
      [1, false],
      [1, true],
      [1, true],
      [2, false],
    ]);
  });

  it('marks every row of a highlighted wrapped line, and ignores numbers past the end', () => {
    const layout = layoutCode({ ...base, width: 200, highlightLines: [1, 99], lines: lines('a'.repeat(50), 'b') });
    expect(layout.rows.map((row) => row.highlighted)).toEqual([true, true, true, false]);
  });

  it('sizes the gutter for the largest line number', () => {
    const ten = layoutCode({ ...base, lineNumbers: true, lines: lines(...Array.from({ length: 10 }, () => 'x')) });
    const nine = layoutCode({ ...base, lineNumbers: true, lines: lines(...Array.from({ length: 9 }, () => 'x')) });
    expect(ten.codeX - nine.codeX).toBeCloseTo(10 * COLUMN_WIDTH_EM);
    expect(ten.gutterRight).toBeLessThan(ten.codeX);
  });

  it('numbers lines from lineStart, widens the gutter for its digits and highlights by the numbers shown', () => {
    const three = lines('a', 'b', 'c');
    const from998 = layoutCode({ ...base, lineNumbers: true, lineStart: 998, highlightLines: [999, 2], lines: three });
    const from1 = layoutCode({ ...base, lineNumbers: true, lines: three });
    expect(from998.rows.map((row) => row.lineNumber)).toEqual([998, 999, 1000]);
    expect(from998.rows.map((row) => row.highlighted)).toEqual([false, true, false]);
    // 1000 has four digits where 3 has one.
    expect(from998.codeX - from1.codeX).toBeCloseTo(3 * 10 * COLUMN_WIDTH_EM);
    const million = layoutCode({ ...base, lineNumbers: true, lineStart: 1_000_000, lines: three });
    expect(million.codeX - from1.codeX).toBeCloseTo(6 * 10 * COLUMN_WIDTH_EM);
  });

  it('centres the title in the bar, and cuts a long one with an ellipsis clear of the dots', () => {
    const short = layoutCode({ ...base, width: 400, lines: lines('x'), titleCells: lines('main.ts')[0] });
    const title = short.title;
    expect(title?.cells.map((cell) => cell.text).join('')).toBe('main.ts');
    const middle = (title?.left ?? 0) + (7 * 10 * COLUMN_WIDTH_EM) / 2;
    expect(middle).toBeCloseTo(short.window.x + short.window.width / 2);

    const long = layoutCode({ ...base, width: 400, lines: lines('x'), titleCells: lines('t'.repeat(100))[0] });
    const text = long.title?.cells.map((cell) => cell.text).join('') ?? '';
    expect(text.endsWith('\u2026')).toBe(true);
    const room = long.window.width - 2 * frame.titleSideInset;
    expect(text.length * 10 * COLUMN_WIDTH_EM).toBeLessThanOrEqual(room);
    expect((text.length + 1) * 10 * COLUMN_WIDTH_EM).toBeGreaterThan(room);
    expect(long.title?.left).toBeGreaterThanOrEqual(long.window.x + frame.titleSideInset - 0.01);

    expect(
      layoutCode({ ...base, window: 'none', lines: lines('x'), titleCells: lines('main.ts')[0] }).title,
    ).toBeUndefined();

    // A fitted window (width 0) grows to show its whole title rather than cut it.
    const fitted = layoutCode({ ...base, lines: lines('x'), titleCells: lines('a-rather-long-file-name.test.ts')[0] });
    expect(fitted.title?.cells.map((cell) => cell.text).join('')).toBe('a-rather-long-file-name.test.ts');
    expect(fitted.title?.left).toBeGreaterThanOrEqual(fitted.window.x + frame.titleSideInset - 0.01);
  });

  it('dims every row outside focusLines, counted as shown, and none without them', () => {
    const four = lines('a', 'b', 'c', 'd');
    const focused = layoutCode({ ...base, lineStart: 10, focusLines: [11, 12, 99], lines: four });
    expect(focused.rows.map((row) => row.dimmed)).toEqual([true, false, false, true]);
    expect(layoutCode({ ...base, lines: four }).rows.some((row) => row.dimmed)).toBe(false);
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
