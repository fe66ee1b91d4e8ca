import { getCollection } from 'astro:content';
import { glyphcastRoute } from '@glyphcast/astro';

// One image per page: the posts by their id under blog/, and the home page.
const posts = await getCollection('blog');
const pages: Record<string, { title: string; description: string; date?: Date; tags?: string[] }> = {
  index: { title: 'Acme blog', description: 'Notes from the Acme team, in several languages.' },
  ...Object.fromEntries(posts.map((post) => [`blog/${post.id}`, post.data])),
};

export const { getStaticPaths, GET } = glyphcastRoute({
  param: 'route',
  pages,
  card: (page) => ({
    og: {
      title: page.title,
      subtitle: page.description,
      author: page.date ? `Acme blog · ${page.date.toISOString().slice(0, 10)}` : 'Acme blog',
      accent: '#f97316',
      logo: 'public/logo.svg',
    },
  }),
});
