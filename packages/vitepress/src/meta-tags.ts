import type { HeadConfig } from 'vitepress';
import type { PageImage } from './page-image.js';

/**
 * The tags social networks read for a page's preview: its title and description, the image's
 * absolute URL, type, size and alt text, and Twitter/X's large-image card.
 */
export function metaTags(image: PageImage, url: string, page: { title: string; description: string }): HeadConfig[] {
  const tags: HeadConfig[] = [['meta', { property: 'og:title', content: page.title }]];
  if (page.description) tags.push(['meta', { property: 'og:description', content: page.description }]);
  tags.push(
    ['meta', { property: 'og:image', content: url }],
    ['meta', { property: 'og:image:type', content: image.mediaType }],
  );
  if (image.width !== undefined && image.height !== undefined) {
    tags.push(
      ['meta', { property: 'og:image:width', content: String(image.width) }],
      ['meta', { property: 'og:image:height', content: String(image.height) }],
    );
  }
  tags.push(
    ['meta', { property: 'og:image:alt', content: page.title }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: url }],
  );
  return tags;
}
