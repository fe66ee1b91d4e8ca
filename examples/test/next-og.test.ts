import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, previewTags, runAsync, startDevServer } from './_helpers.js';

const SITE = join(EXAMPLES, 'next-og');
const SITE_URL = 'https://next.example.com';
const NEXT = join(SITE, 'node_modules/.bin/next');
const PAGES = {
  '/': 'index.html',
  '/blog/hello-world': 'blog/hello-world.html',
  '/blog/nihongo': 'blog/nihongo.html',
  '/blog/arabic': 'blog/arabic.html',
};

describe('examples/next-og (opengraph-image.tsx with glyphcast ImageResponse)', () => {
  it("builds the app, each page's og:image a 1200×630 PNG that next start serves", async () => {
    await runAsync('next-og', NEXT, ['build']);
    const images: string[] = [];
    for (const file of Object.values(PAGES)) {
      const tags = previewTags(readFileSync(join(SITE, '.next/server/app', file), 'utf8'));
      expect(tags['og:image'], file).toMatch(new RegExp(`^${SITE_URL}/(blog/[a-z-]+/)?opengraph-image\\?[0-9a-f]+$`));
      expect([tags['og:image:width'], tags['og:image:height'], tags['og:image:type']]).toEqual([
        '1200',
        '630',
        'image/png',
      ]);
      images.push((tags['og:image'] as string).slice(SITE_URL.length));
    }
    const server = await startDevServer('next-og', NEXT, (port) => [
      'start',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ]);
    try {
      for (const path of images) {
        const response = await fetch(`${server.origin}${path}`);
        expect(response.status, `${path}\n${server.output()}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height], path).toEqual(['png', 1200, 630]);
      }
    } finally {
      await server.stop();
    }
  });
});
