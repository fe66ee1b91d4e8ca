import { afterEach, describe, expect, it } from 'vitest';
import { GlyphcastError } from '../../src/errors.js';
import { renderCodeInProcess } from '../../src/render-code.js';
import { RenderPool } from '../../src/workers/render-pool.js';

const params = { code: 'const x = 1;\nconsole.log(x);', language: 'ts', scale: 1 } as const;
let pool: RenderPool | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('RenderPool', () => {
  it('renders on worker threads the same bytes as the calling thread', async () => {
    pool = new RenderPool({ threads: 2 });
    const [fromWorker, inProcess] = await Promise.all([pool.run('code', { params }), renderCodeInProcess(params)]);
    expect(Buffer.from((fromWorker as { image: Uint8Array }).image).equals(inProcess.image)).toBe(true);
  });

  it('runs many jobs in parallel and keeps each result with its job', async () => {
    pool = new RenderPool({ threads: 2 });
    const sizes = [10, 12, 14, 16, 18, 20];
    const results = (await Promise.all(
      sizes.map((fontSize) => pool?.run('code', { params: { ...params, code: 'x'.repeat(80), fontSize } })),
    )) as {
      width: number;
    }[];
    const widths = results.map((result) => result.width);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(sizes.length);
  });

  it('passes the core error back with its code and field', async () => {
    pool = new RenderPool({ threads: 1 });
    const error = await pool
      .run('code', { params: { ...params, language: 'klingon' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'language' });
  });

  it('replaces workers after recycleAfter renders and keeps going', async () => {
    pool = new RenderPool({ threads: 1, recycleAfter: 1 });
    for (let index = 0; index < 3; index++) {
      await expect(pool.run('code', { params })).resolves.toMatchObject({ language: 'typescript' });
    }
  });

  it('fails queued jobs when closed', async () => {
    pool = new RenderPool({ threads: 1 });
    const outcomes = [pool.run('code', { params }), pool.run('code', { params })].map((job) =>
      job.catch((error: unknown) => error),
    );
    await pool.close();
    for (const outcome of await Promise.all(outcomes)) expect(outcome).toMatchObject({ code: 'RENDER_FAILED' });
  });
});
