import glyphcast from '@glyphcast/astro';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // Where the site will live: og:image must be an absolute URL for social networks.
  site: process.env.SITE_URL ?? 'https://blog.example.com',
  integrations: [glyphcast()],
});
