import { beforeAll, describe, expect, it } from 'vitest';
import { glyphOutline, loadShaper } from '../../src/assets/shaper.js';
import { compactPath } from '../../src/svg/path-data.js';

beforeAll(loadShaper);

const ARGUMENTS: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0, M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/** Every point of the path, absolute, in order, read as an SVG renderer reads it. */
function absolutePoints(path: string): number[][] {
  const tokens = path.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: number[][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = '';
  for (let index = 0; index < tokens.length; ) {
    if (/[A-Za-z]/.test(tokens[index] as string)) command = tokens[index++] as string;
    else if (command === 'm') command = 'l';
    else if (command === 'M') command = 'L';
    const count = ARGUMENTS[command] as number;
    if (count === 0) {
      [x, y] = [startX, startY];
      points.push([x, y]);
      continue;
    }
    const values = tokens.slice(index, index + count).map(Number);
    index += count;
    const relative = command === command.toLowerCase();
    for (let point = 0; point < count; point += 2)
      points.push([(values[point] as number) + (relative ? x : 0), (values[point + 1] as number) + (relative ? y : 0)]);
    [x, y] = points.at(-1) as [number, number];
    if (command.toLowerCase() === 'm') [startX, startY] = [x, y];
  }
  return points;
}

/** Outlines of glyphs in several faces: CJK, Arabic and Devanagari fallbacks. */
function outlines(): string[] {
  const faces = (['sc', 'arabic', 'devanagari'] as const).map((fallback) => ({ fallback, bold: false }));
  return faces.flatMap((face) => [20, 200, 600, 1200].map((glyph) => glyphOutline(face, glyph).path));
}

describe('glyph outlines written shorter', () => {
  it('hold every point within half a font unit', () => {
    for (const path of outlines()) {
      const original = absolutePoints(path);
      const compact = absolutePoints(compactPath(path));
      expect(compact).toHaveLength(original.length);
      compact.forEach(([x, y], index) => {
        const [ox, oy] = original[index] as [number, number];
        expect(Math.abs((x as number) - ox)).toBeLessThanOrEqual(0.5);
        expect(Math.abs((y as number) - oy)).toBeLessThanOrEqual(0.5);
      });
    }
  });

  it('are a quarter shorter at least', () => {
    const paths = outlines();
    const before = paths.join('').length;
    const after = paths.map(compactPath).join('').length;
    expect(after).toBeLessThan(before * 0.75);
  });

  it('leave path data with other commands as it is', () => {
    expect(compactPath('M0,0A5,5 0 0 1 10,10Z')).toBe('M0,0A5,5 0 0 1 10,10Z');
    expect(compactPath('M1,2L3,4L5,6Z')).toBe('m1 2l2 2 2 2z');
  });
});
