import type { PageData, SiteConfig } from 'vitepress';
import { describe, expect, it } from 'vitest';
import { withGlyphcast } from '../src/index.js';

const site = { title: 'Acme docs', description: 'All about Acme', base: '/docs/' } as SiteConfig['site'];
const context = { siteConfig: { site } as SiteConfig };

function pageData(relativePath: string, fields: Partial<PageData> = {}): PageData {
  return { relativePath, filePath: relativePath, title: '', description: '', headers: [], frontmatter: {}, ...fields };
}

type Transform = (page: PageData, ctx: typeof context) => Promise<{ frontmatter?: { head?: unknown[] } } | undefined>;

function tagsOf(result: { frontmatter?: { head?: unknown[] } } | undefined): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const entry of result?.frontmatter?.head ?? []) {
    const [, attributes] = entry as [string, Record<string, string>];
    tags[(attributes.property ?? attributes.name) as string] = attributes.content as string;
  }
  return tags;
}

describe('withGlyphcast', () => {
  it("puts the preview's meta tags in a page's head, the image's URL under the site's base", async () => {
    const config = withGlyphcast({ title: 'Acme docs' }, { siteUrl: 'https://acme.example/' });
    const transform = config.transformPageData as unknown as Transform;
    const tags = tagsOf(
      await transform(pageData('guide/install.md', { title: 'Installing', description: 'Two minutes.' }), context),
    );
    expect(tags).toEqual({
      'og:title': 'Installing',
      'og:description': 'Two minutes.',
      'og:image': 'https://acme.example/docs/og/guide/install.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Installing',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://acme.example/docs/og/guide/install.png',
    });
  });

  it("runs the site's own transformPageData first and keeps the head entries it gave", async () => {
    const config = withGlyphcast(
      {
        transformPageData: (page: PageData) => ({
          title: `${page.title}!`,
          frontmatter: { ...page.frontmatter, head: [['meta', { name: 'robots', content: 'noindex' }]] },
        }),
      },
      { siteUrl: 'https://acme.example' },
    );
    const transform = config.transformPageData as unknown as Transform;
    const result = (await transform(pageData('index.md', { title: 'Home' }), context)) as {
      title: string;
      frontmatter: { head: unknown[] };
    };
    expect(result.title).toBe('Home!');
    const tags = tagsOf(result);
    expect(tags.robots).toBe('noindex');
    expect(tags['og:title']).toBe('Home!');
    expect(tags['og:image']).toBe('https://acme.example/docs/og/index.png');
  });

  it("gives a page without a title the site's, and the format's extension and a design's size", async () => {
    const config = withGlyphcast(
      {},
      {
        siteUrl: 'https://acme.example',
        folder: '/cards/',
        card: (page) =>
          page.frontmatter.plain
            ? false
            : { html: `<div>${page.title}</div>`, design: { width: 800, height: 400, scale: 2, format: 'jpeg' } },
      },
    );
    const transform = config.transformPageData as unknown as Transform;
    const tags = tagsOf(await transform(pageData('blog/hello world.md'), context));
    expect(tags['og:title']).toBe('Acme docs');
    expect(tags['og:image']).toBe('https://acme.example/docs/cards/blog/hello%20world.jpg');
    expect(tags['og:image:type']).toBe('image/jpeg');
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1600', '800']);
    // `card` returning false: the page keeps its head as it was.
    expect(await transform(pageData('plain.md', { frontmatter: { plain: true } }), context)).toBeUndefined();
    expect(await transform(pageData('404.md', { isNotFound: true }), context)).toBeUndefined();
  });

  it('refuses a siteUrl that is not an absolute http(s) URL, and a folder outside the output', () => {
    expect(() => withGlyphcast({}, { siteUrl: '/docs' })).toThrow(/siteUrl must be the absolute http\(s\) URL/);
    expect(() => withGlyphcast({}, { siteUrl: 'ftp://acme.example' })).toThrow(/siteUrl/);
    expect(() => withGlyphcast({}, undefined as never)).toThrow(/siteUrl/);
    expect(() => withGlyphcast({}, { siteUrl: 'https://acme.example', folder: '../og' })).toThrow(/folder/);
  });

  it('adds its dev-server plugin after those of the site', () => {
    const own = { name: 'own' };
    const config = withGlyphcast({ vite: { plugins: [own] } }, { siteUrl: 'https://acme.example' });
    const names = (config.vite.plugins as { name: string }[]).map((plugin) => plugin.name);
    expect(names).toEqual(['own', 'glyphcast:vitepress-dev-images']);
  });
});
