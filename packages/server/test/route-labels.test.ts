import { describe, expect, it } from 'vitest';
import { routeOf } from '../src/app.js';

describe('route labels of logs and metrics', () => {
  it('name a design’s routes by their pattern, so labels stay few however many designs there are', () => {
    expect(routeOf('/v1/og')).toBe('/v1/og');
    expect(routeOf('/v1/designs')).toBe('/v1/designs');
    expect(routeOf('/v1/designs/dsn_0123456789abcdef')).toBe('/v1/designs/:id');
    expect(routeOf('/v1/designs/dsn_0123456789abcdef/image')).toBe('/v1/designs/:id/image');
    expect(routeOf('/v1/render')).toBe('/v1/render');
    // An id of another shape, or anything under it, is not one of ours.
    expect(routeOf('/v1/designs/anything')).toBe('unmatched');
    expect(routeOf('/v1/designs/dsn_0123456789abcdef/other')).toBe('unmatched');
  });
});
