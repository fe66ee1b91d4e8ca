import {
  fileExtensionOf,
  IMAGE_MEDIA_TYPES,
  type ImageCard,
  type ImageFormat,
  renderCachedImage,
} from '@glyphcast/core';
import type { APIRoute, GetStaticPaths } from 'astro';
import { sharedState } from './shared-state.js';

export interface GlyphcastRouteOptions<Page> {
  /** The route's rest parameter: `route` for `src/pages/og/[...route].ts`. */
  param: string;
  /**
   * The pages, by the path their image takes below the route (`blog/hello` →
   * `/og/blog/hello.png`): often a content collection's entries by id.
   */
  pages: Record<string, Page>;
  /** What to draw for a page: a built-in card's options or your own design, as `buildImages` takes them. */
  card: (page: Page, path: string) => ImageCard | Promise<ImageCard>;
  /** The images' format, which gives their extension. Default: `png`. */
  format?: ImageFormat;
}

/**
 * `getStaticPaths` and `GET` for a route that draws each page's card: at build time every
 * page's image is written to the output (taken from the cache when nothing that decides its
 * pixels changed), in `astro dev` it is drawn when asked for.
 */
export function glyphcastRoute<Page>(options: GlyphcastRouteOptions<Page>): {
  getStaticPaths: GetStaticPaths;
  GET: APIRoute;
} {
  const format = options.format ?? 'png';
  const extension = `.${fileExtensionOf(format)}`;
  const pathOf = (route: string | undefined) =>
    route?.endsWith(extension) ? route.slice(0, -extension.length) : undefined;

  return {
    getStaticPaths: () =>
      Object.keys(options.pages).map((path) => ({ params: { [options.param]: `${path}${extension}` } })),
    GET: async ({ params }) => {
      const path = pathOf(params[options.param]);
      // Own keys only: a URL such as /og/constructor.png names no page.
      const page = path === undefined || !Object.hasOwn(options.pages, path) ? undefined : options.pages[path];
      if (path === undefined || page === undefined) return new Response('No such image', { status: 404 });
      const card = withFormat(await options.card(page, path), format);
      const state = sharedState();
      const { image, reused } = await renderCachedImage(card, { cacheDir: state.cacheDir });
      if (reused) state.reused++;
      else state.rendered++;
      return new Response(new Uint8Array(image), { headers: { 'content-type': IMAGE_MEDIA_TYPES[format] } });
    },
  };
}

/** The card drawn in the route's format, whatever its own options said. */
function withFormat(card: ImageCard, format: ImageFormat): ImageCard {
  if ('og' in card) return { ...card, og: { ...card.og, format } };
  if ('code' in card) return { ...card, code: { ...card.code, format } };
  return { ...card, design: { ...card.design, format } };
}
