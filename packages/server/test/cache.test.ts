import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheDriver, openRenderCache } from '../src/cache/render-cache.js';
import { type RunningServer, startServer } from '../src/index.js';
import { monthOf } from '../src/store/usage.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

describe.each<CacheDriver>(['fs', 'memory', 'redis'])('render cache on %s', (driver) => {
  it('keeps image bytes exactly', async () => {
    const cache = await openRenderCache({
      driver,
      dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-cache-')),
      redisUrl: REDIS_URL,
      maxBytes: 10 * 1024 * 1024,
      log: (line) => expect.unreachable(line),
    });
    const key = `test:${randomBytes(8).toString('hex')}`;
    const image = randomBytes(50_000);
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, image);
    expect((await cache.get(key))?.equals(image)).toBe(true);
    await cache.close();
  });
});

describe('the filesystem cache’s budget', () => {
  const open = (dataDir: string) =>
    openRenderCache({ driver: 'fs', dataDir, maxBytes: 100_000, log: (line) => expect.unreachable(line) });
  const sizeOnDisk = (dataDir: string) =>
    readdirSync(join(dataDir, 'cache'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);

  it('removes the least recently used images past its size, on disk too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-budget-'));
    const cache = await open(dataDir);
    const images = Array.from({ length: 5 }, () => randomBytes(30_000));
    await cache.set('og:a', images[0] as Buffer);
    await cache.set('og:b', images[1] as Buffer);
    await cache.set('og:c', images[2] as Buffer);
    await cache.close();

    // A new process counts what is on disk; reading `a` makes `b` the least recently used.
    const reopened = await open(dataDir);
    expect(await reopened.usedBytes()).toBe(90_000);
    expect((await reopened.get('og:a'))?.equals(images[0] as Buffer)).toBe(true);
    await reopened.set('og:d', images[3] as Buffer);
    expect(await reopened.usedBytes()).toBeLessThanOrEqual(90_000);
    expect(sizeOnDisk(dataDir)).toBeLessThanOrEqual(90_000);
    await reopened.close();

    const fresh = await open(dataDir); // no hot tier: what is left is on disk
    expect(await fresh.get('og:b')).toBeUndefined();
    expect((await fresh.get('og:a'))?.equals(images[0] as Buffer)).toBe(true);
    expect((await fresh.get('og:d'))?.equals(images[3] as Buffer)).toBe(true);
    await fresh.close();
  });
});

describe('the server’s render cache', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-server-cache-'));
  let server: RunningServer;
  let keys: { secretKey: string; account: { id: string } };

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      // These tests fire many requests with one key; the rate limit has its own test.
      rateLimit: { perSecond: 1000, burst: 1000 },
      dataDir,
    });
    keys = await server.stores.accounts.create({ plan: 'hobby' });
  });

  afterAll(async () => {
    await server.close();
  });

  const render = (code: string, target = server) =>
    fetch(`${target.url}/v1/code`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code, language: 'text', scale: 1 }),
    });
  const usage = () => server.stores.usage.count(keys.account.id, monthOf(new Date()));

  it('serves a repeat from the cache, free', async () => {
    const first = await render('cached once');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const counted = await usage();
    const second = await render('cached once');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(await usage()).toBe(counted);
  });

  it('renders identical concurrent misses once', async () => {
    const before = await usage();
    const responses = await Promise.all(Array.from({ length: 8 }, () => render('eight at once')));
    const states = responses.map((response) => response.headers.get('x-cache'));
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(7);
    expect(await usage()).toBe(before + 1);
  });

  it('keeps the filesystem cache across a restart', async () => {
    await render('survives restarts');
    await server.close();
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir });
    expect((await render('survives restarts')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('metering across a restart', () => {
  it('keeps the month’s count when the server restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-restart-'));
    const options = { port: 0, host: '127.0.0.1', dataDir, rateLimit: { perSecond: 1000, burst: 1000 } };
    let running = await startServer(options);
    const { secretKey, account } = await running.stores.accounts.create({ plan: 'hobby' });
    const render = (code: string) =>
      fetch(`${running.url}/v1/code`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code, language: 'text', scale: 1 }),
      });
    expect((await render('one')).status).toBe(200);
    expect((await render('two')).status).toBe(200);
    await running.close();
    running = await startServer(options);
    try {
      expect(await running.stores.usage.count(account.id, monthOf(new Date()))).toBe(2);
      expect((await render('three')).status).toBe(200);
      expect(await running.stores.usage.count(account.id, monthOf(new Date()))).toBe(3);
    } finally {
      await running.close();
    }
  });
});
