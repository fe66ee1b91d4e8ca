import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_BIN, type ChildServer, startChildServer } from './_child-server.js';

/*
 * One account flooding renders that run past a short time limit must not make another's small
 * renders fail. Each timed-out render ends its worker; before, the next job (often the other
 * account's) waited for a cold worker (~450 ms) inside its own limit: this test failed 4 of
 * 35. The built server runs here, as deployed: workers from source load several times slower.
 */
let child: ChildServer;
let dataDir: string;

/** A new account on the child's database, through the admin command: its secret key. */
function createKey(): string {
  const created = execFileSync(process.execPath, [BUILT_BIN, 'keys', 'create', '--plan', 'hobby'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).toString();
  return (/sk_live_\w+/.exec(created) as RegExpExecArray)[0];
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-fairness-'));
  child = await startChildServer(
    {
      DATA_DIR: dataDir,
      RENDER_TIMEOUT_MS: '700',
      RENDER_CONCURRENCY: '2',
      ACCOUNT_RENDER_CONCURRENCY: '1',
      GLYPHCAST_RENDER_THREADS: '2',
      RATE_LIMIT_PER_SECOND: '1000',
      RATE_LIMIT_BURST: '1000',
      LOG_LEVEL: 'info',
    },
    { built: true },
  );
});

afterAll(async () => {
  await child.stop();
});

const post = (key: string, body: object) =>
  fetch(`${child.url}/v1/code`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A render that runs past the limit (~1 s): a long file at the largest scale, new each time. */
const heavy = (round: number) => ({
  code: Array.from(
    { length: 250 },
    (_, line) => `const value${line}_${round} = compute(${line}, "${'x'.repeat(30)}");`,
  ).join('\n'),
  language: 'typescript',
  scale: 3,
});

describe('a flood of renders past the time limit', () => {
  it('leaves another account served: none of its small renders fails', async () => {
    const flooder = createKey();
    const other = createKey();
    const warmer = createKey();
    // Both workers up first (each account runs one render at a time): the flood is what is measured.
    for (let attempt = 0; attempt < 20; attempt++) {
      const warm = await Promise.all([
        post(other, { code: `warm ${attempt}`, language: 'text' }),
        post(warmer, { code: `warm ${attempt}`, language: 'text' }),
      ]);
      if (warm.every((answer) => answer.status === 200)) break;
    }
    let flooding = true;
    const floodStatuses: number[] = [];
    // Three at a time: one draws (its account's share of the slots), two wait their turn.
    let round = 0;
    const flood = Promise.all(
      Array.from({ length: 3 }, async () => {
        while (flooding) floodStatuses.push((await post(flooder, heavy(round++))).status);
      }),
    );
    const statuses: number[] = [];
    const timedOut = () => floodStatuses.filter((status) => status === 503).length;
    // At least 35 small renders, and on until the flood has run past the limit four times (a
    // busy machine draws the flood slower, so counting requests alone would not be enough).
    const started = performance.now();
    for (let request = 0; request < 35 || (timedOut() <= 3 && performance.now() - started < 60_000); request++) {
      statuses.push((await post(other, { code: `small ${request}`, language: 'text', scale: 1 })).status);
    }
    flooding = false;
    await flood;
    // The flood did run past the limit, again and again.
    expect(timedOut()).toBeGreaterThan(3);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
