import { describe, expect, it } from 'vitest';
import { withinPixelBudget } from '../../src/raster/pixel-budget.js';

/*
 * Images drawn at once on one thread are bounded by their pixels (16 million): the budget is
 * watched from inside each piece of work, which waits until the test lets it finish.
 */

function startWork(pixels: number, running: Set<number>, log: number[]) {
  let finish: (fail?: boolean) => void = () => {};
  const done = withinPixelBudget(pixels, async () => {
    running.add(pixels);
    log.push(pixels);
    try {
      await new Promise<void>((resolve, reject) => {
        finish = (fail) => (fail ? reject(new Error('drawing failed')) : resolve());
      });
    } finally {
      running.delete(pixels);
    }
  });
  return { done, finish: (fail?: boolean) => finish(fail) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the pixel budget of one thread', () => {
  it('draws small images side by side and a large one alone, in the order asked', async () => {
    const running = new Set<number>();
    const log: number[] = [];
    const small = [1, 2, 3].map((index) => startWork(index * 1_000_000, running, log));
    const large = startWork(15_000_000, running, log);
    const after = startWork(4_000_000, running, log);
    await settle();
    expect([...running].sort()).toEqual([1_000_000, 2_000_000, 3_000_000]);
    for (const work of small) work.finish();
    await Promise.all(small.map((work) => work.done));
    await settle();
    // The large image waited for room; the one after it waits its turn, though it would fit.
    expect([...running]).toEqual([15_000_000]);
    large.finish(true);
    await expect(large.done).rejects.toThrow('drawing failed');
    await settle();
    expect([...running]).toEqual([4_000_000]);
    after.finish();
    await after.done;
    expect(log).toEqual([1_000_000, 2_000_000, 3_000_000, 15_000_000, 4_000_000]);
  });

  it('lets an image larger than the whole budget through when nothing else is drawn', async () => {
    const running = new Set<number>();
    const huge = startWork(40_000_000, running, []);
    const next = startWork(1_000_000, running, []);
    await settle();
    expect([...running]).toEqual([40_000_000]);
    huge.finish();
    await huge.done;
    await settle();
    expect([...running]).toEqual([1_000_000]);
    next.finish();
    await next.done;
  });
});
