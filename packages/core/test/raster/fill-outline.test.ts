import { Resvg } from '@resvg/resvg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTER_FONT_FILES } from '../../src/assets/fonts.js';
import { glyphOutline, loadShaper, shapeRun } from '../../src/assets/shaper.js';
import { fillOutline } from '../../src/raster/fill-outline.js';

const UNIT_SQUARE = 'M0,0L1000,0L1000,1000L0,1000Z';

/** The mask's coverage at a pixel given from the glyph origin and baseline; 0 outside it. */
function coverageAt(mask: NonNullable<ReturnType<typeof fillOutline>>, x: number, y: number): number {
  const column = x - mask.left;
  const row = y - mask.top;
  if (column < 0 || row < 0 || column >= mask.width || row >= mask.height) return 0;
  return mask.data[row * mask.width + column] as number;
}

describe('fillOutline', () => {
  beforeAll(loadShaper);

  it('covers whole pixels wholly and a pixel half inside by half (in sixteenths)', () => {
    const whole = fillOutline(UNIT_SQUARE, { scale: 0.01, slant: 0, originX: 0 });
    expect(whole).toMatchObject({ width: 10, height: 10, left: 0, top: -10 });
    expect([...(whole?.data ?? [])].every((value) => value === 255)).toBe(true);
    const shifted = fillOutline(UNIT_SQUARE, { scale: 0.01, slant: 0, originX: 0.5 });
    expect(shifted).toMatchObject({ width: 11, left: 0 });
    expect(coverageAt(shifted!, 0, -5)).toBe(128);
    expect(coverageAt(shifted!, 5, -5)).toBe(255);
    expect(coverageAt(shifted!, 10, -5)).toBe(128);
  });

  it('fills by the nonzero rule: overlaps stay opaque, a contour wound the other way is a hole', () => {
    const overlapping = fillOutline(`${UNIT_SQUARE}M500,0L1500,0L1500,1000L500,1000Z`, {
      scale: 0.01,
      slant: 0,
      originX: 0,
    });
    expect(coverageAt(overlapping!, 7, -5)).toBe(255);
    // Where overlapping contours share an edge, the pixel is covered once, not twice (summed
    // signed areas, font-rs's way, would give 255 here).
    const sharedEdge = fillOutline('M0,0L1000,0L1000,950L0,950ZM500,0L1500,0L1500,950L500,950Z', {
      scale: 0.01,
      slant: 0,
      originX: 0,
    });
    expect(coverageAt(sharedEdge!, 7, -10)).toBe(128);
    expect(coverageAt(sharedEdge!, 2, -10)).toBe(128);
    const hole = fillOutline(`${UNIT_SQUARE}M300,300L300,700L700,700L700,300Z`, { scale: 0.01, slant: 0, originX: 0 });
    expect(coverageAt(hole!, 5, -5)).toBe(0);
    expect(coverageAt(hole!, 1, -5)).toBe(255);
  });

  it('leans a synthetic italic: the top of an upright bar moves right, its foot stays', () => {
    const bar = 'M0,0L200,0L200,1000L0,1000Z';
    const leaning = fillOutline(bar, { scale: 0.02, slant: 0.25, originX: 0 });
    expect(coverageAt(leaning!, 1, -1)).toBe(255);
    expect(coverageAt(leaning!, 1, -20)).toBe(0);
    expect(coverageAt(leaning!, 6, -19)).toBe(255);
  });

  it('reads the numbers as harfbuzz writes them: signs, decimals, exponents', () => {
    const plain = fillOutline('M-250.5,0L750.25,0L750.25,1000L-250.5,1000Z', { scale: 0.01, slant: 0, originX: 0 });
    const written = fillOutline('M-2.505e2,0L750.25,0L7.5025e+2,1e3L-250.5,1.0e3Z', {
      scale: 0.01,
      slant: 0,
      originX: 0,
    });
    expect(written).toEqual(plain);
    expect(plain).toMatchObject({ left: -3, width: 11, height: 10 });
    expect(coverageAt(plain!, -3, -5)).toBe(128);
  });

  it('draws nothing for a blank glyph', () => {
    expect(fillOutline('', { scale: 1, slant: 0, originX: 0 })).toBeUndefined();
  });

  it("matches resvg's drawing of the same glyphs: same place, edges within a step or two of coverage", () => {
    // Arabic joins its letters; Inter's digits and letters are drawn from overlapping contours.
    const runs = [
      { face: { fallback: 'arabic', bold: true } as const, text: 'مرحبا بالعالم', rtl: true },
      { face: { file: INTER_FONT_FILES.bold }, text: '4k Wave 2026 €', rtl: false },
    ];
    const glyphs = runs.flatMap(({ face, text, rtl }) =>
      shapeRun(face, text, rtl).glyphs.map(({ id }) => ({ face, id })),
    );
    expect(glyphs.length).toBeGreaterThan(20);
    const sizePx = 48;
    for (const { face, id } of glyphs) {
      const { path, upem } = glyphOutline(face, id);
      const scale = sizePx / upem;
      const ours = fillOutline(path, { scale, slant: 0, originX: 0.25 });
      if (!ours) continue;
      // resvg draws the same outline with its origin at (64.25, 64).
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><path fill="#fff" transform="matrix(${scale} 0 0 ${-scale} 64.25 64)" d="${path}"/></svg>`;
      const theirs = new Resvg(svg, { shapeRendering: 2, logLevel: 'off' }).render().pixels;
      let total = 0;
      let differing = 0;
      for (let y = -64; y < 96; y++) {
        for (let x = -64; x < 96; x++) {
          const difference = Math.abs(coverageAt(ours, x, y) - (theirs[((y + 64) * 160 + x + 64) * 4 + 3] as number));
          total += difference;
          if (difference > 48) differing++;
        }
      }
      const inked = ours.data.reduce((sum, value) => sum + value, 0);
      // Apart from rounding, the two agree: the differences add up to a sliver of the ink.
      expect(total / inked).toBeLessThan(0.08);
      expect(differing).toBeLessThan(4);
    }
  });
});
