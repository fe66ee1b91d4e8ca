import { describe, expect, it } from 'vitest';
import { Canvas } from '../../src/raster/canvas.js';
import { fillRoundRect } from '../../src/raster/shapes.js';
import type { Rgba } from '../../src/scene/color.js';

/*
 * Beside a rounded rectangle's straight sides, its edge pixels are sampled in the first row and
 * reused in every other. A canvas one row tall samples its own row, so drawing the shape a row
 * at a time must give exactly what drawing it whole gives, over a background that changes from
 * row to row (so every row's blend differs).
 */

const WIDTH = 90;
const HEIGHT = 120;

function background(canvas: Canvas): void {
  for (let y = canvas.top; y < canvas.bottom; y++) {
    for (let x = 0; x < WIDTH; x++) {
      canvas.words[canvas.rowStart(y) + x] =
        (x * 2) | (((y * 2) & 0xff) << 8) | (((x + y) & 0xff) << 16) | (0xff << 24);
    }
  }
}

function drawn(
  rows: number,
  box: { x: number; y: number; width: number; height: number },
  radius: number,
  color: Rgba,
  border?: { width: number; color: Rgba },
): Int32Array {
  const whole = new Int32Array(WIDTH * HEIGHT);
  for (let top = 0; top < HEIGHT; top += rows) {
    const band = { top, bottom: Math.min(HEIGHT, top + rows) };
    const canvas = new Canvas(WIDTH, HEIGHT, true, Buffer.alloc(WIDTH * (band.bottom - top) * 4), band);
    background(canvas);
    fillRoundRect(canvas, box, radius, color, border);
    whole.set(canvas.words, top * WIDTH);
  }
  return whole;
}

describe('rounded rectangle edges', () => {
  it('are the same sampled once as sampled in every row', () => {
    const boxes = [
      { x: 10, y: 8, width: 70, height: 100 },
      { x: 10.5, y: 7.25, width: 69.5, height: 101.5 },
      { x: -3, y: 20, width: 60, height: 90 },
    ];
    const shapes: [number, Rgba, { width: number; color: Rgba } | undefined][] = [
      [0, [20, 30, 40, 255], undefined],
      [1, [20, 30, 40, 255], { width: 0.75, color: [255, 255, 255, 26] }],
      [3, [200, 30, 40, 128], { width: 2, color: [0, 0, 0, 200] }],
      [12, [20, 30, 40, 255], { width: 1.5, color: [255, 255, 255, 26] }],
      [30, [250, 250, 250, 255], undefined],
    ];
    for (const box of boxes) {
      for (const [radius, color, border] of shapes) {
        const whole = drawn(HEIGHT, box, radius, color, border);
        const rowByRow = drawn(1, box, radius, color, border);
        const differing = whole.filter((word, index) => word !== rowByRow[index]).length;
        expect(differing).toBe(0);
      }
    }
  });
});
