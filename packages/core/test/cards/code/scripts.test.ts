import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackFace } from '../../../src/assets/fallback-fonts.js';
import { MONO_FONT_FILES } from '../../../src/assets/fonts.js';
import { loadShaper } from '../../../src/assets/shaper.js';
import { COLUMN_WIDTH_EM } from '../../../src/cards/code/metrics.js';
import { renderCodeWithInfo } from '../../../src/pipeline/render-functions.js';
import { boxDrawingRects } from '../../../src/text-grid/box-drawing.js';
import { type Cell, type CellOptions, lineColumns, lineToCells } from '../../../src/text-grid/text-cells.js';
import { SCRIPT_LINES } from '../../fixtures/script-lines.js';

const plain = { color: '#fff', bold: false, italic: false, underline: false };
const options: CellOptions = { primary: { file: MONO_FONT_FILES[0] as string }, columnWidthEm: COLUMN_WIDTH_EM };

function cellsOf(text: string, missing: string[] = []): Cell[] {
  return lineToCells([{ content: text, style: plain }], {
    ...options,
    onMissing: (grapheme) => missing.push(grapheme),
  });
}

beforeAll(loadShaper);

describe('scripts beyond the monospace face', () => {
  it.each(SCRIPT_LINES)('%s is drawn with real glyphs of a bundled face', (_name, text, face) => {
    const missing: string[] = [];
    const cells = cellsOf(text, missing);
    expect(missing).toEqual([]);
    const shaped = cells.filter((cell) => cell.kind === 'glyphs');
    // Every character but the spaces is in a shaped cell, and glyph 0 (the missing-glyph box) is never drawn.
    // A word of a proportional script is one cell; CJK and symbols take a cell a character.
    const perCharacter = fallbackFace(face).placement === 'cell';
    const expected = text.split(' ').flatMap((word) => (perCharacter ? [...word] : [word]));
    expect(shaped.map((cell) => cell.text).sort()).toEqual(expected.sort());
    for (const cell of shaped) {
      expect(cell.shaped?.glyphs.length).toBeGreaterThan(0);
      for (const glyph of cell.shaped?.glyphs ?? []) expect(glyph.id).toBeGreaterThan(0);
    }
    expect(shaped.map((cell) => cell.shaped?.face)).toContain(face);
  });

  it('shows an Arabic word right to left, shaped whole (joined forms, last letter first)', () => {
    const [word] = cellsOf('مرحبا').filter((cell) => cell.kind === 'glyphs');
    const glyphs = word?.shaped?.glyphs ?? [];
    expect(glyphs.length).toBeGreaterThanOrEqual(5);
    // Visual order: the leftmost glyph is the word's last letter.
    expect(glyphs[0]?.cluster).toBe(4);
    expect(glyphs.at(-1)?.cluster).toBe(0);
  });

  it('puts Arabic words of a line in right-to-left order inside the left-to-right line', () => {
    const cells = cellsOf('x = "مرحبا بالعالم";');
    const words = cells.filter((cell) => cell.kind === 'glyphs').map((cell) => cell.text);
    expect(words).toEqual(['بالعالم', 'مرحبا']);
    expect(cells[0]?.text.startsWith('x = "')).toBe(true);
  });

  it('forms Devanagari conjuncts: क्ष is one glyph', () => {
    const [cell] = cellsOf('क्ष').filter((candidate) => candidate.kind === 'glyphs');
    expect(cell?.shaped?.glyphs).toHaveLength(1);
  });

  it('sets Thai marks on their base: no advance of their own', () => {
    const [cell] = cellsOf('ที่').filter((candidate) => candidate.kind === 'glyphs');
    const glyphs = cell?.shaped?.glyphs ?? [];
    expect(glyphs).toHaveLength(3);
    const [base, ...marks] = glyphs;
    for (const mark of marks) expect(Math.abs((mark?.x ?? 0) - (base?.x ?? 0))).toBeLessThan(0.7);
    expect(lineColumns(cellsOf('ที่'))).toBe(1);
  });

  it('gives a proportional word the whole columns its width needs, keeping later columns on the grid', () => {
    const cells = cellsOf('नमस्ते x');
    const word = cells[0] as Cell;
    expect(word.kind).toBe('glyphs');
    const last = word.shaped?.glyphs.at(-1);
    expect(last?.x ?? 0).toBeLessThan(word.columns * COLUMN_WIDTH_EM);
    expect(cells[1]?.column).toBe(word.columns);
  });

  it('keeps a wide arrow inside its one-column cell', () => {
    const [cell] = cellsOf('⇑');
    expect(cell?.columns).toBe(1);
    expect(cell?.shaped?.size).toBeLessThanOrEqual(1);
  });

  it('gives zero-width characters no column', () => {
    expect(lineColumns(cellsOf('a\u200Bb\u200Dc\uFEFF'))).toBe(3);
  });

  it('names characters no face has, and gives them the primary face box', () => {
    const missing: string[] = [];
    const cells = cellsOf('a𓀀b', missing);
    expect(missing).toEqual(['𓀀']);
    expect(cells.every((cell) => cell.kind === 'text')).toBe(true);
  });

  it('renders a line of every script with no warning', async () => {
    const code = SCRIPT_LINES.map(([name, text]) => `"${text}", // ${name}`).join('\n');
    const { warnings, image } = await renderCodeWithInfo({ code, language: 'ts', scale: 1 });
    expect(warnings).toEqual([]);
    expect(image.length).toBeGreaterThan(0);
  });
});

describe('box drawing', () => {
  it('fills the cell from top to bottom, so rows join without a gap', () => {
    const color = [200, 200, 200, 255] as const;
    const rowHeight = 10 * 1.7;
    const rows = [0, 1, 2].map((row) =>
      boxDrawingRects('│', { x: 0, y: 33.3 + row * rowHeight, width: 6, height: rowHeight }, 10, 2, [...color]),
    );
    for (let row = 0; row + 1 < rows.length; row++) {
      const [upper] = rows[row] ?? [];
      const [lower] = rows[row + 1] ?? [];
      expect((upper?.box.y ?? 0) + (upper?.box.height ?? 0)).toBeCloseTo(lower?.box.y ?? -1, 9);
    }
  });

  it('closes corners: the arms of ┌ meet', () => {
    const rects = boxDrawingRects('┌', { x: 0, y: 0, width: 6, height: 17 }, 10, 1, [255, 255, 255, 255]);
    const [horizontal, vertical] = rects;
    expect(rects).toHaveLength(2);
    expect(horizontal?.box.x).toBeLessThanOrEqual(vertical?.box.x ?? 0);
    expect((vertical?.box.y ?? 0) <= (horizontal?.box.y ?? 0)).toBe(true);
  });
});
