import { withGlyphcast } from '@glyphcast/vitepress';
import { defineConfig } from 'vitepress';

export default withGlyphcast(
  defineConfig({
    title: 'Acme docs',
    description: 'An example site: one og:image per page, rendered at build time by @glyphcast/core.',
  }),
  {
    // Where the site will live: og:image must be an absolute URL for social networks.
    siteUrl: process.env.SITE_URL ?? 'https://docs.example.com',
    og: { accent: '#0ea5e9' },
  },
);
