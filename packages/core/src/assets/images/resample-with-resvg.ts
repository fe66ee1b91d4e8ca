import { Resvg } from '@resvg/resvg-js';

/**
 * A PNG or GIF drawn at exactly `width` × `height` pixels by resvg (an `<image>` stretched over
 * the whole canvas, with resvg's smooth filter): premultiplied RGBA, as the scene draws
 * pictures. resvg is loaded already (it draws glyphs), so a card with a logo needs no image
 * library: sharp and libvips cost a process ~25 MB more once loaded.
 */
export function resampleWithResvg(bytes: Buffer, mime: 'image/png' | 'image/gif', width: number, height: number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="none" xlink:href="data:${mime};base64,${bytes.toString('base64')}"/></svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
}

/** The `width` × `height` rectangle at (`left`, `top`) of RGBA pixels `fullWidth` wide: a copy. */
export function cropPixels(
  pixels: Uint8Array,
  fullWidth: number,
  area: { left: number; top: number; width: number; height: number },
): Uint8Array {
  if (area.left === 0 && area.top === 0 && area.width === fullWidth && pixels.length === area.width * area.height * 4)
    return pixels;
  const out = new Uint8Array(area.width * area.height * 4);
  for (let row = 0; row < area.height; row++) {
    const from = ((area.top + row) * fullWidth + area.left) * 4;
    out.set(pixels.subarray(from, from + area.width * 4), row * area.width * 4);
  }
  return out;
}
