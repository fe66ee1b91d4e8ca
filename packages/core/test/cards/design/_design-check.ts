import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { renderElementWithInfo } from '../../../src/pipeline/render-design.js';
import { imageDifference } from '../../_image.js';
import type { CorpusDesign } from '../../fixtures/designs/corpus.js';
import { satoriPng } from './_satori.js';

/** The reference image's allowance: anti-aliasing that moves between machines, not a change. */
const REFERENCE_TOLERANCE = 0.002;

/**
 * Draws a design and holds it to its size, its warnings, satori's drawing (within
 * `satoriTolerance`) when it is compared with satori, and its committed reference image
 * (written when missing or with UPDATE_REFERENCES=1). Images go to `output` to be looked at.
 */
export async function checkDesign(
  design: CorpusDesign,
  folders: { references: string; output: string },
  satoriTolerance: number,
): Promise<void> {
  const { image, width, height, warnings } = await renderElementWithInfo(design.tree, {
    width: design.width,
    height: design.height,
  });
  mkdirSync(folders.output, { recursive: true });
  writeFileSync(join(folders.output, `${design.name}.png`), image);
  expect({ width, height }).toEqual({ width: design.width, height: design.height });
  expect(warnings.map((warning) => warning.reason)).toEqual(design.warnings ?? []);
  if (design.satori) {
    const theirs = await satoriPng(design.tree, design.width, design.height);
    writeFileSync(join(folders.output, `${design.name}.satori.png`), theirs);
    const difference = await imageDifference(image, theirs);
    expect(
      difference.visible,
      `${design.name} against satori (tolerance ${satoriTolerance.toFixed(4)})`,
    ).toBeLessThanOrEqual(satoriTolerance);
  }
  const reference = join(folders.references, `${design.name}.png`);
  if (process.env.UPDATE_REFERENCES || !existsSync(reference)) {
    mkdirSync(folders.references, { recursive: true });
    writeFileSync(reference, image);
  }
  const difference = await imageDifference(image, readFileSync(reference));
  expect(difference.visible, `${design.name} against its reference`).toBeLessThanOrEqual(REFERENCE_TOLERANCE);
}
