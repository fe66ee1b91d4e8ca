import type { PageData, SiteConfig } from 'vitepress';
import type { PageCard, PageInfo, ResolvedOptions } from './options.js';
import { type PageImage, pageImage } from './page-image.js';

/** A page's card as drawn: what VitePress said of the page, what to draw, where it goes. */
export interface RegisteredCard {
  page: PageInfo;
  card: PageCard;
  image: PageImage;
}

/** What a page's card is drawn from, from VitePress's page and site data (the site's title and description where the page has none). */
export function pageInfoOf(
  pageData: Pick<PageData, 'title' | 'description' | 'relativePath' | 'frontmatter'>,
  site: SiteConfig['site'],
): PageInfo {
  return {
    title: pageData.title || site.title,
    description: pageData.description || site.description,
    relativePath: pageData.relativePath,
    frontmatter: pageData.frontmatter,
    site: { title: site.title, description: site.description },
  };
}

/**
 * The cards of the pages VitePress has transformed, by image path: filled as pages are built
 * (or opened in dev), drawn once the build ends.
 */
export class PageRegistry {
  readonly cards = new Map<string, RegisteredCard>();

  constructor(readonly options: ResolvedOptions) {}

  /** The page's card noted and returned, or undefined for a page without one. */
  register(page: PageInfo): RegisteredCard | undefined {
    const card = this.options.card(page);
    if (!card) return undefined;
    const image = pageImage(page.relativePath, this.options.folder, card);
    const registered = { page, card, image };
    this.cards.set(image.path, registered);
    return registered;
  }

  /** The image's absolute URL: the site's URL, its base, the image's path. */
  urlOf(image: PageImage, base: string): string {
    const prefix = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    return `${this.options.siteUrl}${prefix}${image.path.split('/').map(encodeURIComponent).join('/')}`;
  }
}
