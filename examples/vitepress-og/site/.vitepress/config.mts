import { buildImages } from '@glyphcast/core';
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
  // Rendered into the output folder once the pages are built. A rebuild draws only the cards
  // whose page changed: the rest come from node_modules/.cache/glyphcast (keep that folder
  // between CI runs), and a file whose bytes are the same is not rewritten.
  async buildEnd({ outDir }) {
    const manifest = await buildImages(
      [...cards].map(([path, card]) => ({
        path,
        alt: card.title,
        og: { title: card.title, subtitle: card.subtitle, author: SITE_NAME, accent: '#0ea5e9' },
      })),
      {
        outDir,
        onProgress: ({ done, total, path, outcome }) => console.log(`og:image ${done}/${total} ${path} (${outcome})`),
      },
    );
    console.log(`og:image: rendered ${manifest.rendered}, reused ${manifest.reused}, failed ${manifest.failed.length}`);
    for (const { path, error } of manifest.failed) console.error(`og:image ${path}: ${error}`);
    if (manifest.failed.length > 0) throw new Error('some og:images could not be rendered');
  },
});
