import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT_EM, windowMetrics } from '../../../src/cards/code/metrics.js';
import { listThemes } from '../../../src/highlight/list-themes.js';
import { renderCode } from '../../../src/pipeline/render-functions.js';
import { countDifferent, decode, hexToRgb } from '../../_image.js';

const PADDING = 48;
const COLUMN = 14 * 0.6;
const LINE_HEIGHT = 14 * LINE_HEIGHT_EM;
const CODE_X = PADDING + windowMetrics(14).insetX;
const rowBox = (row: number, fromColumn: number, columns: number) => ({
  x: CODE_X + fromColumn * COLUMN,
  y: PADDING + windowMetrics(14).codeTop.mac + row * LINE_HEIGHT + 3,
  width: columns * COLUMN,
  height: LINE_HEIGHT - 6,
});

describe('wrapped lines on the code card', () => {
  it("indent continuation rows under the line's indentation plus two, with a hook before them", async () => {
    const image = await decode(
      await renderCode({ code: `    ${'word '.repeat(30)}`, language: 'text', width: 420, scale: 1 }),
    );
    const vitesse = (await listThemes()).find((theme) => theme.id === 'vitesse-dark');
    const window = hexToRgb(vitesse?.colors.background ?? '');
    // First row: four columns of indentation, then text.
    expect(countDifferent(image, rowBox(0, 0, 4), window)).toBe(0);
    expect(countDifferent(image, rowBox(0, 4, 4), window)).toBeGreaterThan(20);
    // Continuation: nothing under the indentation, the hook in columns 4–5, text from column 6.
    expect(countDifferent(image, rowBox(1, 0, 4), window)).toBe(0);
    expect(countDifferent(image, rowBox(1, 4, 2), window, 12)).toBeGreaterThan(5);
    expect(countDifferent(image, rowBox(1, 6, 4), window)).toBeGreaterThan(20);
  });
});
