import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toNodeHandler } from 'h3/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../h3-mount/site.mjs';

let server: Server;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // Listen first: the site needs its own origin for absolute og:image URLs.
  let handler: ReturnType<typeof toNodeHandler> | undefined;
  server = createServer((request, response) => handler?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { site, glyphcast } = await createSite({ origin, dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-mount-')) });
  handler = toNodeHandler(site);
  close = () => glyphcast.close();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await close();
});

describe('examples/h3-mount', () => {
  it('keeps the application’s own routes', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1>My blog</h1>');
  });

  it('serves the API under /images, with its own errors', async () => {
    const health = await fetch(`${origin}/images/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const missing = await fetch(`${origin}/images/v1/nothing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
  });

  it('puts a working og:image in its pages', async () => {
    const page = await (await fetch(`${origin}/posts/hello-world`)).text();
    const url = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(url).toMatch(new RegExp(`^${origin}/images/v1/og\\?`));
    const image = await fetch(url as string);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('serves the playground under the prefix, pointed at it', async () => {
    const page = await (await fetch(`${origin}/images/`)).text();
    expect(page).toContain('<base href="/images/" />');
    expect((await fetch(`${origin}/images/playground/playground.js`)).status).toBe(200);
  });
});
