import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../_child-server.js';

/*
 * Against a server in its own process (as clients meet it): in one process the client's
 * upload and the server's close take turns and the race never shows. Before lingering close,
 * 5 to 14 of 30 uploads met EPIPE instead of the 413.
 */
let child: ChildServer;
let secretKey: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-linger-'));
  const created = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../../src/bin.ts'), 'keys', 'create', '--plan', 'hobby'],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  ).toString();
  secretKey = (/sk_live_\w+/.exec(created) as RegExpExecArray)[0];
  child = await startChildServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });
});

afterAll(async () => {
  await child.stop();
});

describe('a body refused before it is read (lingering close)', () => {
  it('lets the client finish sending, so it reads the 413 instead of a broken pipe', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 0x61);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const outcome = await fetch(`${child.url}/v1/code`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body,
      }).then(
        async (response) => `${response.status} ${((await response.json()) as { code: string }).code}`,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
      outcomes.push(outcome);
    }
    expect(outcomes).toEqual(Array(30).fill('413 BODY_TOO_LARGE'));
    // The server is still there.
    expect((await fetch(`${child.url}/health/live`)).status).toBe(200);
  });
});
