import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dependency } from '../src/health/dependency.js';
import { type RunningServer, startServer } from '../src/index.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from '../src/ratelimit/rate-limiter.js';
import { firstConnection, openRedis } from '../src/redis/open-redis.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/** A limiter on a Redis client that is connected before the first request, so no request falls back. */
async function sharedLimiter(): Promise<{ limiter: RateLimiter; close: () => Promise<unknown> }> {
  const state = new Dependency('redis', REDIS_URL);
  const redis = openRedis(REDIS_URL, state);
  expect(await firstConnection(redis, 5000)).toBe(true);
  return { limiter: redisRateLimiter(redis, state, { perSecond: 10, burst: 10 }), close: () => redis.quit() };
}

describe.each([
  ['memory', async () => ({ limiter: memoryRateLimiter({ perSecond: 10, burst: 10 }), close: async () => undefined })],
  ['redis', sharedLimiter],
] as const)('%s token bucket', (_, create) => {
  let limiter: RateLimiter;
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    ({ limiter, close } = await create());
  });
  afterAll(async () => {
    await close();
  });

  it('allows a burst of 10, refuses the 11th, and refills at 10 a second', async () => {
    const key = randomBytes(6).toString('hex');
    const decisions = await Promise.all(Array.from({ length: 11 }, () => limiter.take(key)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    const refused = decisions.find((decision) => !decision.allowed);
    expect(refused?.retryAfter).toBeGreaterThanOrEqual(1);
    await sleep(250);
    expect((await limiter.take(key)).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [randomBytes(6).toString('hex'), randomBytes(6).toString('hex')];
    for (let index = 0; index < 10; index++) await limiter.take(a);
    expect((await limiter.take(a)).allowed).toBe(false);
    expect((await limiter.take(b)).allowed).toBe(true);
  });
});

describe('the server’s rate limit', () => {
  let server: RunningServer;
  let publicKey: string;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-rate-')) });
    publicKey = (await server.stores.accounts.create({ plan: 'hobby' })).publicKey;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the 11th request in a burst with 429 RATE_LIMITED, Retry-After and RateLimit headers', async () => {
    const url = `${server.url}/v1/og?title=Rate&key=${publicKey}`;
    const first = await fetch(url);
    expect(first.headers.get('ratelimit-policy')).toBe('"per-key";q=10;w=1');
    expect(first.headers.get('ratelimit')).toMatch(/^"per-key";r=\d+;t=\d+$/);
    const etag = first.headers.get('etag') as string;
    // Twenty where ten fit: a slow machine refilling a few tokens during the burst still sees refusals.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(url, { headers: { 'if-none-match': etag } })),
    );
    const limited = responses.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    const body = (await (limited[0] as Response).json()) as { code: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
