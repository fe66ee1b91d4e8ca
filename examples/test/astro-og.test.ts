import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, previewTags, runAsync, startDevServer } from './_helpers.js';

const SITE = join(EXAMPLES, 'astro-og');
const SITE_URL = 'https://blog.example.com';
const ASTRO = join(SITE, 'node_modules/.bin/astro');

describe('examples/astro-og (@glyphcast/astro)', () => {
  it("builds the blog with each page's og:image drawn by the route, the tags from the component", async () => {
    // A cold build: no image cache left from an earlier run.
    rmSync(join(SITE, 'node_modules/.astro/glyphcast'), { recursive: true, force: true });
    rmSync(join(SITE, 'dist'), { recursive: true, force: true });
    const cold = await runAsync('astro-og', ASTRO, ['build']);
    const dist = join(SITE, 'dist');
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .sort();
    expect(pages).toEqual([
      'blog/arabic/index.html',
      'blog/hello-world/index.html',
      'blog/nihongo/index.html',
      'index.html',
    ]);
    const titles = new Set<string>();
    for (const page of pages) {
      const tags = previewTags(readFileSync(join(dist, page), 'utf8'));
      expect(tags['og:image'], page).toMatch(new RegExp(`^${SITE_URL}/og/.+\\.png$`));
      expect(tags['twitter:image']).toBe(tags['og:image']);
      expect(tags['og:image:type']).toBe('image/png');
      expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
      const file = join(dist, (tags['og:image'] as string).slice(SITE_URL.length + 1));
      expect(existsSync(file), `${page}: ${file}`).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      titles.add(tags['og:title'] as string);
    }
    expect(titles).toContain('日本語のタイトルも正しく表示されます');
    expect(titles).toContain('مرحبا بالعالم من جديد');
    expect(cold).toContain('og:image rendered 4, reused 0');
    // A rebuild with nothing changed draws nothing: every card comes from Astro's cache folder.
    const warm = await runAsync('astro-og', ASTRO, ['build']);
    expect(warm).toContain('og:image rendered 0, reused 4');
  });

  it('in astro dev, draws an image when its URL is asked for, and answers 404 for a page it does not have', async () => {
    const dev = await startDevServer('astro-og', ASTRO, (port) => [
      'dev',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ]);
    try {
      const image = await fetch(`${dev.origin}/og/blog/nihongo.png`);
      expect(image.status, dev.output()).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      const page = await fetch(`${dev.origin}/blog/arabic/`);
      expect(previewTags(await page.text())['og:image']).toBe(`${SITE_URL}/og/blog/arabic.png`);
      expect((await fetch(`${dev.origin}/og/blog/missing.png`)).status).toBe(404);
    } finally {
      await dev.stop();
    }
  });
});
