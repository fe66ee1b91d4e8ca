import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderElementWithInfo } from '../../../src/pipeline/render-design.js';
import { imageDifference } from '../../_image.js';
import { DESIGN_CORPUS } from '../../fixtures/designs/corpus.js';
import { calibratedSatoriTolerance, satoriPng } from './_satori.js';

/*
 * The corpus of designs in @vercel/og's styles, drawn by glyphcast and compared with satori +
 * resvg drawing the same tree. The tolerance is calibrated in the same run: glyphcast's own
 * `article` card against satori's drawing of the same design (test/fixtures/og-peer-tree.ts), times
 * three: text rasterised by two engines never lands on identical pixels, a wrong layout or
 * paint moves far more. Designs whose text satori draws wrongly (Arabic reversed) or cannot
 * draw with Inter alone (CJK, Thai, emoji) are held to their own reference image, looked at.
 * Every design is also held to its committed reference image (UPDATE_REFERENCES=1 rewrites).
 */

const REFERENCES = join(import.meta.dirname, '../../reference/designs');
const OUTPUT = join(import.meta.dirname, '../../__output__/designs');
/** The reference image's allowance: anti-aliasing that moves between machines, not a change. */
const REFERENCE_TOLERANCE = 0.002;

let satoriTolerance = 0;

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
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
      const { image, width, height, warnings } = await renderElementWithInfo(design.tree, {
        width: design.width,
        height: design.height,
      });
      writeFileSync(join(OUTPUT, `${design.name}.png`), image);
      expect({ width, height, warnings }).toEqual({ width: design.width, height: design.height, warnings: [] });
      if (design.satori) {
        const theirs = await satoriPng(design.tree, design.width, design.height);
        writeFileSync(join(OUTPUT, `${design.name}.satori.png`), theirs);
        const difference = await imageDifference(image, theirs);
        expect(
          difference.visible,
          `${design.name} against satori (tolerance ${satoriTolerance.toFixed(4)})`,
        ).toBeLessThanOrEqual(satoriTolerance);
      }
      const reference = join(REFERENCES, `${design.name}.png`);
      if (process.env.UPDATE_REFERENCES || !existsSync(reference)) {
        mkdirSync(REFERENCES, { recursive: true });
        writeFileSync(reference, image);
      }
      const difference = await imageDifference(image, readFileSync(reference));
      expect(difference.visible, `${design.name} against its reference`).toBeLessThanOrEqual(REFERENCE_TOLERANCE);
    }, 30_000);
  }
});
