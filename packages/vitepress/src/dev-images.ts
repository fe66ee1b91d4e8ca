import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pageFacts, renderCachedImage } from '@glyphcast/core';
import type { SiteConfig } from 'vitepress';
import { type PageRegistry, pageInfoOf, type RegisteredCard } from './page-registry.js';

/** The part of Vite's dev server this plugin uses. */
interface DevServer {
  middlewares: { use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void };
  config: { logger: { error(message: string): void } };
}

/** Where a page's source is: `guide/install` → `guide/install.md`, or its rewrite's source. */
function sourceOf(site: SiteConfig, page: string): string | undefined {
  const relativePath = `${page}.md`;
  const source = site.rewrites?.inv?.[relativePath] ?? relativePath;
  const file = join(site.srcDir, source);
  return existsSync(file) ? file : undefined;
}

/** The card of an image asked for before its page was opened: read from the page's source. */
async function cardOfUnopened(registry: PageRegistry, site: SiteConfig, path: string) {
  const name = path.slice(registry.options.folder.length + 1).replace(/\.[a-z]+$/, '');
  const file = sourceOf(site, name);
  if (!file) return undefined;
  const facts = pageFacts(await readFile(file, 'utf8'), '.md');
  const page = { title: facts.title ?? '', description: facts.description ?? '', frontmatter: facts.frontMatter };
  registry.register(pageInfoOf({ ...page, relativePath: `${name}.md` }, site.site));
  return registry.cards.get(path);
}

/** The request's path below the site's base, or undefined when it is outside it. */
function pathBelowBase(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] as string);
  } catch {
    return undefined;
  }
  return path.startsWith(base) ? path.slice(base.length) : undefined;
}

/**
 * A Vite plugin for `vitepress dev`: each page's image drawn when its URL is asked for, so the
 * cards can be looked at before a build (VitePress's dev server has no build step to draw them).
 */
export function devImagesPlugin(registry: PageRegistry) {
  let site: SiteConfig | undefined;
  return {
    name: 'glyphcast:vitepress-dev-images',
    apply: 'serve' as const,
    configResolved(config: { vitepress?: SiteConfig }) {
      site = config.vitepress;
    },
    configureServer(server: DevServer) {
      server.middlewares.use((req, res, next) => {
        const path = site && pathBelowBase(req.url, site.site.base);
        if (!site || !path?.startsWith(`${registry.options.folder}/`)) return next();
        serve(site, path, res).then(
          (served) => served || next(),
          (error: Error) => {
            server.config.logger.error(`glyphcast: ${path}: ${error.message}`);
            res.statusCode = 500;
            res.setHeader('content-type', 'text/plain; charset=utf-8');
            res.end(`glyphcast could not draw ${path}: ${error.message}\n`);
          },
        );
      });
    },
  };

  async function serve(site: SiteConfig, path: string, res: ServerResponse): Promise<boolean> {
    const card: RegisteredCard | undefined = registry.cards.get(path) ?? (await cardOfUnopened(registry, site, path));
    if (!card) return false;
    const { image } = await renderCachedImage(card.card, { cacheDir: registry.options.cacheDir });
    res.setHeader('content-type', card.image.mediaType);
    // Redrawn whenever the page changes: never kept by the browser.
    res.setHeader('cache-control', 'no-store');
    res.end(image);
    return true;
  }
}
