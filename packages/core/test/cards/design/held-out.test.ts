import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderElementWithInfo } from '../../../src/pipeline/render-design.js';
import { imageDifference } from '../../_image.js';
import { HELD_OUT_DESIGNS } from '../../fixtures/designs/held-out.js';
import { calibratedSatoriTolerance, satoriPng } from './_satori.js';

/*
 * Designs written by others for @vercel/og (Vercel's own examples), held out: never used to
 * tune glyphcast. Measured as the corpus is: against satori + resvg with the same calibrated
 * tolerance where satori can draw them with the fonts it is given, and against a reference
 * image (looked at) always. The figures, first measurement included: docs/own-designs.md.
 */

const REFERENCES = join(import.meta.dirname, '../../reference/designs/held-out');
const OUTPUT = join(import.meta.dirname, '../../__output__/designs/held-out');
const REFERENCE_TOLERANCE = 0.002;

let satoriTolerance = 0;

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  satoriTolerance = (await calibratedSatoriTolerance()).tolerance;
}, 60_000);

describe('held-out designs (vercel/examples, @vercel/og)', () => {
  for (const design of HELD_OUT_DESIGNS) {
    it(`${design.name}: drawn at its size${design.satori ? ', as satori draws it' : ''}, as its reference`, async () => {
      const { image, width, height, warnings } = await renderElementWithInfo(design.tree, {
        width: design.width,
        height: design.height,
      });
      writeFileSync(join(OUTPUT, `${design.name}.png`), image);
      expect({ width, height }).toEqual({ width: design.width, height: design.height });
      expect(warnings.map((warning) => warning.reason)).toEqual(design.warnings ?? []);
      if (design.satori) {
        const theirs = await satoriPng(design.tree, design.width, design.height);
        writeFileSync(join(OUTPUT, `${design.name}.satori.png`), theirs);
        const difference = await imageDifference(image, theirs);
        expect(difference.visible, `${design.name} against satori`).toBeLessThanOrEqual(satoriTolerance);
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
