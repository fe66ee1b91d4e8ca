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
