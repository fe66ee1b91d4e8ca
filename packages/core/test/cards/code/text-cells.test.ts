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
  it('leaves a short line alone', () => {
    expect(wrapCells(cells('abc'), 10).map(texts)).toEqual([['0:abc']]);
  });

  it('cuts text runs at the row edge and restarts columns at 0', () => {
    expect(wrapCells(cells('abcdefghij'), 4).map(texts)).toEqual([['0:abcd'], ['0:efgh'], ['0:ij']]);
  });

  it('moves a wide character that would straddle the edge to the next row', () => {
    expect(wrapCells(cells('abc中d'), 4).map(texts)).toEqual([['0:abc'], ['0:中', '2:d']]);
  });

  it('breaks after the last space that fits, like an editor', () => {
    expect(wrapCells(cells('wrap me wrap me'), 10).map(texts)).toEqual([['0:wrap me '], ['0:wrap me']]);
  });

  it('cuts a word longer than half a row at the edge', () => {
    expect(wrapCells(cells('a verylongidentifier'), 10).map(texts)).toEqual([['0:a verylong'], ['0:identifier']]);
  });

  it('wraps across style runs', () => {
    const line = lineToCells([
      { content: 'abc', style: keyword },
      { content: 'defg', style: plain },
    ]);
    expect(wrapCells(line, 5).map(texts)).toEqual([['0:abc', '3:de'], ['0:fg']]);
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
