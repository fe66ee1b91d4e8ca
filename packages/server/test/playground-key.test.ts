import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { parseKey } from '../src/keys/key-format.js';
import { startTestServer } from './_test-server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer('playground');
});

afterAll(async () => {
  await server.close();
});

it('issues one public key for the playground, watermarked, with per-address limits', async () => {
  const first = (await (await fetch(`${server.url}/v1/playground-key`)).json()) as {
    key: string;
    watermark: boolean;
    limits: Record<string, number>;
  };
  const second = (await (await fetch(`${server.url}/v1/playground-key`)).json()) as { key: string };
  expect(parseKey(first.key)).toBe('public');
  expect(second.key).toBe(first.key);
  expect(first).toMatchObject({ watermark: true, limits: { requestsPerSecondPerAddress: 2, burst: 5 } });

  const url = `${server.url}/v1/og?title=Playground&key=${first.key}`;
  const card = await fetch(url);
  expect(card.status).toBe(200);
  const etag = card.headers.get('etag') as string;
  const burst = await Promise.all(Array.from({ length: 8 }, () => fetch(url, { headers: { 'if-none-match': etag } })));
  const limited = burst.filter((response) => response.status === 429);
  expect(limited.length).toBeGreaterThanOrEqual(3);
  const refusal = limited[0] as Response;
  expect(((await refusal.json()) as { detail: string }).detail).toContain('per address on the playground key');
});
