import { RENDERER_VERSION } from '@glyphcast/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startTestServer } from './_test-server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer('api', {
    // These tests fire many requests with one key; the rate limit has its own test.
    rateLimit: { perSecond: 1000, burst: 1000 },
  });
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    status,
    code,
    type: expect.stringMatching(/^https:\/\//),
    title: expect.any(String),
    detail: expect.any(String),
  });
  return body;
}

describe('GET /health', () => {
  it('answers 200 with the version', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      version: '0.1.0',
      rendererVersion: RENDERER_VERSION,
      database: { state: 'ok', dialect: 'sqlite' },
      cache: { state: 'ok', driver: 'fs' },
    });
  });
});

describe('GET /v1/themes', () => {
  it('lists themes with colours, backgrounds, OG templates and formats', async () => {
    const body = (await (await get('/v1/themes')).json()) as Record<string, unknown[]> & {
      og: Record<string, string[]>;
    };
    expect(body.themes).toHaveLength(14);
    expect(body.themes?.[0]).toMatchObject({
      id: 'vitesse-dark',
      type: 'dark',
      colors: { background: expect.any(String) },
    });
    expect(body.backgrounds).toHaveLength(6);
    expect(body.og).toEqual({ templates: ['article', 'minimal', 'code'], themes: ['dark', 'light'] });
    expect(body.formats).toEqual(['png', 'jpeg', 'webp', 'svg']);
  });
});

describe('GET /v1/highlight', () => {
  it('highlights base64 code, URL-safe or standard', async () => {
    const code = 'const a = "<b>";\n// ✓ ünïcode';
    for (const encoded of [base64url(code), Buffer.from(code).toString('base64')]) {
      const response = await get(`/v1/highlight?code=${encodeURIComponent(encoded)}&language=ts&theme=github-light`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { language: string; detected: boolean; html: string };
      expect(body).toMatchObject({ language: 'typescript', detected: false });
      expect(body.html).toContain('ünïcode');
      expect(body.html).not.toContain('<b>');
    }
  });

  it('reads a standard + pasted into the URL unescaped (a query turns it into a space)', async () => {
    const code = 'a >>> b ?? c';
    const standard = Buffer.from(code).toString('base64');
    expect(standard).toContain('+');
    const response = await get(`/v1/highlight?code=${standard}&language=js`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { html: string }).html).toMatch(/>>>.*b.*\?\?.*c/);
  });

  it('says how sure a detected language is', async () => {
    const code = 'fn main() {\n    let names = vec!["a", "b"];\n    println!("{}", names.len());\n}';
    const response = await get(`/v1/highlight?code=${encodeURIComponent(base64url(code))}`);
    const body = (await response.json()) as { language: string; detected: boolean; confidence: number };
    expect(body).toMatchObject({ language: 'rust', detected: true });
    expect(body.confidence).toBeGreaterThan(0.5);
    expect(body.confidence).toBeLessThanOrEqual(1);
  });

  it.each([
    ['no code', '/v1/highlight', 'code'],
    ['code that is not base64', '/v1/highlight?code=***', 'code'],
    ['an unknown theme', `/v1/highlight?code=${base64url('x')}&theme=nope`, 'theme'],
    ['an unknown language', `/v1/highlight?code=${base64url('x')}&language=klingon`, 'language'],
    ['an unknown parameter', `/v1/highlight?code=${base64url('x')}&color=red`, 'color'],
    ['a parameter given twice', `/v1/highlight?code=${base64url('x')}&theme=nord&theme=dracula`, 'theme'],
    ['30001 characters of code', `/v1/highlight?code=${base64url('x'.repeat(30_001))}`, 'code'],
  ])('answers %s with a 400 naming the field', async (_, path, field) => {
    const body = await expectProblem(await get(path), 400, 'INVALID_PARAMETER');
    expect(body.field).toBe(field);
  });
});

it('accepts the longest valid code in a URL', async () => {
  const response = await get(`/v1/highlight?code=${base64url('x'.repeat(30_000))}&language=text`);
  expect(response.status).toBe(200);
});

describe('GET /openapi.json', () => {
  it('is valid OpenAPI 3.1 with version 0.1.0', async () => {
    const document = (await (await get('/openapi.json')).json()) as { openapi: string; info: { version: string } };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('0.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('errors', () => {
  it('answers an unknown route with a 404 problem', async () => {
    await expectProblem(await get('/v2/nothing'), 404, 'NOT_FOUND');
  });

  it('answers a wrong method with a 405 problem and Allow', async () => {
    const response = await get('/v1/themes', { method: 'DELETE' });
    await expectProblem(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toContain('GET');
  });
});
