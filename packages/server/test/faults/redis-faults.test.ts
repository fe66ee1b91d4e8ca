import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, type ServerOptions, startServer } from '../../src/index.js';
import { monthOf } from '../../src/store/usage.js';
import { LogLines } from '../_log-lines.js';
import { startTcpProxy, type TcpProxy } from '../_tcp-proxy.js';
import { eventually, healthOf, hostPort, REDIS_URL, sleep, startLoad, through } from './_services.js';

/**
 * Redis going away under a running server: images are still served (rate limits fall back to
 * per-instance buckets, renders go uncached), /health says `degraded` but stays 200, each
 * change is one log line, and all comes back by itself.
 */
let proxy: TcpProxy;
let server: RunningServer;
const log = new LogLines();

const options = (extra: Partial<ServerOptions> = {}): ServerOptions => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-redis-fault-')),
  redisUrl: through(REDIS_URL, proxy.port),
  cacheDriver: 'redis',
  logLevel: 'warn',
  ...extra,
});

beforeAll(async () => {
  proxy = await startTcpProxy(hostPort(REDIS_URL));
  server = await startServer(options({ rateLimit: { perSecond: 1000, burst: 1000 } }), { logDestination: log });
  // The load below counts answers in a few seconds: none of them waits for a worker to start.
  await server.renderersReady;
});

afterAll(async () => {
  proxy.restore();
  await server?.close();
  await proxy.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  proxy.restore();
});

const post = (url: string, key: string, code: string) =>
  fetch(`${url}/v1/code`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, language: 'text', scale: 1 }),
  });

describe('Redis cut and restored under load', () => {
  it('serves every image while Redis is gone, says so once, and comes back by itself', async () => {
    const consoleWarnings = vi.spyOn(console, 'warn');
    const mark = log.lines.length;
    const { secretKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    const load = startLoad([server.url], secretKey);
    await sleep(600);
    proxy.cut();
    await sleep(500);
    const during = await healthOf(server.url);
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ status: 'degraded', redis: { state: 'down' }, cache: { state: 'down' } });
    await sleep(1000);
    proxy.restore();
    await eventually(async () => (await healthOf(server.url)).body.status === 'ok', 10_000, 'Redis coming back');
    await sleep(500);
    const answers = await load.stop();
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const delivered = answers.filter((answer) => answer.cache === 'MISS').length;
    expect(await server.stores.usage.count(account.id, monthOf(new Date()))).toBe(delivered);

    // Cached again once Redis is back.
    const code = `after ${randomBytes(4).toString('hex')}`;
    expect((await post(server.url, secretKey, code)).headers.get('x-cache')).toBe('MISS');
    expect((await post(server.url, secretKey, code)).headers.get('x-cache')).toBe('HIT');

    const lines = log.messages('warn', mark);
    const redisLines = lines.filter((line) => line.includes('dependency=redis'));
    expect(redisLines.filter((line) => line.includes('state=down'))).toHaveLength(1);
    expect(redisLines.filter((line) => line.includes('state=up'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('dependency=cache state=down'))).toHaveLength(1);
    expect(consoleWarnings.mock.calls.some(([line]) => String(line).includes('[ioredis]'))).toBe(false);
  });

  it('keeps rate limiting while Redis is gone, per instance', async () => {
    const limited = await startServer(options({ rateLimit: { perSecond: 1, burst: 3 } }));
    try {
      const { secretKey } = await limited.stores.accounts.create({ plan: 'hobby' });
      proxy.cut();
      await sleep(200);
      const statuses = [];
      for (let index = 0; index < 5; index++)
        statuses.push((await post(limited.url, secretKey, `limited ${index}`)).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      proxy.restore();
      await limited.close();
    }
  });
});

describe('Redis unreachable at start', () => {
  it('starts without it, says so in one line naming REDIS_URL, and picks it up when it answers', async () => {
    proxy.cut();
    const startLog = new LogLines();
    const started = await startServer(options(), { logDestination: startLog });
    try {
      const line = startLog.messages('warn').find((text) => text.includes('cannot reach Redis'));
      expect(line).toContain(`at 127.0.0.1:${proxy.port} (REDIS_URL); starting without it`);
      expect((await healthOf(started.url)).body).toMatchObject({ status: 'degraded', redis: { state: 'down' } });
      const { secretKey } = await started.stores.accounts.create({ plan: 'hobby' });
      expect((await post(started.url, secretKey, 'without redis')).status).toBe(200);
      proxy.restore();
      await eventually(async () => (await healthOf(started.url)).body.status === 'ok', 10_000, 'Redis answering');
    } finally {
      await started.close();
    }
  });
});
