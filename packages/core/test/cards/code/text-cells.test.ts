import { beforeAll, describe, expect, it } from 'vitest';
import { MONO_FONT_FILES } from '../../../src/assets/fonts.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { COLUMN_WIDTH_EM } from '../../../src/cards/code/metrics.js';
import { cellItems } from '../../../src/text-grid/cell-items.js';
import {
  type Cell,
  type CellOptions,
  lineColumns,
  lineToCells as placeCells,
  type TextStyle,
  wrapCells,
} from '../../../src/text-grid/text-cells.js';

beforeAll(loadShaper);
const options: CellOptions = { primary: { file: MONO_FONT_FILES[0] as string }, columnWidthEm: COLUMN_WIDTH_EM };
const lineToCells = (tokens: Parameters<typeof placeCells>[0]) => placeCells(tokens, options);

const plain: TextStyle = { color: '#ffffff', bold: false, italic: false, underline: false };
const keyword: TextStyle = { color: '#ff0000', bold: true, italic: false, underline: false };

const cells = (text: string, style = plain) => lineToCells([{ content: text, style }]);
const texts = (row: Cell[]) => row.map((cell) => `${cell.column}:${cell.text}`);

describe('lineToCells', () => {
  it('keeps every space and merges a run of one style', () => {
    expect(texts(cells('  a  b'))).toEqual(['0:  a  b']);
  });

  it('expands tabs to the next stop of 4 columns', () => {
    expect(texts(cells('\tx'))).toEqual(['0:    x']);
    expect(texts(cells('ab\tx'))).toEqual(['0:ab  x']);
    expect(texts(cells('abcd\tx'))).toEqual(['0:abcd    x']);
  });

  it('gives CJK characters and emoji two columns each', () => {
    const line = cells('a中b😀c');
    expect(line.map((cell) => [cell.column, cell.kind, cell.text])).toEqual([
      [0, 'text', 'a'],
      [1, 'glyphs', '中'],
      [3, 'text', 'b'],
      [4, 'emoji', '😀'],
      [6, 'text', 'c'],
    ]);
    expect(lineColumns(line)).toBe(7);
  });

  it('keeps a ZWJ emoji sequence and a flag as one picture', () => {
    const line = cells('👩‍💻🇫🇷');
    expect(line.map((cell) => cell.text)).toEqual(['👩‍💻', '🇫🇷']);
    expect(lineColumns(line)).toBe(4);
  });

  it('treats keycaps as emoji but a plain digit or # as text', () => {
    expect(cells('#\uFE0F\u20E3 1 #').map((cell) => cell.kind)).toEqual(['emoji', 'text']);
  });

  it('treats Cyrillic and Greek as one column', () => {
    expect(lineColumns(cells('Привет αβγ'))).toBe(10);
  });

  it('keeps styles apart', () => {
    const line = lineToCells([
      { content: 'const', style: keyword },
      { content: ' x', style: plain },
    ]);
    expect(line.map((cell) => [cell.column, cell.text, cell.style.bold])).toEqual([
      [0, 'const', true],
      [5, ' x', false],
    ]);
  });

  it('drops control characters', () => {
    expect(texts(cells('a\u0000b'))).toEqual(['0:ab']);
  });
});

describe('wrapCells', () => {
  const rowsOf = (line: Cell[], maxColumns: number) => wrapCells(line, maxColumns).rows.map(texts);

  it('leaves a short line alone', () => {
    expect(wrapCells(cells('abc'), 10)).toEqual({ rows: [cells('abc')], indent: 0 });
  });

  it('cuts text runs at the row edge; continuation rows start after a hanging indent of two', () => {
    expect(rowsOf(cells('abcdefghijkl'), 6)).toEqual([['0:abcdef'], ['2:ghij'], ['2:kl']]);
  });

  it('moves a wide character that would straddle the edge to the next row', () => {
    expect(rowsOf(cells('abc中defg'), 4)).toEqual([['0:abc'], ['2:中'], ['2:de'], ['2:fg']]);
  });

  it('breaks after the last space that fits, like an editor', () => {
    expect(rowsOf(cells('wrap me wrap me'), 10)).toEqual([['0:wrap me '], ['2:wrap me']]);
  });

  it('breaks after a separator when no space fits, never inside => or ==', () => {
    expect(rowsOf(cells('path/to/some/file.ts'), 12)).toEqual([['0:path/to/'], ['2:some/file.'], ['2:ts']]);
    expect(rowsOf(cells('items.map((x)=>x.id)'), 12)).toEqual([['0:items.map(('], ['2:x)=>x.id)']]);
    // After "(", not after the "=" of "=>".
    expect(rowsOf(cells('abcd(ef)=>g'), 10)).toEqual([['0:abcd('], ['2:ef)=>g']]);
  });

  it("keeps a continuation row under its line's own indentation plus two", () => {
    expect(wrapCells(cells('    return first + second'), 18)).toMatchObject({ indent: 6 });
    expect(rowsOf(cells('    return first + second'), 18)).toEqual([['0:    return first '], ['6:+ second']]);
  });

  it('cuts a word longer than half a row at the edge', () => {
    expect(rowsOf(cells('a verylongidentifier'), 10)).toEqual([['0:a verylong'], ['2:identifi'], ['2:er']]);
  });

  it('wraps across style runs', () => {
    const line = lineToCells([
      { content: 'abc', style: keyword },
      { content: 'defgh', style: plain },
    ]);
    expect(rowsOf(line, 5)).toEqual([['0:abc', '3:de'], ['2:fgh']]);
  });
});

describe('cellItems', () => {
  const grid = { left: 100, columnWidth: 10, fontSize: 14, top: 0, height: 21 };

  it('puts each character of a two-column token in its own column (": " is not a wide character)', () => {
    const [colon] = lineToCells([
      { content: 'a', style: plain },
      { content: ': ', style: keyword },
    ]).slice(1);
    const [item] = cellItems(colon as Cell, grid, [255, 255, 255, 255], undefined, 1);
    expect(item?.kind === 'text' && item.glyphs.map((glyph) => [glyph.text, glyph.x])).toEqual([[':', 110]]);
  });
});
