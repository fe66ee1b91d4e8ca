import { describe, expect, it } from 'vitest';
import { boundedCache, remember } from '../src/bounded-cache.js';

describe('boundedCache', () => {
  it('keeps at most `max` entries, dropping the least recently used', () => {
    const cache = boundedCache<string, number>(2);
    remember(cache, 'a', 1);
    remember(cache, 'b', 2);
    expect(cache.get('a')).toBe(1);
    remember(cache, 'c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps falsy values apart from misses', () => {
    const cache = boundedCache<string, number | false>(4);
    remember(cache, 'none', false);
    expect(cache.get('none')).toBe(false);
    expect(cache.get('other')).toBeUndefined();
  });
});

describe('boundedCache with a byte budget', () => {
  it('drops the least recently used until the values fit, however few entries that leaves', () => {
    const cache = boundedCache<string, Uint8Array>(100, { maxBytes: 1000, sizeOf: (value) => value.byteLength });
    remember(cache, 'a', new Uint8Array(400));
    remember(cache, 'b', new Uint8Array(400));
    cache.get('a');
    remember(cache, 'c', new Uint8Array(400));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.heldBytes).toBe(800);
    // Replacing a value counts its new size, not both.
    remember(cache, 'a', new Uint8Array(100));
    expect(cache.heldBytes).toBe(500);
    remember(cache, 'huge', new Uint8Array(2000));
    expect(cache.size).toBe(0);
    expect(cache.heldBytes).toBe(0);
  });
});
