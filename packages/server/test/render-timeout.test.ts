import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { monthOf } from '../src/store/usage.js';
import { startTestServer } from './_test-server.js';

let server: RunningServer;

beforeAll(async () => {
  // 1 ms: every render runs out of time, which is what this test needs.
  server = await startTestServer('timeout', {
    renderTimeoutMs: 1,
  });
});

afterAll(async () => {
  await server.close();
});

it('answers a render past the time limit with 503 and Retry-After, and counts nothing', async () => {
  const { secretKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
  const response = await fetch(`${server.url}/v1/code`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'slow?', language: 'text' }),
  });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(((await response.json()) as { code: string }).code).toBe('RENDER_TIMEOUT');
  expect(await server.stores.usage.count(account.id, monthOf(new Date()))).toBe(0);
});
