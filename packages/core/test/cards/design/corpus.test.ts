import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_CORPUS } from '../../fixtures/designs/corpus.js';
import { checkDesign } from './_design-check.js';
import { calibratedSatoriTolerance } from './_satori.js';

/*
 * The corpus of designs in @vercel/og's styles, drawn by glyphcast and compared with satori +
 * resvg drawing the same tree. The tolerance is calibrated in the same run: glyphcast's own
 * `article` card against satori's drawing of the same design (test/fixtures/og-peer-tree.ts), times
 * three: text rasterised by two engines never lands on identical pixels, a wrong layout or
 * paint moves far more. Designs whose text satori draws wrongly (Arabic reversed) or cannot
 * draw with Inter alone (CJK, Thai, emoji) are held to their own reference image, looked at.
 * Every design is also held to its committed reference image (UPDATE_REFERENCES=1 rewrites).
 */

const FOLDERS = {
  references: join(import.meta.dirname, '../../reference/designs'),
  output: join(import.meta.dirname, '../../__output__/designs'),
};

let satoriTolerance = 0;

beforeAll(async () => {
  const { calibration, tolerance } = await calibratedSatoriTolerance();
  satoriTolerance = tolerance;
  // The calibration itself must stay small: our article card looks like satori's drawing of it.
  expect(calibration).toBeLessThan(0.02);
}, 60_000);

describe('the design corpus', () => {
  it('holds at least 20 designs', () => {
    expect(DESIGN_CORPUS.length).toBeGreaterThanOrEqual(20);
  });

  for (const design of DESIGN_CORPUS) {
    it(`${design.name}: drawn without warnings, as its reference${design.satori ? ' and as satori draws it' : ''}`, async () => {
      await checkDesign(design, FOLDERS, satoriTolerance);
    }, 30_000);
  }
});
