import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderOg } from '@glyphcast/core';
import { defineConfig, type HeadConfig } from 'vitepress';

/** Where the site will live: og:image must be an absolute URL for social networks. */
const SITE_URL = (process.env.SITE_URL ?? 'https://docs.example.com').replace(/\/$/, '');
const SITE_NAME = 'Acme docs';

/** Every page seen while rendering, by its image's path in the output folder. */
const cards = new Map<string, { title: string; subtitle: string }>();

/** `guide/install.md` → `og/guide/install.png` */
const imagePathOf = (relativePath: string) => `og/${relativePath.replace(/\.md$/, '')}.png`;

export default defineConfig({
  title: SITE_NAME,
  description: 'An example site: one og:image per page, rendered at build time by @glyphcast/core.',
  // Each page's head gets its og:image (and the tags that go with it); the image is noted here
  // and rendered once the pages are built.
  transformHead({ pageData, siteData }): HeadConfig[] {
    if (!pageData.relativePath || pageData.isNotFound) return [];
    const path = imagePathOf(pageData.relativePath);
    const title = pageData.title || siteData.title;
    cards.set(path, { title, subtitle: pageData.description || siteData.description });
    return [
      ['meta', { property: 'og:title', content: title }],
      ['meta', { property: 'og:image', content: `${SITE_URL}/${path}` }],
      ['meta', { property: 'og:image:width', content: '1200' }],
      ['meta', { property: 'og:image:height', content: '630' }],
      ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ];
  },
  async buildEnd({ outDir }) {
    for (const [path, card] of cards) {
      const image = await renderOg({
        title: card.title,
        subtitle: card.subtitle,
        author: SITE_NAME,
        accent: '#0ea5e9',
      });
      const file = join(outDir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, image);
      console.log(`og:image ${path} (${Math.round(image.length / 1024)} kB)`);
    }
  },
});
