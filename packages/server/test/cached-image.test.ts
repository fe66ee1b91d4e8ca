import { describe, expect, it } from 'vitest';
import { packCachedImage, unpackCachedImage } from '../src/render/cached-image.js';

describe('an image as the cache holds it', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('is the image alone without warnings, as entries written before were', () => {
    expect(packCachedImage({ image: png, warnings: [] })).toBe(png);
    expect(unpackCachedImage(png)).toEqual({ image: png, warnings: [] });
  });

  it('carries lasting warnings before the image, and gives both back', () => {
    const warnings = [{ field: 'title', reason: 'window none has no "title" bar to show it in', lasting: true }];
    const packed = packCachedImage({ image: png, warnings });
    expect(packed.length).toBeGreaterThan(png.length);
    const unpacked = unpackCachedImage(packed);
    expect(unpacked.warnings).toEqual(warnings);
    expect(unpacked.image.equals(png)).toBe(true);
  });
});
