import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { HELD_OUT_DESIGNS } from '../../fixtures/designs/held-out.js';
import { checkDesign } from './_design-check.js';
import { calibratedSatoriTolerance } from './_satori.js';

/*
 * Designs written by others for @vercel/og (Vercel's own examples), held out: never used to
 * tune glyphcast. Measured as the corpus is: against satori + resvg with the same calibrated
 * tolerance where satori can draw them with the fonts it is given, and against a reference
 * image (looked at) always. The figures, first measurement included: docs/own-designs.md.
 */

const FOLDERS = {
  references: join(import.meta.dirname, '../../reference/designs/held-out'),
  output: join(import.meta.dirname, '../../__output__/designs/held-out'),
};

let satoriTolerance = 0;

beforeAll(async () => {
  satoriTolerance = (await calibratedSatoriTolerance()).tolerance;
}, 60_000);

describe('held-out designs (vercel/examples, @vercel/og)', () => {
  for (const design of HELD_OUT_DESIGNS) {
    it(`${design.name}: drawn at its size${design.satori ? ', as satori draws it' : ''}, as its reference`, async () => {
      await checkDesign(design, FOLDERS, satoriTolerance);
    }, 30_000);
  }
});
