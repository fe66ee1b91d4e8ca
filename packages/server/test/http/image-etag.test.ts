import { CARDS, RENDERER_VERSION } from '@glyphcast/core';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from '../../src/http/if-none-match.js';
import { etagOf } from '../../src/routes/image-request.js';

describe('ETags and cache keys', () => {
  it('hold the renderer version the core was built with: another version changes every card’s tag', () => {
    // The build's hash, and the version of @glyphcast/fonts-cjk, which the server installs.
    expect(RENDERER_VERSION).toMatch(/^[\w-]{16}\+cjk-\d+\.\d+\.\d+$/);
    for (const kind of Object.keys(CARDS)) {
      const params = { title: 'Same parameters', format: 'png' };
      expect(etagOf(kind, params, false)).toBe(etagOf(kind, params, false, RENDERER_VERSION));
      expect(etagOf(kind, params, false, 'another-version')).not.toBe(etagOf(kind, params, false));
    }
  });
});

describe('If-None-Match', () => {
  const tags = ['"abc"', '"abc-gzip"'];
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    [' "x" ,W/"abc-gzip"', true],
    ['*', true],
    ['"abcd"', false],
    ['W/"x", "y"', false],
    ['', false],
  ])('%j matches: %s', (header, hit) => {
    expect(ifNoneMatchHits(header, tags)).toBe(hit);
  });
});
