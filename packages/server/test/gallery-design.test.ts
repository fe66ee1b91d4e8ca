import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startTestServer } from './_test-server.js';

/*
 * The gallery's design drawn through the service: the fixture stored with POST /v1/designs,
 * then asked for by its GET URL with a page's variables, as docs/gallery.md says. The picture
 * in the docs is what the service draws today (UPDATE_REFERENCES=1 rewrites it; look at it).
 */
const GALLERY_IMAGE = join(import.meta.dirname, '../../../docs/images/gallery/service-design.png');
const DESIGN = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/blog-card.design.json'), 'utf8'));
/** The page's variables, as its og:image URL carries them. */
export const PAGE = {
  title: 'Shipping our own designs: 日本語のタイトルも、عربي أيضاً',
  subtitle: 'One design, a GET URL per page, every script drawn',
  date: '2026-11-26',
};

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer('gallery-design');
});
afterAll(async () => {
  await server.close();
});

/** Share of pixels whose channels differ by more than 16 of 255. */
async function differing(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((image) => sharp(image).ensureAlpha().raw().toBuffer()));
  let count = 0;
  for (let offset = 0; offset < (left?.length ?? 0); offset += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs((left?.[offset + channel] ?? 0) - (right?.[offset + channel] ?? 0)) > 16) {
        count++;
        break;
      }
    }
  }
  return count / ((left?.length ?? 1) / 4);
}

it('draws the gallery’s design through the service as the docs show it', async () => {
  const { secretKey, publicKey } = await server.stores.accounts.create({ plan: 'hobby' });
  const stored = await fetch(`${server.url}/v1/designs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(DESIGN),
  });
  expect(stored.status).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  const response = await fetch(
    `${server.url}/v1/designs/${id}/image?${new URLSearchParams({ key: publicKey, ...PAGE })}`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('warning')).toBeNull();
  const image = Buffer.from(await response.arrayBuffer());
  if (process.env.UPDATE_REFERENCES === '1') writeFileSync(GALLERY_IMAGE, image);
  expect(existsSync(GALLERY_IMAGE), 'run with UPDATE_REFERENCES=1 and look at the image').toBe(true);
  const expected = readFileSync(GALLERY_IMAGE);
  expect((await sharp(image).metadata()).width).toBe(1200);
  expect(await differing(image, expected)).toBeLessThan(0.002);
});
