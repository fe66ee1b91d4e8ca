import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../../src/index.js';
import { LogLines } from '../_log-lines.js';

/** Issue 11, cases 4, 5 and 8: inputs and faults that ended in a 500, a bare answer, or a held socket. */
let server: RunningServer;
let dataDir: string;
let hobby: { secretKey: string; publicKey: string };
const log = new LogLines();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-bad-input-'));
  server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      rateLimit: { perSecond: 1000, burst: 1000 },
      headersTimeoutMs: 1000,
      requestTimeoutMs: 1500,
      logLevel: 'warn',
    },
    { logDestination: log },
  );
  hobby = await server.stores.accounts.create({ plan: 'hobby' });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hobby.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectProblem(response: Response, status: number, code: string, field?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const problem = (await response.json()) as { code: string; field?: string };
  expect(problem.code).toBe(code);
  if (field) expect(problem.field).toBe(field);
  return problem;
}

/** Sends raw bytes and returns what the server answered before it closed the connection. */
function raw(request: string, { endAfterMs }: { endAfterMs?: number } = {}): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    if (endAfterMs !== undefined) setTimeout(() => socket.destroy(), endAfterMs);
  });
}

describe('local files over HTTP', () => {
  it('refuses a file: URL or a path as an avatar or logo with 400 naming the field: the library reads them, the server never reads its own disk', async () => {
    // A real file the server could read, so a refusal is the rule and not a missing file.
    const secret = join(dataDir, 'secret.png');
    writeFileSync(secret, 'not for the web');
    for (const field of ['avatar', 'logo']) {
      for (const value of [`file://${secret}`, secret, './secret.png', 'secret.png']) {
        await expectProblem(await post('/v1/og', { title: 'hi', [field]: value }), 400, 'INVALID_PARAMETER', field);
        const query = `key=${hobby.publicKey}&title=hi&${field}=${encodeURIComponent(value)}`;
        await expectProblem(await fetch(`${server.url}/v1/og?${query}`), 400, 'INVALID_PARAMETER', field);
      }
    }
    // A data: URI longer than the spec's 2000 characters is the library's, not the API's.
    const long = `data:image/png;base64,${Buffer.alloc(1600).toString('base64')}`;
    await expectProblem(await post('/v1/og', { title: 'hi', logo: long }), 400, 'INVALID_PARAMETER', 'logo');
  });
});

describe('inputs that used to end in 500', () => {
  it('answers a malformed percent escape in a data: URI with 400 naming the field', async () => {
    for (const field of ['avatar', 'logo', 'font']) {
      const response = await fetch(
        `${server.url}/v1/og?key=${hobby.publicKey}&title=hi&${field}=${encodeURIComponent('data:image/svg+xml,%E0%A4%A')}`,
      );
      if (field === 'font') await expectProblem(response, 403, 'PLAN_REQUIRED', 'font');
      else await expectProblem(response, 400, 'INVALID_PARAMETER', field);
    }
  });

  it('draws code holding characters XML forbids (U+FFFE, U+FFFF, controls) instead of failing', async () => {
    for (const code of ['a\uffffb', 'a\ufffeb', 'a\u0000b\u001bc', 'x\ud800y']) {
      const response = await post('/v1/code', { code, language: 'text' });
      expect(response.status, JSON.stringify(code)).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it('does not log a client that goes away mid-body as an internal error', async () => {
    const errors = vi.spyOn(console, 'error');
    const mark = log.lines.length;
    await raw(
      `POST /v1/code HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${hobby.secretKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"code":"`,
      { endAfterMs: 100 },
    );
    await sleep(200);
    expect(errors).not.toHaveBeenCalled();
    expect(log.messages('error', mark)).toEqual([]);
  });
});

describe('HTTP faults answered as problem+json', () => {
  it('answers a 100 KB query with 431 and an unknown method with 501', async () => {
    const long = await fetch(`${server.url}/v1/og?key=${hobby.publicKey}&title=${'x'.repeat(100_000)}`);
    await expectProblem(long, 431, 'HEADERS_TOO_LARGE');
    const answer = await raw('BREW /health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 501 /);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"code":"METHOD_NOT_IMPLEMENTED"');
  });

  it('answers a method with a NUL in it as malformed (400), not as unknown (501)', async () => {
    const answer = await raw('G\0T /health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"code":"MALFORMED_REQUEST"');
  });

  it('answers an HTTP/1.1 request without Host with problem+json; HTTP/1.0 needs none', async () => {
    const answer = await raw('GET /health HTTP/1.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"code":"MISSING_HOST"');
    expect(await raw('GET /health/live HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses __proto__ and its kin in a query, naming them', async () => {
    for (const name of ['__proto__', 'constructor']) {
      const response = await fetch(`${server.url}/v1/og?key=${hobby.publicKey}&title=hi&${name}=x`);
      await expectProblem(response, 400, 'INVALID_PARAMETER', name);
    }
  });

  it('names the field of IMAGE_TOO_LARGE', async () => {
    const response = await post('/v1/code', { code: '1\n'.repeat(10_000), language: 'text', fontSize: 40, scale: 3 });
    await expectProblem(response, 400, 'IMAGE_TOO_LARGE', 'code');
  });

  it('serves the default upgrade link, /pricing, with every plan', async () => {
    const response = await fetch(`${server.url}/pricing?client_reference_id=acct_abc`);
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const text of ['free', 'hobby', 'pro', '$9 a month', '30,000', 'acct_abc']) expect(page).toContain(text);
  });

  it('cuts off a client that sends its headers or its body too slowly', async () => {
    const started = performance.now();
    const headers = await raw('GET /health HTTP/1.1\r\nHost: x\r\n');
    expect(headers).toMatch(/^HTTP\/1\.1 408 /);
    const body = await raw(
      `POST /v1/code HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${hobby.secretKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    expect(body).toMatch(/^HTTP\/1\.1 408 /);
    // Within the configured seconds and the once-a-second check, not Node's 300 s.
    expect(performance.now() - started).toBeLessThan(8000);
  });
});

describe('a cache that cannot be written', () => {
  it('still serves every new image, and logs the failure once', async () => {
    const mark = log.lines.length;
    // Where the cache's folder was, a file: every write fails.
    rmSync(join(dataDir, 'cache'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'cache'), 'not a folder');
    for (const code of ['first uncached', 'second uncached']) {
      const response = await post('/v1/code', { code, language: 'text' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('MISS');
    }
    const lines = log.messages('warn', mark);
    // Said once for two requests, in one line that names the cache and where it is.
    const down = lines.filter((line) => line.startsWith('[glyphcast] dependency=cache state=down'));
    expect(down).toHaveLength(1);
    expect(down[0]).toContain(`target=${join(dataDir, 'cache')}`);
    rmSync(join(dataDir, 'cache'), { force: true });
  });
});
