import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, previewTags, runAsync, startDevServer } from './_helpers.js';

const SITE_URL = 'https://docs.example.com';

describe('examples/vitepress-og (@glyphcast/vitepress)', () => {
  it('builds the site with an og:image per page, each a 1200×630 PNG in the output', async () => {
    // A cold build: no cache left from an earlier run.
    rmSync(join(EXAMPLES, 'vitepress-og/node_modules/.cache/glyphcast'), { recursive: true, force: true });
    const vitepress = join(EXAMPLES, 'vitepress-og/node_modules/.bin/vitepress');
    const cold = await runAsync('vitepress-og', vitepress, ['build', 'site']);
    const dist = join(EXAMPLES, 'vitepress-og/site/.vitepress/dist');
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && file !== '404.html',
    );
    const sources = readdirSync(join(EXAMPLES, 'vitepress-og/site'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.md'),
    );
    expect(pages.length).toBe(sources.length);
    const images = new Set<string>();
    for (const page of pages) {
      const html = readFileSync(join(dist, page), 'utf8');
      const tags = previewTags(html);
      expect(tags['og:title'], page).toBeTruthy();
      expect(tags['og:image:type']).toBe('image/png');
      expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['twitter:image']).toBe(tags['og:image']);
      const url = tags['og:image'];
      expect(url, `${page} has an og:image`).toMatch(new RegExp(`^${SITE_URL}/og/.+\\.png$`));
      const file = join(dist, (url as string).slice(SITE_URL.length + 1));
      expect(existsSync(file), `${relative(dist, file)} exists`).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      images.add(file);
    }
    expect(images.size).toBe(pages.length); // one image per page, none shared
    expect(cold).toContain(`glyphcast: og:image rendered ${pages.length}, reused 0, failed 0`);
    // A rebuild with nothing changed draws nothing: every card comes from the cache.
    const warm = await runAsync('vitepress-og', vitepress, ['build', 'site']);
    expect(warm).toContain(`glyphcast: og:image rendered 0, reused ${pages.length}, failed 0`);
  });

  it("in vitepress dev, draws a page's image at its URL and puts the tags in the page's head", async () => {
    const dev = await startDevServer(
      'vitepress-og',
      join(EXAMPLES, 'vitepress-og/node_modules/.bin/vitepress'),
      (port) => ['dev', 'site', '--port', String(port), '--strictPort'],
    );
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox'],
    });
    try {
      const { origin } = dev;
      // Asked for before its page was opened: drawn from the page's source.
      const image = await fetch(`${origin}/og/guide/configure.png`);
      expect(image.status, dev.output()).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('no-store');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      // The page's head in the browser, as the dev server's client code writes it.
      const page = await browser.newPage();
      await page.goto(`${origin}/guide/install`);
      await page.waitForSelector('h1');
      const tags = await page.$$eval('meta[property^="og:"], meta[name^="twitter:"]', (elements) =>
        Object.fromEntries(
          elements.map((e) => [e.getAttribute('property') ?? e.getAttribute('name'), e.getAttribute('content')]),
        ),
      );
      expect(tags['og:title']).toBe('Installing the widget');
      expect(tags['og:image']).toBe(`${SITE_URL}/og/guide/install.png`);
      expect(tags['twitter:image']).toBe(`${SITE_URL}/og/guide/install.png`);
    } finally {
      await browser.close();
      await dev.stop();
    }
  });
});
