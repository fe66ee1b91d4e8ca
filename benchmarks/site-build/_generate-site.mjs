import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * The bench's site: an Astro blog of `count` posts in a content collection, each page with
 * its og:image tag; the og route is written per renderer (`writeRoute`). Latin text only, so
 * both renderers draw every page with the same Inter files.
 */

const require = createRequire(import.meta.url);
const WORDS =
  'astro static site build image card cache layout render page title blog post fast test data font text'.split(' ');

/** A title of 4–9 words, different for every post. */
function title(index, salt = '') {
  const words = [];
  let seed = index * 7919 + 17;
  for (let word = 0; word < 4 + (index % 6); word++) {
    seed = (seed * 48271) % 2147483647;
    words.push(WORDS[seed % WORDS.length]);
  }
  const text = `${words.join(' ')} ${index}${salt}`;
  return text[0].toUpperCase() + text.slice(1);
}

export function generateSite(root, count) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src/content/posts'), { recursive: true });
  mkdirSync(join(root, 'src/pages/blog'), { recursive: true });
  mkdirSync(join(root, 'fonts'), { recursive: true });
  for (const style of ['400Regular', '700Bold']) {
    copyFileSync(
      require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`),
      join(root, `fonts/Inter_${style}.ttf`),
    );
  }
  writeFileSync(
    join(root, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';
import glyphcast from '@glyphcast/astro';
export default defineConfig({ site: 'https://bench.example.com', integrations: process.env.OG === 'glyphcast' ? [glyphcast()] : [] });
`,
  );
  writeFileSync(
    join(root, 'src/content.config.ts'),
    `import { glob } from 'astro/loaders';
import { defineCollection, z } from 'astro:content';
export const collections = {
  posts: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/posts' }),
    schema: z.object({ title: z.string(), description: z.string() }),
  }),
};
`,
  );
  writeFileSync(
    join(root, 'src/pages/blog/[...id].astro'),
    `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('posts')).map((post) => ({ params: { id: post.id }, props: { post } }));
}
const { post } = Astro.props;
const { Content } = await render(post);
---
<html><head><title>{post.data.title}</title><meta property="og:image" content={new URL(\`/og/\${post.id}.png\`, Astro.site).href} /></head>
<body><h1>{post.data.title}</h1><Content /></body></html>
`,
  );
  for (let index = 0; index < count; index++) writePost(root, index);
}

/** Post `index`, its title changed by `salt` (a rebuild after one page changed). */
export function writePost(root, index, salt = '') {
  writeFileSync(
    join(root, `src/content/posts/post-${index}.md`),
    `---\ntitle: ${title(index, salt)}\ndescription: Post ${index} of the bench, a page with its own preview card.\n---\n\nThe body of post ${index}.\n`,
  );
}

const ROUTES = {
  none: undefined,
  glyphcast: `import { glyphcastRoute } from '@glyphcast/astro';
import { getCollection } from 'astro:content';
const posts = await getCollection('posts');
export const { getStaticPaths, GET } = glyphcastRoute({
  param: 'route',
  pages: Object.fromEntries(posts.map((post) => [post.id, post.data])),
  card: (page) => ({ og: { title: page.title, subtitle: page.description, author: 'Bench blog' } }),
});
`,
  'astro-og-canvas': `import { OGImageRoute } from 'astro-og-canvas';
import { getCollection } from 'astro:content';
const posts = await getCollection('posts');
export const { getStaticPaths, GET } = await OGImageRoute({
  param: 'route',
  pages: Object.fromEntries(posts.map((post) => [post.id, post.data])),
  getImageOptions: (_path, page) => ({
    title: page.title,
    description: page.description,
    bgGradient: [[24, 24, 27], [9, 9, 11]],
    border: { color: [14, 165, 233], width: 12, side: 'inline-start' },
    fonts: ['./fonts/Inter_400Regular.ttf', './fonts/Inter_700Bold.ttf'],
    font: { title: { families: ['Inter'], weight: 'Bold' }, description: { families: ['Inter'] } },
  }),
});
`,
};

/** The og route of one renderer, or none (the pages alone, the build's own cost). */
export function writeRoute(root, renderer) {
  const file = join(root, 'src/pages/og/[...route].ts');
  rmSync(join(root, 'src/pages/og'), { recursive: true, force: true });
  if (!ROUTES[renderer]) return;
  mkdirSync(join(root, 'src/pages/og'), { recursive: true });
  writeFileSync(file, ROUTES[renderer]);
}
