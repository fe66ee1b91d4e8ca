import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index.js';
import { startTestServer } from '../_test-server.js';

/**
 * Issue 11, case 3: `/v1/highlight` needed no key, had no rate limit and ran on the main thread:
 * 20 connections sending 30000 characters with `language=auto` held `/health` up to 11.8 s.
 * The bound held here: `/health` answers within 500 ms all through such a flood.
 */
const HEALTH_BOUND_MS = 500;

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer('highlight-flood', {
    renderConcurrency: 2,
  });
});

afterAll(async () => {
  await server.close();
});

/** About 22000 characters of real-looking code: 29000 characters of base64, near the URL's limit. */
const BIG_CODE = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `function step${index}(value) { return value * ${index} + 1; } // ok\n`)
    .join('')
    .slice(0, 22_000),
).toString('base64url');

it('keeps /health fast while 20 connections flood /v1/highlight without a key', async () => {
  const durationMs = 4000;
  const until = Date.now() + durationMs;
  const flood = new Worker(new URL('./_flood-worker.mjs', import.meta.url), {
    workerData: { url: `${server.url}/v1/highlight?language=auto&code=${BIG_CODE}`, connections: 20, durationMs },
  });
  const statusesSent = once(flood, 'message') as Promise<[number[]]>;
  const healthTimes: number[] = [];
  const probe = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${server.url}/health`);
      await response.arrayBuffer();
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const [[statuses]] = await Promise.all([statusesSent, probe()]);
  expect(healthTimes.length).toBeGreaterThan(10);
  expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_BOUND_MS);
  // Some were served, the rest refused by the per-address rate limit or the fair queue.
  expect(statuses).toContain(200);
  expect(statuses).toContain(429);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
});

it('rate limits per address without a key and per key with one, and refuses a bad key', async () => {
  const response = await fetch(`${server.url}/v1/highlight?code=${Buffer.from('x').toString('base64')}`);
  expect(response.status === 200 || response.status === 429).toBe(true);
  expect(response.headers.get('ratelimit-policy')).toBe('"per-key";q=10;w=1');
  const account = await server.stores.accounts.create({ plan: 'hobby' });
  const keyed = await fetch(`${server.url}/v1/highlight?key=${account.publicKey}&code=eA`);
  expect(keyed.status).toBe(200);
  expect(keyed.headers.get('ratelimit')).toMatch(/r=9;/);
  const bad = await fetch(`${server.url}/v1/highlight?key=pk_live_nope&code=eA`);
  expect(bad.status).toBe(401);
});
