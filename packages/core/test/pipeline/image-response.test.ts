import { describe, expect, it } from 'vitest';
import { ImageResponse } from '../../src/pipeline/image-response.js';
import { decode, pixelAt } from '../_image.js';

/* ImageResponse, as next/og's: a Response with the image, its type and a year's caching. */

const card = { type: 'div', props: { style: { backgroundColor: '#ff0000' }, children: 'Hello' } };

describe('ImageResponse', () => {
  it('is a 1200×630 PNG response by default, cached as next/og caches', async () => {
    const response = new ImageResponse(card);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, immutable, no-transform, max-age=31536000');
    const image = await decode(Buffer.from(await response.arrayBuffer()));
    expect([image.width, image.height, image.format]).toEqual([1200, 630, 'png']);
    expect(pixelAt(image, 600, 600)).toEqual([255, 0, 0, 255]);
  });

  it('takes width, height, format, status and headers (the caller’s headers win)', async () => {
    const response = new ImageResponse(card, {
      width: 400,
      height: 200,
      format: 'svg',
      status: 201,
      headers: { 'cache-control': 'no-store', 'x-card': 'yes' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-card')).toBe('yes');
    expect(await response.text()).toMatch(/^<svg [^>]*width="400" height="200"/);
  });

  it('fails its body with the GlyphcastError of a design that cannot be drawn', async () => {
    const response = new ImageResponse({ type: 'div', props: { style: 'color: red' } });
    await expect(response.arrayBuffer()).rejects.toMatchObject({ name: 'GlyphcastError', field: 'element: div' });
  });
});
