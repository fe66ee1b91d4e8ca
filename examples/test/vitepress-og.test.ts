import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, run } from './_helpers.js';

const SITE_URL = 'https://docs.example.com';

describe('examples/vitepress-og', () => {
  it('builds the site with an og:image per page, each a 1200×630 PNG in the output', async () => {
    // A cold build: no cache left from an earlier run.
    rmSync(join(EXAMPLES, 'vitepress-og/node_modules/.cache/glyphcast'), { recursive: true, force: true });
    const vitepress = join(EXAMPLES, 'vitepress-og/node_modules/.bin/vitepress');
    const cold = run('vitepress-og', vitepress, ['build', 'site']);
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
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(url, `${page} has an og:image`).toMatch(new RegExp(`^${SITE_URL}/og/.+\\.png$`));
      const file = join(dist, (url as string).slice(SITE_URL.length + 1));
      expect(existsSync(file), `${relative(dist, file)} exists`).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      images.add(file);
    }
    expect(images.size).toBe(pages.length); // one image per page, none shared
    expect(cold).toContain(`og:image: rendered ${pages.length}, reused 0, failed 0`);
    // A rebuild with nothing changed draws nothing: every card comes from the cache.
    const warm = run('vitepress-og', vitepress, ['build', 'site']);
    expect(warm).toContain(`og:image: rendered 0, reused ${pages.length}, failed 0`);
  });
});
