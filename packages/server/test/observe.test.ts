import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { LogLines } from './_log-lines.js';
import { startTestServer } from './_test-server.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const log = new LogLines();
let server: RunningServer;
let account: { secretKey: string; publicKey: string; account: { id: string } };

beforeAll(async () => {
  server = await startTestServer(
    'observe',
    {
      logLevel: 'info',
      metricsToken: METRICS_TOKEN,
      trustProxy: ['loopback'],
      rateLimit: { perSecond: 1000, burst: 1000 },
    },
    { logDestination: log },
  );
  account = await server.stores.accounts.create({ plan: 'hobby' });
});

afterAll(async () => {
  await server.close();
});

/** Lines are written asynchronously: wait until the expected one arrives. */
async function lineFor(path: string, count = 1): Promise<Record<string, unknown>[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = log.requestLines(path);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for ${path}`);
}

describe('starting', () => {
  it('warms the render workers up before any request, and says so', async () => {
    for (let attempt = 0; attempt < 250 && !log.messages('info').includes('render workers ready'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ready = log.lines.find((line) => line.msg === 'render workers ready');
    expect(ready?.ms).toBeGreaterThan(0);
    // Nothing asked for a render before the workers were ready.
    expect(
      log.lines.slice(0, log.lines.indexOf(ready as Record<string, unknown>)).filter((line) => line.msg === 'request'),
    ).toEqual([]);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: id, route, status, time, cache, account; never the key', async () => {
    const url = `${server.url}/v1/og?title=Logged&key=${account.publicKey}`;
    const first = await fetch(url, { headers: { 'x-request-id': 'client-chosen.id-42' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-request-id')).toBe('client-chosen.id-42');
    const again = await fetch(url, { headers: { 'x-request-id': 'bad id with spaces' } });
    const madeUp = again.headers.get('x-request-id') as string;
    expect(madeUp).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    const [miss, hit] = await lineFor('/v1/og', 2);
    expect(miss).toMatchObject({
      level: 'info',
      requestId: 'client-chosen.id-42',
      method: 'GET',
      status: 200,
      cache: 'MISS',
      accountId: account.account.id,
      card: 'og',
      format: 'png',
      ip: '127.0.0.1',
    });
    expect(miss?.ms).toEqual(expect.any(Number));
    expect(miss?.renderMs).toEqual(expect.any(Number));
    expect(hit).toMatchObject({ requestId: madeUp, cache: 'HIT' });
    expect(JSON.stringify(log.lines)).not.toContain(account.publicKey);
  });

  it('notes the problem code of a refusal', async () => {
    const response = await fetch(`${server.url}/v1/og?title=x&theme=neon&key=${account.publicKey}`);
    expect(response.status).toBe(400);
    // Every answer says its id: errors, revalidations and other routes as well as images.
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const image = await fetch(`${server.url}/v1/og?title=Logged&key=${account.publicKey}`);
    const revalidated = await fetch(`${server.url}/v1/og?title=Logged&key=${account.publicKey}`, {
      headers: { 'if-none-match': image.headers.get('etag') as string },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-request-id')).toBeTruthy();
    expect((await fetch(`${server.url}/v1/themes`)).headers.get('x-request-id')).toBeTruthy();
    const refused = (await lineFor('/v1/og', 5)).find((line) => line.status === 400);
    expect(refused).toMatchObject({ status: 400, problem: 'INVALID_PARAMETER' });
  });
});

describe('TRUST_PROXY', () => {
  it('takes the client address from X-Forwarded-For through trusted proxies only', async () => {
    await fetch(`${server.url}/v1/themes`, { headers: { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' } });
    const line = (await lineFor('/v1/themes')).find((entry) => entry.ip !== '127.0.0.1');
    // The loopback hop is trusted and skipped; 203.0.113.9 is the client.
    expect(line).toMatchObject({ ip: '203.0.113.9' });
  });
});

describe('GET /metrics', () => {
  it('needs the bearer token, then answers Prometheus text with requests, renders, cache and dependencies', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/glyphcast_http_requests_total\{route="\/v1\/og",method="GET",status="200"\} [2-9]/);
    expect(text).toMatch(/glyphcast_render_duration_seconds_count\{card="og",format="png"\} 1/);
    expect(text).toMatch(/glyphcast_cache_results_total\{result="HIT"\} [1-9]/);
    expect(text).toMatch(/glyphcast_http_problems_total\{code="INVALID_PARAMETER"\} 1/);
    expect(text).toMatch(/glyphcast_dependency_up\{dependency="database"\} 1/);
    expect(text).toMatch(/glyphcast_render_queue_depth\{priority="normal"\} 0/);
    expect(text).toContain('glyphcast_process_resident_memory_bytes');
  });

  it('is off (404) without METRICS_TOKEN', async () => {
    const plain = await startTestServer('observe-off');
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('an error of ours', () => {
  it('is logged at error level with the request id that the 500 quotes, its message never shown', async () => {
    const { toProblem } = await import('../src/http/to-problem.js');
    const { createLogger } = await import('../src/log/logger.js');
    const lines = new LogLines();
    const logger = createLogger('info', lines);
    const { response, code } = toProblem(new Error('secret internals'), {
      requestId: 'req-500',
      logger,
      upgradeUrl: 'https://example.com/upgrade',
    });
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(code).toBe('INTERNAL');
    const body = await response.json();
    expect(body).toMatchObject({ status: 500, requestId: 'req-500' });
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(lines.lines).toEqual([
      expect.objectContaining({ level: 'error', requestId: 'req-500', msg: 'request failed' }),
    ]);
  });
});
