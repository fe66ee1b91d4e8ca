import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GlyphcastError } from '../../src/errors.js';
import { renderCodeWithInfo, renderOgWithInfo } from '../../src/pipeline/render-functions.js';
import { codeOptions, ogOptions } from './_arbitraries.js';

/**
 * The library's promise, for any input at all: an image of the size and format it reports, or
 * a GlyphcastError that blames the input (a 4xx in HTTP terms), never anything else. Runs are
 * bounded for CI; a failure prints the seed and the shrunk input to replay it.
 */
async function holdsPromise(
  render: () => Promise<{ image: Buffer; width: number; height: number; format: string }>,
): Promise<'image' | 'refused'> {
  let result: Awaited<ReturnType<typeof render>>;
  try {
    result = await render();
  } catch (error) {
    expect(error).toBeInstanceOf(GlyphcastError);
    expect((error as GlyphcastError).isUserError, (error as Error).message).toBe(true);
    return 'refused';
  }
  const metadata = await sharp(result.image).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual([result.format, result.width, result.height]);
  return 'image';
}

/** Outcomes of a run, so that a test that only ever exercised the validation would show it. */
const tally = () => {
  const counts = { image: 0, refused: 0 };
  return { counts, add: (outcome: 'image' | 'refused') => counts[outcome]++ };
};

describe('the library under arbitrary input', () => {
  it('renderCode: an image as reported, or a GlyphcastError of the caller', async () => {
    const { counts, add } = tally();
    await fc.assert(
      fc.asyncProperty(codeOptions, async (options) => {
        add(await holdsPromise(() => renderCodeWithInfo(options as never)));
      }),
      { numRuns: 80 },
    );
    // About 35% of these inputs are valid (106 of 300; mean 28 of 80, σ ≈ 4.3): enough drawing
    // is tested, and 12 is 3.7 σ below the mean, so random sampling does not cross it.
    expect(counts.image).toBeGreaterThan(12);
  });

  it('renderOg: a 1200×630 image as reported, or a GlyphcastError of the caller', async () => {
    const { counts, add } = tally();
    await fc.assert(
      fc.asyncProperty(ogOptions, async (options) => {
        const outcome = await holdsPromise(async () => {
          const rendered = await renderOgWithInfo(options as never);
          expect([rendered.width, rendered.height]).toEqual([1200, 630]);
          return rendered;
        });
        add(outcome);
      }),
      { numRuns: 70 },
    );
    // About 24% are valid (71 of 300; mean 17 of 70, σ ≈ 3.6); 5 is 3.3 σ below.
    expect(counts.image).toBeGreaterThan(5);
  });
});
