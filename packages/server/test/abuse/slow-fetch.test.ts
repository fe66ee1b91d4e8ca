import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index.js';
import { startTestServer } from '../_test-server.js';

/**
 * Issue 11, case 8: an avatar fetch (up to 5 s) happened inside a render slot, so slow remote
 * hosts could hold every slot. Fetches now come first, with limits of their own.
 */
let server: RunningServer;
let slowHost: Server;
let slowUrl: string;

beforeAll(async () => {
  const red = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  slowHost = createServer((_, response) => {
    setTimeout(() => response.writeHead(200, { 'content-type': 'image/png' }).end(red), 2000);
  });
  await new Promise<void>((resolve) => slowHost.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slowHost.address() as AddressInfo).port}`;
  server = await startTestServer('slow-fetch', {
    renderConcurrency: 1,
    fetchAllowHosts: ['127.0.0.1'],
  });
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => slowHost.close(resolve));
});

const post = (key: string, path: string, body: object) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('renders other work while avatars are still being fetched from a slow host', async () => {
  const slow = await server.stores.accounts.create({ plan: 'hobby' });
  const other = await server.stores.accounts.create({ plan: 'hobby' });
  // Warm the one render slot's worker first.
  expect((await post(other.secretKey, '/v1/code', { code: 'warm', language: 'text' })).status).toBe(200);
  const cards = [1, 2, 3].map((index) =>
    post(slow.secretKey, '/v1/og', { title: `slow ${index}`, avatar: `${slowUrl}/avatar-${index}.png` }),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  expect((await post(other.secretKey, '/v1/code', { code: 'meanwhile', language: 'text' })).status).toBe(200);
  // With the fetches inside the slot, this waited for them (2 s each, one slot).
  expect(performance.now() - started).toBeLessThan(1000);
  for (const card of await Promise.all(cards)) expect(card.status).toBe(200);
});

it('fetches a design’s pictures from a slow host without holding a render slot', async () => {
  const heavy = await server.stores.accounts.create({ plan: 'pro' });
  const other = await server.stores.accounts.create({ plan: 'hobby' });
  // 12 pictures, 2 s each, 4 at a time for one account: 6 s, within the wait for a slot.
  const pictures = Array.from({ length: 12 }, (_, index) => ({
    type: 'img',
    props: { src: `${slowUrl}/tile-${index}.png`, width: 20, height: 20 },
  }));
  const design = post(heavy.secretKey, '/v1/render', {
    element: { type: 'div', props: { style: { display: 'flex', flexWrap: 'wrap' }, children: pictures } },
    width: 200,
    height: 100,
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  expect((await post(other.secretKey, '/v1/code', { code: 'not held up', language: 'text' })).status).toBe(200);
  expect(performance.now() - started).toBeLessThan(1000);
  const drawn = await design;
  expect(drawn.status).toBe(200);
  // Every tile arrived: the image is red where they are.
  const { data } = await sharp(Buffer.from(await drawn.arrayBuffer()))
    .extract({ left: 5, top: 5, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
}, 30_000);
