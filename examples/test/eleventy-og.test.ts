import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './_helpers.js';

const SITE = join(EXAMPLES, 'eleventy-og');
const SITE_URL = 'https://example.com';

/** The example's own build script, as its README runs it: Eleventy, then `glyphcast pages`. */
function buildSite(): string {
  const result = spawnSync('pnpm', ['run', '--silent', 'build-site'], {
    cwd: SITE,
    encoding: 'utf8',
    timeout: 110_000,
  });
  if (result.status !== 0) throw new Error(`build-site failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stderr;
}

describe('examples/eleventy-og', () => {
  it("builds the site, then a card per page at the path its layout's og:image names, the logo file on each", async () => {
    rmSync(join(SITE, '_site'), { recursive: true, force: true });
    rmSync(join(SITE, 'node_modules/.cache/glyphcast'), { recursive: true, force: true });
    const cold = buildSite();
    const site = join(SITE, '_site');
    const pages = readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.sort()).toEqual([
      'index.html',
      'posts/cairo/index.html',
      'posts/launch/index.html',
      'posts/tokyo/index.html',
    ]);
    for (const page of pages) {
      const html = readFileSync(join(site, page), 'utf8');
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] as string;
      expect(url, `${page} has an og:image`).toMatch(new RegExp(`^${SITE_URL}/og/.+\\.png$`));
      const file = join(site, url.slice(SITE_URL.length + 1));
      expect(existsSync(file), `${page}: ${url} was drawn`).toBe(true);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 630]);
      // The logo file's red (#e11d48), 128 px into the 160 px logo: at the top left of the article
      // card, the top right of the Arabic page's (a right-to-left card is mirrored).
      const x = page.includes('cairo') ? info.width - 72 - 160 + 128 : 72 + 128;
      const at = (90 * info.width + x) * info.channels;
      expect([data[at], data[at + 1], data[at + 2]], `${page}: the logo`).toEqual([225, 29, 72]);
    }
    expect(cold).toMatch(/rendered 4, reused 0, failed 0\n$/);
    // Nothing changed: every card comes from the cache, and no file is rewritten.
    expect(buildSite()).toMatch(/rendered 0, reused 4, failed 0\n$/);
  });
});
