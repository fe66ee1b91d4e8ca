import { describe, expect, it } from 'vitest';
import { getGlyph, glyphCacheBytes, MAX_GLYPH_BYTES, prepareGlyphs } from '../../src/raster/glyph-atlas.js';

describe('the glyph atlas', () => {
  it('counts the bytes of its masks against a byte bound (the cache enforces it: bounded-cache.test.ts)', () => {
    const style = { bold: false, italic: false };
    const before = glyphCacheBytes();
    const requests = ['W', 'i', ' '].flatMap((character) =>
      [0, 2].map((phase) => [character, phase] as [string, number]),
    );
    prepareGlyphs(requests, style, 200);
    const masks = requests.map(([character, phase]) => getGlyph(character, style, 200, phase));
    // A blank glyph (the space) is remembered too, as an entry without pixels.
    const expected = masks.reduce((sum, mask) => sum + 200 + (mask ? mask.data.byteLength : 0), 0);
    expect(masks[0]?.data.byteLength).toBeGreaterThan(10_000);
    expect(glyphCacheBytes() - before).toBe(expected);
    expect(MAX_GLYPH_BYTES).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});
