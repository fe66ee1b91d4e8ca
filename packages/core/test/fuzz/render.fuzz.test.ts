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
      { numRuns: 60 },
    );
    // About 39% of these inputs are valid (mean 23 of 60, σ ≈ 3.8): enough drawing is tested
    // without a threshold that random sampling crosses (15 failed about once in 30 runs).
    expect(counts.image).toBeGreaterThan(10);
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
      { numRuns: 40 },
    );
    // About 31% are valid (mean 12 of 40, σ ≈ 2.9); 10 failed about one run in four.
    expect(counts.image).toBeGreaterThan(4);
  });
});
