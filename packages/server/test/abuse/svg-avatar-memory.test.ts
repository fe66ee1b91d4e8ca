import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../_child-server.js';

/**
 * Issue 11, case 1: one small request with an SVG avatar that declares itself 100000 px wide
 * took the server past 4 GB (GET) and 15 GB (POST). The budget this test holds it to: peak
 * memory no more than 150 MB above what an ordinary card with an avatar takes.
 */
const BUDGET_MB = 150;

let server: ChildServer;
let playgroundKey: string;

beforeAll(async () => {
  server = await startChildServer();
  playgroundKey = ((await (await fetch(`${server.url}/v1/playground-key`)).json()) as { key: string }).key;
});

afterAll(async () => {
  await server?.stop();
});

const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0f0"/></svg>`;
const ogUrl = (params: Record<string, string>) =>
  `${server.url}/v1/og?${new URLSearchParams({ key: playgroundKey, ...params })}`;

it('answers the wide SVG avatar and logo at once, with peak memory near idle', async () => {
  // Warm: both render workers up, an ordinary avatar drawn.
  for (let index = 0; index < 2; index++) {
    const warm = await fetch(
      ogUrl({ title: `warm ${index}`, avatar: `data:image/svg+xml,${encodeURIComponent(svg(64, 64))}` }),
    );
    expect(warm.status).toBe(200);
  }
  const idle = server.peakRssMb();
  for (const [width, height] of [
    [100_000, 1],
    [10_000, 1],
    [1, 100_000],
  ] as const) {
    const uri = `data:image/svg+xml,${encodeURIComponent(svg(width, height))}`;
    for (const field of ['avatar', 'logo']) {
      await sleep(600); // the playground key's rate: 2 a second per address
      const started = performance.now();
      const response = await fetch(ogUrl({ title: `hi ${width}`, [field]: uri }));
      expect(response.status, `${field} ${width}×${height}`).toBe(200);
      expect(response.headers.get('warning')).toMatch(new RegExp(`${field}: an SVG too thin to draw`));
      await response.arrayBuffer();
      expect(performance.now() - started).toBeLessThan(5000);
    }
  }
  expect(server.peakRssMb() - idle).toBeLessThan(BUDGET_MB);
});
