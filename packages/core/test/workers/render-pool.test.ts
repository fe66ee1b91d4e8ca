import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeOptions } from '../../src/cards/code/options.js';
import { GlyphcastError } from '../../src/errors.js';
import { CARD_TASKS, HIGHLIGHT_TASK } from '../../src/pipeline/tasks.js';
import { RenderPool } from '../../src/workers/render-pool.js';

const params = { code: 'const x = 1;\nconsole.log(x);', language: 'ts', scale: 1 } as const;
const CODE = CARD_TASKS.code;
/** A code job as the pipeline sends it: parsed parameters, no sources, no watermark. */
const job = (options: CodeOptions) => ({
  params: CODE.card.parse(options),
  sources: { warnings: [] },
  watermark: false,
});
let pool: RenderPool | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('RenderPool', () => {
  it('renders on worker threads the same bytes as the calling thread', async () => {
    pool = new RenderPool({ threads: 2 });
    const [fromWorker, inProcess] = await Promise.all([pool.run(CODE, job(params)), CODE.run(job(params))]);
    expect(Buffer.from(fromWorker.image).equals(Buffer.from(inProcess.image))).toBe(true);
  });

  it('lets a job compress its PNG on idle cores, and not when every core is drawing', async () => {
    // A 2× card of 30 long lines on a gradient (3 megapixels): drawn in bands, each compressed
    // on an idle core, or with every core drawing, drawn and compressed whole.
    const large = { code: 'const total = values.reduce((sum, value) => sum + value * 3, 0); // total\n'.repeat(30) };
    /** Strips each end in a sync flush's empty stored block; a PNG compressed whole has none. */
    const inStrips = (result: unknown) =>
      Buffer.from((result as { image: Uint8Array }).image).includes(Buffer.from([0, 0, 0xff, 0xff]));
    const cores = availableParallelism();
    // One worker fewer than cores (as a batch runs): a core stays free, even with jobs waiting.
    if (cores > 1) {
      pool = new RenderPool({ threads: cores - 1 });
      await pool.prewarm();
      const queued = await Promise.all(
        Array.from({ length: cores + 1 }, () => (pool as RenderPool).run(CODE, job(large))),
      );
      expect(queued.map(inStrips)).toEqual(queued.map(() => true));
      await pool.close();
    }
    // A worker per core: the job taken while every other worker draws compresses on its own.
    pool = new RenderPool({ threads: cores });
    await pool.prewarm();
    const together = await Promise.all(Array.from({ length: cores }, () => (pool as RenderPool).run(CODE, job(large))));
    expect(inStrips(together[cores - 1])).toBe(false);
    if (cores > 1) expect(inStrips(together[0])).toBe(true);
  });

  it('runs many jobs in parallel and keeps each result with its job', async () => {
    pool = new RenderPool({ threads: 2 });
    const sizes = [10, 12, 14, 16, 18, 20];
    const results = await Promise.all(
      sizes.map((fontSize) => (pool as RenderPool).run(CODE, job({ ...params, code: 'x'.repeat(80), fontSize }))),
    );
    const widths = results.map((result) => result.width);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(sizes.length);
  });

  it('starts every worker when prewarmed, once, and they serve the jobs that follow', async () => {
    pool = new RenderPool({ threads: 2 });
    expect(pool.workerCount).toBe(0);
    await pool.prewarm();
    expect(pool.workerCount).toBe(2);
    await pool.prewarm();
    expect(pool.workerCount).toBe(2);
    await Promise.all([pool.run(CODE, job(params)), pool.run(CODE, job(params)), pool.run(CODE, job(params))]);
    expect(pool.workerCount).toBe(2);
  });

  it('ends a prewarm whose workers are closed before they are ready', async () => {
    pool = new RenderPool({ threads: 2 });
    const prewarmed = pool.prewarm();
    await pool.close();
    await expect(prewarmed).resolves.toBeUndefined();
  });

  it('passes the core error back with its code and field', async () => {
    pool = new RenderPool({ threads: 1 });
    const error = await pool
      .run(CODE, { ...job(params), params: { ...job(params).params, language: 'klingon' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'language' });
  });

  it('replaces workers after recycleAfter renders and keeps going', async () => {
    pool = new RenderPool({ threads: 1, recycleAfter: 1 });
    for (let index = 0; index < 3; index++) {
      await expect(pool.run(CODE, job(params))).resolves.toMatchObject({ language: 'typescript' });
    }
  });

  it('fails queued jobs when closed', async () => {
    pool = new RenderPool({ threads: 1 });
    const outcomes = [pool.run(CODE, job(params)), pool.run(CODE, job(params))].map((job) =>
      job.catch((error: unknown) => error),
    );
    await pool.close();
    for (const outcome of await Promise.all(outcomes)) expect(outcome).toMatchObject({ code: 'RENDER_FAILED' });
  });

  it('drops a waiting job when its signal aborts, and replaces the worker of a running one', async () => {
    pool = new RenderPool({ threads: 1 });
    await pool.run(CODE, job(params)); // warm: the worker is up
    // A render that takes seconds: 400 lines at scale 3.
    const slow = job({ ...params, code: 'const value = 1;\n'.repeat(400), scale: 3 });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.run(CODE, slow, running.signal).catch((error: unknown) => error);
    const second = pool.run(CODE, slow, waiting.signal).catch((error: unknown) => error);
    expect(pool.queued).toBe(1);
    waiting.abort(new Error('client gone'));
    expect(pool.queued).toBe(0);
    expect(await second).toMatchObject({ message: 'client gone' });
    const started = performance.now();
    running.abort(new Error('overran'));
    expect(await first).toMatchObject({ message: 'overran' });
    // At once, not when the render would have ended (seconds), even beside another test file.
    expect(performance.now() - started).toBeLessThan(500);
    // The pool goes on with a fresh worker.
    const after = await pool.run(CODE, job(params));
    expect(after.width).toBeGreaterThan(0);
  });

  it('refuses at once a job whose signal has already aborted', async () => {
    pool = new RenderPool({ threads: 1 });
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(pool.run(CODE, job(params), controller.signal)).rejects.toThrow('too late');
    expect(pool.queued).toBe(0);
  });

  it('highlights on a worker the same HTML as the calling thread', async () => {
    pool = new RenderPool({ threads: 1 });
    const options = { code: 'let a = 1', language: 'auto', theme: 'nord' } as const;
    expect(await pool.run(HIGHLIGHT_TASK, options)).toEqual(await HIGHLIGHT_TASK.run(options));
  });
});
