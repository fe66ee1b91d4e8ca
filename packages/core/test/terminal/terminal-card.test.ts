import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT_EM, windowMetrics } from '../../src/cards/code/metrics.js';
import { renderCodeWithInfo } from '../../src/pipeline/render-functions.js';
import { colorDistance, decode, pixelAt } from '../_image.js';

const PADDING = 48;
const COLUMN = 14 * 0.6;
const rowMiddle = (row: number) => PADDING + windowMetrics(14).codeTop.mac + (row + 0.5) * 14 * LINE_HEIGHT_EM;

describe('a code card of terminal output (language: ansi)', () => {
  it('stays the size of the final screen when a progress bar redraws itself hundreds of times', async () => {
    const steps = Array.from({ length: 700 }, (_, step) => `\rdownloading ${String(step).padStart(4)} of 700`);
    const result = await renderCodeWithInfo({ code: `${steps.join('')}\ndone`, language: 'ansi', scale: 1 });
    const plain = await renderCodeWithInfo({ code: 'downloading  699 of 700\ndone', language: 'text', scale: 1 });
    expect([result.width, result.height]).toEqual([plain.width, plain.height]);
  });

  it('draws inverse and background colours as a band behind the text', async () => {
    const result = await renderCodeWithInfo({
      code: 'plain \x1b[41m on red \x1b[0m',
      language: 'terminal',
      theme: 'github-dark',
      scale: 1,
    });
    expect(result.language).toBe('ansi');
    const image = await decode(result.image);
    const windowPixel = pixelAt(image, PADDING + 20 + 2.5 * COLUMN, rowMiddle(0) - 8);
    // Above the text, inside the red cells: red; in the plain cells: the window.
    const redPixel = pixelAt(image, PADDING + 20 + 9.5 * COLUMN, rowMiddle(0) - 8);
    expect(colorDistance(redPixel, windowPixel.slice(0, 3))).toBeGreaterThan(60);
    expect(redPixel[0]).toBeGreaterThan(redPixel[1] + 60);
  });
});

describe('the size check before highlighting', () => {
  it('does not take a progress bar’s carriage returns for lines', async () => {
    // 3,000 redraws: as lines they would be a card 63,000 px tall, far over the pixel limit.
    const steps = Array.from({ length: 3000 }, (_, step) => `\r${step}`).join('');
    const result = await renderCodeWithInfo({ code: `${steps}\ndone`, language: 'ansi', scale: 1 });
    expect(result.height).toBeLessThan(300);
  });
});
