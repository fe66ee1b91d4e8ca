import sharp from 'sharp';
import { describe, it } from 'vitest';
import { GALLERY } from '../../scripts/gallery.js';
import { imageDifference } from '../_image.js';
import { SVG_TOLERANCE } from './_svg.js';

/*
 * Every card of the gallery as SVG, rasterised by librsvg (sharp's SVG input, GNOME's viewers,
 * many conversion scripts), against the PNG of the same card. librsvg reads no embedded fonts,
 * so the code is set in the system's monospace face at our columns: the tolerance is wider
 * than resvg's and Chromium's, and still catches text that runs together or goes missing.
 */
describe('gallery SVGs through librsvg (sharp)', () => {
  // A few at once: sharp rasterises and encodes on libuv's threads while the next card renders.
  it.concurrent.for(GALLERY.map((entry) => [entry.file, entry] as const))(
    'look like the PNG: %s',
    async ([, entry], { expect }) => {
      const zoom = entry.kind === 'code' ? 2 : 1;
      const [svg, png] = await Promise.all([entry.render({ format: 'svg' }), entry.render({ scale: zoom })]);
      const { width, height } = await sharp(png).metadata();
      const rasterised = await sharp(svg, { density: 72 * zoom })
        .resize(width, height)
        .png()
        .toBuffer();
      const difference = await imageDifference(rasterised, png);
      expect(difference.mean).toBeLessThan(SVG_TOLERANCE.librsvg.mean);
      expect(difference.visible).toBeLessThan(SVG_TOLERANCE.librsvg.visible);
    },
  );
});
