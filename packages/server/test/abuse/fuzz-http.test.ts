import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyText, anyValue, codeOptions, ogOptions, wellFormed } from '../../../core/test/fuzz/_arbitraries.js';
import type { RunningServer } from '../../src/index.js';
import { startTestServer } from '../_test-server.js';

/**
 * The service's promise, for any request at all: a 2xx or 3xx with what was asked for, or a
 * 4xx problem+json: never a 5xx. Runs are bounded for CI; a failure prints the seed and the
 * shrunk request to replay it.
 */
let server: RunningServer;
let keys: { secretKey: string; publicKey: string };

beforeAll(async () => {
  server = await startTestServer('fuzz', {
    rateLimit: { perSecond: 100_000, burst: 100_000 },
  });
  keys = await server.stores.accounts.create({ plan: 'pro' });
});

afterAll(async () => {
  await server.close();
});

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

async function expectNoServerError(response: Response, format: unknown): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.status, body.toString('utf8').slice(0, 300)).toBeLessThan(500);
  if (response.status === 200 && typeof format === 'string' && format in CONTENT_TYPES) {
    expect(response.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
  } else if (response.status >= 400) {
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  }
}

/** Options as a GET query: strings as they are, other values as JSON text, code in base64. */
function toQuery(options: Record<string, unknown>): string {
  const query = new URLSearchParams({ key: keys.publicKey });
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : JSON.stringify(value);
    query.append(name, name === 'code' ? Buffer.from(wellFormed(text)).toString('base64url') : wellFormed(text));
  }
  return query.toString();
}

const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': contentType },
    body,
  });

describe('the HTTP API under arbitrary requests', () => {
  it('POST /v1/code and /v1/og with any JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          codeOptions.map((o) => ['code', o] as const),
          ogOptions.map((o) => ['og', o] as const),
        ),
        async ([kind, options]) => {
          await expectNoServerError(
            await post(`/v1/${kind}`, JSON.stringify(options)),
            (options as { format?: unknown }).format ?? 'png',
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('GET /v1/code, /v1/og and /v1/highlight with any query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          codeOptions.map((o) => ['/v1/code', o] as const),
          ogOptions.map((o) => ['/v1/og', o] as const),
          fc
            .record({ code: anyText(300), language: anyValue, theme: anyValue }, { requiredKeys: [] })
            .map((o) => ['/v1/highlight', o] as const),
        ),
        async ([path, options]) => {
          const response = await fetch(`${server.url}${path}?${toQuery(options as Record<string, unknown>)}`);
          await expectNoServerError(
            response,
            path === '/v1/highlight' ? undefined : ((options as { format?: unknown }).format ?? 'png'),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('any body and content type on the POST routes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/code', '/v1/og', '/webhooks/stripe'),
        anyText(500),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', ''),
        async (path, body, type) => {
          await expectNoServerError(await post(path, body, type), undefined);
        },
      ),
      { numRuns: 50 },
    );
  });
});
