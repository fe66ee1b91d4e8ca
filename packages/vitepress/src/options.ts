import type { ImageCard, OgOptions } from '@glyphcast/core';

/** What a page's card is drawn from: VitePress's data for the page and the site. */
export interface PageInfo {
  /** The page's title: its front matter's `title`, else its first heading. */
  title: string;
  /** Its front matter's `description`, else the site's; may be empty. */
  description: string;
  /** The page's path in the source folder (`guide/install.md`), after rewrites. */
  relativePath: string;
  /** Everything the page's front matter holds (`date`, `tags`, `author`, your own fields). */
  frontmatter: Record<string, unknown>;
  site: { title: string; description: string };
}

/**
 * What to draw for a page: a built-in template's options (`{ og: { … } }`) or your own design
 * (`{ element, design }` or `{ html, design }`), as `buildImages` takes them.
 */
export type PageCard = ImageCard;

export interface GlyphcastVitePressOptions {
  /**
   * Where the built site is served, as `https://docs.example.com`: social networks need the
   * og:image as an absolute URL. The site's `base` is added after it.
   */
  siteUrl: string;
  /** The folder of the output the images go to, and their URLs' first segment. Default: `og`. */
  folder?: string;
  /**
   * The card of each page; `false` for a page without one. Default: the `article` template with
   * the page's title, its description as the subtitle and the site's title as the author,
   * `og` merged over it.
   */
  card?: (page: PageInfo) => PageCard | false | undefined;
  /** Options of the default card (`theme`, `accent`, `logo`, `template`…). */
  og?: Partial<OgOptions>;
  /**
   * Where rendered images are kept between builds (keep it in CI's cache); `false` for none.
   * Default: `node_modules/.cache/glyphcast`.
   */
  cacheDir?: string | false;
  /** Images drawn at once. Default: `buildImages`'s (measured in the core's docs). */
  concurrency?: number;
}

export interface ResolvedOptions extends Required<Pick<GlyphcastVitePressOptions, 'siteUrl' | 'folder'>> {
  card: (page: PageInfo) => PageCard | false | undefined;
  cacheDir?: string | false;
  concurrency?: number;
}

/** The options checked (a clear error for a missing or relative `siteUrl`) and defaults filled. */
export function resolveOptions(options: GlyphcastVitePressOptions): ResolvedOptions {
  let url: URL | undefined;
  try {
    url = new URL(options?.siteUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `@glyphcast/vitepress: siteUrl must be the absolute http(s) URL the site is served at (an og:image URL must be absolute), received ${JSON.stringify(options?.siteUrl)}`,
    );
  }
  const folder = (options.folder ?? 'og').replace(/^\/+|\/+$/g, '');
  if (!folder || folder.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(
      `@glyphcast/vitepress: folder must be a folder inside the output, received ${JSON.stringify(options.folder)}`,
    );
  }
  return {
    siteUrl: url.href.replace(/\/+$/, ''),
    folder,
    card: options.card ?? ((page) => defaultCard(page, options.og)),
    cacheDir: options.cacheDir,
    concurrency: options.concurrency,
  };
}

/** The `article` card: the page's title and description, the site's name as the author. */
export function defaultCard(page: PageInfo, og: Partial<OgOptions> = {}): PageCard {
  const card: OgOptions = { template: 'article', title: page.title, author: page.site.title, ...og };
  if (page.description && og.subtitle === undefined) card.subtitle = page.description;
  return { og: card };
}
