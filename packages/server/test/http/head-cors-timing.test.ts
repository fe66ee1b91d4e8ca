import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index.js';
import { monthOf } from '../../src/store/usage.js';
import { startTestServer } from '../_test-server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer('http', {
    rateLimit: { perSecond: 1000, burst: 1000 },
  });
});

afterAll(async () => {
  await server.close();
});

const headersOf = (response: Response) => Object.fromEntries(response.headers);
/**
 * The headers that describe the answer: not the date, timings and request id, which change by nature, nor
 * the connection's own (a HEAD of a streamed body may close where the GET kept alive, and only
 * the images, whose size crawlers check, state their length ahead: checked on its own below).
 */
const STABLE = (headers: Record<string, string>) => {
  const {
    date: _date,
    'x-render-time-ms': _ms,
    'x-request-id': _requestId,
    'server-timing': _timing,
    'x-cache': _cache,
    connection: _connection,
    'keep-alive': _keepAlive,
    'transfer-encoding': _encoding,
    'content-length': _length,
    ...rest
  } = headers;
  return rest;
};
const ORIGIN = 'https://blog.example';

describe('HEAD', () => {
  it('answers on every GET route with the headers GET sends and no body', async () => {
    const { publicKey } = await server.stores.accounts.create({ plan: 'hobby' });
    const paths = [
      '/health',
      '/health/live',
      '/openapi.json',
      '/v1/themes',
      '/v1/playground-key',
      `/v1/highlight?code=${Buffer.from('let a = 1').toString('base64url')}`,
      '/pricing',
      '/',
      `/v1/og?title=HEAD&key=${publicKey}`,
      `/v1/code?code=${Buffer.from('head').toString('base64url')}&key=${publicKey}`,
    ];
    for (const path of paths) {
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      const get = await fetch(`${server.url}${path}`);
      const body = Buffer.from(await get.arrayBuffer());
      expect(head.status, path).toBe(200);
      expect(Buffer.from(await head.arrayBuffer()).length, path).toBe(0);
      const [headHeaders, getHeaders] = [headersOf(head), headersOf(get)];
      if (path === '/health' || path.startsWith('/health/') || path === '/v1/playground-key') {
        // Bodies with live values: the same header names.
        expect(Object.keys(STABLE(headHeaders)).sort(), path).toEqual(Object.keys(STABLE(getHeaders)).sort());
      } else {
        expect(STABLE(headHeaders), path).toEqual(STABLE(getHeaders));
      }
      if (path.startsWith('/v1/og') || path.startsWith('/v1/code')) {
        expect(head.headers.get('content-length')).toBe(String(body.length));
      }
    }
  });

  it('renders an image not yet cached once, counted once, and the GET after it is a free HIT', async () => {
    const { publicKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    const url = `${server.url}/v1/og?title=${encodeURIComponent('Checked first with HEAD')}&key=${publicKey}`;
    const head = await fetch(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('x-cache')]).toEqual([200, 'MISS']);
    const get = await fetch(url);
    expect([get.status, get.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(get.headers.get('etag')).toBe(head.headers.get('etag'));
    expect(await server.stores.usage.count(account.id, monthOf(new Date()))).toBe(1);
    const revalidated = await fetch(url, {
      method: 'HEAD',
      headers: { 'if-none-match': head.headers.get('etag') as string },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('CORS', () => {
  it('lets any page read images, their errors and the public routes', async () => {
    const { publicKey } = await server.stores.accounts.create({ plan: 'hobby' });
    for (const path of [
      `/v1/og?title=cors&key=${publicKey}`,
      '/v1/themes',
      '/openapi.json',
      '/health',
      `/v1/highlight?code=${Buffer.from('x').toString('base64url')}`,
      `/v1/og?title=cors&key=pk_live_unknown`,
      `/v1/og?key=${publicKey}&fontSize=99`,
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin: ORIGIN } });
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-expose-headers'), path).toMatch(
        /X-Cache, X-Render-Time-Ms, Server-Timing, RateLimit, RateLimit-Policy, ETag/,
      );
      // The same answer for every origin: nothing varies on it (a text may vary on its encoding).
      expect(response.headers.get('vary') ?? '', path).not.toMatch(/Origin|Referer/);
    }
  });

  it('names the allowed origin, with Vary, for a key limited to origins; other origins get no grant', async () => {
    const { publicKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    await server.stores.accounts.setAllowedOrigins(account.id, [ORIGIN]);
    server.stores.keyOwners.forget();
    const url = `${server.url}/v1/og?title=mine&key=${publicKey}`;
    const allowed = await fetch(url, { headers: { origin: ORIGIN } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('vary')).toBe('Origin, Referer');
    const direct = await fetch(url); // a crawler: no Origin, no Referer
    expect(direct.status).toBe(200);
    expect(direct.headers.get('access-control-allow-origin')).toBeNull();
    expect(direct.headers.get('vary')).toBe('Origin, Referer');
    const other = await fetch(url, { headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
  });

  it('answers preflights for the GET routes, and grants no POST (secret keys stay on servers)', async () => {
    const ask = (path: string, method: string) =>
      fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'if-none-match',
        },
      });
    const get = await ask('/v1/og', 'GET');
    expect(get.status).toBe(204);
    expect(headersOf(get)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': 'If-None-Match, If-Modified-Since, Cache-Control',
      'access-control-max-age': '86400',
      allow: 'GET, POST, HEAD, OPTIONS',
    });
    const post = await ask('/v1/code', 'POST');
    expect(post.headers.get('access-control-allow-methods')).not.toContain('POST');
    const webhook = await ask('/webhooks/stripe', 'POST');
    expect(webhook.status).toBe(204);
    expect(webhook.headers.get('access-control-allow-origin')).toBeNull();
    expect((await ask('/nowhere', 'GET')).status).toBe(404);
  });
});

describe('Server-Timing', () => {
  it('says where a render’s time went, beside X-Render-Time-Ms', async () => {
    const { publicKey } = await server.stores.accounts.create({ plan: 'hobby' });
    const url = `${server.url}/v1/og?title=timing&key=${publicKey}`;
    const miss = await fetch(url);
    expect(miss.headers.get('server-timing')).toMatch(
      /^cache;desc="MISS", wait;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/,
    );
    const total = Number(/total;dur=([\d.]+)/.exec(miss.headers.get('server-timing') ?? '')?.[1]);
    expect(Math.abs(total - Number(miss.headers.get('x-render-time-ms')))).toBeLessThanOrEqual(1);
    const hit = await fetch(url);
    expect(hit.headers.get('server-timing')).toMatch(/^cache;desc="HIT", total;dur=\d+\.\d$/);
  });
});
