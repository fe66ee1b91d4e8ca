import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/http/gzip.js';
import type { RunningServer } from '../../src/index.js';
import { startTestServer } from '../_test-server.js';

let server: RunningServer;
let keys: { publicKey: string; secretKey: string };

beforeAll(async () => {
  server = await startTestServer('gzip', { rateLimit: { perSecond: 1000, burst: 1000 } });
  keys = await server.stores.accounts.create({ plan: 'hobby' });
});

afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (node:http decodes nothing, unlike fetch): the bytes as they came. */
function send(path: string, headers: Record<string, string> = {}, method = 'GET', payload?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const svgPath = (extra = '') =>
  `/v1/code?code=${Buffer.from('const a = 1;').toString('base64url')}&language=ts&format=svg${extra}&key=${keys.publicKey}`;

describe('an SVG over HTTP', () => {
  it('goes gzipped to a client that accepts it, the same SVG once unzipped', async () => {
    const plain = await send(svgPath());
    const zipped = await send(svgPath(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers['content-type']).toBe('image/svg+xml');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    // Two representations, two tags.
    expect(zipped.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
  });

  it('stays plain when gzip is refused, and a PNG is never encoded', async () => {
    const refused = await send(svgPath('&theme=nord'), { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8', 0, 4)).toBe('<svg');
    const png = await send(svgPath().replace('format=svg', 'format=png'), { 'accept-encoding': 'gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });

  it('answers 304 to either tag, naming the representation the client asks for', async () => {
    const first = await send(svgPath('&theme=github-light'), { 'accept-encoding': 'gzip' });
    const zippedTag = first.headers.etag as string;
    const plainTag = zippedTag.replace('-gzip"', '"');
    for (const tag of [zippedTag, plainTag]) {
      const again = await send(svgPath('&theme=github-light'), { 'accept-encoding': 'gzip', 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(zippedTag);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    const plain = await send(svgPath('&theme=github-light'), { 'if-none-match': zippedTag });
    expect([plain.status, plain.headers.etag]).toEqual([304, plainTag]);
  });

  it('says the gzipped size on HEAD, and gzips a POST too', async () => {
    const get = await send(svgPath('&padding=20'), { 'accept-encoding': 'gzip' });
    const head = await send(svgPath('&padding=20'), { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    const post = await send(
      '/v1/code',
      { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      'POST',
      JSON.stringify({ code: 'const a = 1;', language: 'ts', format: 'svg' }),
    );
    expect(post.status).toBe(200);
    expect(post.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(post.body).toString('utf8', 0, 4)).toBe('<svg');
  });
});

describe('fixed texts: the playground and /openapi.json', () => {
  it.each(['/', '/playground/playground.js', '/playground/playground.css', '/openapi.json'])(
    '%s goes gzipped to a client that takes it, the same text once unzipped',
    async (path) => {
      const plain = await send(path);
      const zipped = await send(path, { 'accept-encoding': 'gzip' });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      for (const answer of [plain, zipped]) expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(zipped.headers['content-type']).toBe(plain.headers['content-type']);
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    },
  );

  it('makes /openapi.json a tenth of its size, still readable from any origin', async () => {
    const zipped = await send('/openapi.json', { 'accept-encoding': 'gzip', origin: 'https://docs.example' });
    expect(zipped.headers['access-control-allow-origin']).toBe('*');
    const document = JSON.parse(gunzipSync(zipped.body).toString('utf8')) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect(zipped.body.length).toBeLessThan(gunzipSync(zipped.body).length / 10);
  });
});

describe('an SVG for a key limited to origins', () => {
  it('varies on the origin and on the encoding', async () => {
    const limited = await server.stores.accounts.create({ plan: 'hobby' });
    await server.stores.accounts.setAllowedOrigins(limited.account.id, ['https://blog.example']);
    const path = svgPath().replace(keys.publicKey, limited.publicKey);
    const answer = await send(path, { origin: 'https://blog.example', 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('https://blog.example');
    expect(answer.headers.vary).toBe('Origin, Referer, Accept-Encoding');
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*;q=0', false],
    ['br, *;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
