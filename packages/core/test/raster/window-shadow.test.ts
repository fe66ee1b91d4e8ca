import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/raster/canvas.js';
import { paintShadedSpan } from '../../src/raster/shaded-spans.js';
import { windowShadow } from '../../src/raster/window-shadow.js';

/*
 * The shadow's corners are shared between windows of every size (computed once for the first
 * and reused), and an opaque backdrop is shaded by a loop without a branch: both must give
 * exactly the pixels that computing everything afresh gives.
 */

const CARD_SHADOWS = [
  { sigma: 44, offsetY: 36, opacity: 0.4 },
  { sigma: 6, offsetY: 4, opacity: 0.22 },
];

/** Every row's keeps for a window on a backdrop `width` × `height`, copied out. */
function allKeeps(window: Box, radius: number, width: number, height: number, share: boolean): Uint16Array[] {
  const keepsOf = windowShadow(window, radius, CARD_SHADOWS, width, share);
  return Array.from({ length: height }, (_, y) => keepsOf(y).slice());
}

function expectSameAsFresh(window: Box, radius: number, width: number, height: number): void {
  const shared = allKeeps(window, radius, width, height, true);
  const fresh = allKeeps(window, radius, width, height, false);
  const differing = shared.filter((row, y) => !row.every((keep, x) => keep === fresh[y]?.[x])).length;
  expect(differing).toBe(0);
}

describe('window shadow', () => {
  it('gives every window, of every size and position, the keeps computed afresh', () => {
    // Windows share corners when their radius, shadows and sub-pixel position match: the
    // first fills the shared rows, the others read them. Tiny windows, whose corners meet,
    // and fractional positions (a fixed `size` centres the window) are in the list too.
    const windows: [Box, number, number][] = [
      [{ x: 96, y: 96, width: 1610, height: 1838 }, 1802, 2030],
      [{ x: 96, y: 96, width: 500, height: 300 }, 692, 492],
      [{ x: 96, y: 96, width: 1210, height: 170 }, 1402, 362],
      [{ x: 96, y: 96, width: 2400, height: 4000 }, 2592, 4192],
      [{ x: 20, y: 14, width: 900, height: 700 }, 940, 760],
      [{ x: 20, y: 14, width: 900, height: 701 }, 940, 760],
      [{ x: 40.5, y: 31.25, width: 1200, height: 633.5 }, 1281, 700],
      [{ x: 40.5, y: 31.25, width: 801, height: 402.75 }, 882, 470],
      [{ x: 40.5, y: 31.5, width: 801, height: 402.5 }, 882, 470],
      [{ x: 40.5, y: 31.75, width: 801, height: 402.5 }, 882, 470],
      [{ x: 40, y: 31, width: 801, height: 402 }, 882, 470],
      [{ x: 0, y: 0, width: 400, height: 300 }, 400, 300],
      [{ x: 96, y: 96, width: 60, height: 40 }, 252, 232],
      [{ x: 30, y: 30, width: 200, height: 90 }, 260, 150],
    ];
    for (const radius of [20, 30]) {
      for (const [window, width, height] of windows) expectSameAsFresh(window, radius, width, height);
    }
  });

  it('leaves a window of the same size the same shadow the second time', () => {
    const window = { x: 96, y: 96, width: 700, height: 500 };
    const first = allKeeps(window, 20, 892, 692, true);
    const second = allKeeps(window, 20, 892, 692, true);
    expect(second).toEqual(first);
    // The corners are shaded and the middle of the window's far side is not.
    expect(first[100]?.[100]).toBeLessThan(256);
    expect(first[60]?.[446]).toBeLessThan(256);
    expect(first[100]?.[446]).toBe(first[100]?.[445]);
  });
});

describe('shaded spans', () => {
  it('shade an opaque fill exactly as the general loop does, for every keep', () => {
    const table = Int32Array.from({ length: 1024 }, (_, index) => {
      const red = index & 0xff;
      const green = (index * 7) & 0xff;
      const blue = 255 - (index & 0xff);
      return red | (green << 8) | (blue << 16) | (0xff << 24);
    });
    const width = 257 * 4;
    const keeps = Uint16Array.from({ length: width }, (_, x) => x % 257);
    for (const [base, stepX] of [
      [0.5, 0],
      [3.5, 0.28],
      [700.25, 0.31],
    ] as const) {
      const general = new Int32Array(width);
      const opaque = new Int32Array(width);
      paintShadedSpan(general, 0, [0, width], table, false, base, stepX, keeps);
      paintShadedSpan(opaque, 0, [0, width], table, true, base, stepX, keeps);
      expect(opaque).toEqual(general);
      // Alpha stays 255 however dark the shadow.
      expect(opaque.every((word) => word >>> 24 === 0xff)).toBe(true);
    }
  });
});
