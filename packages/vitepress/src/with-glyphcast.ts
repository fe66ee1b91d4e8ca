import { closeRendering } from '@glyphcast/core';
import type { PageData, SiteConfig, UserConfig } from 'vitepress';
import { devImagesPlugin } from './dev-images.js';
import { drawCards } from './draw-cards.js';
import { metaTags } from './meta-tags.js';
import { type GlyphcastVitePressOptions, resolveOptions } from './options.js';
import { PageRegistry, pageInfoOf } from './page-registry.js';

/**
 * The VitePress config with an og:image for every page: the preview's meta tags in each page's
 * head (in `vitepress build` and `vitepress dev` alike), the images drawn into the output when
 * the build ends (unchanged ones taken from the cache, not redrawn) and served live in dev.
 * Hooks of your own (`transformPageData`, `buildEnd`) still run, before glyphcast's.
 */
export function withGlyphcast<T extends UserConfig>(
  config: T,
  options: GlyphcastVitePressOptions,
): T & Required<Pick<UserConfig, 'transformPageData' | 'buildEnd' | 'vite'>> {
  const registry = new PageRegistry(resolveOptions(options));
  const { transformPageData, buildEnd } = config;
  return {
    ...config,
    async transformPageData(pageData: PageData, context: { siteConfig: SiteConfig }) {
      const own = await transformPageData?.(pageData, context);
      const merged = own ? ({ ...pageData, ...own } as PageData) : pageData;
      if (!merged.relativePath || merged.isNotFound) return own;
      const registered = registry.register(pageInfoOf(merged, context.siteConfig.site));
      if (!registered) return own;
      const url = registry.urlOf(registered.image, context.siteConfig.site.base);
      const head = [...(merged.frontmatter.head ?? []), ...metaTags(registered.image, url, registered.page)];
      return { ...own, frontmatter: { ...merged.frontmatter, head } };
    },
    async buildEnd(siteConfig: SiteConfig) {
      await buildEnd?.(siteConfig);
      // The build draws nothing after this: its render workers go, so nothing of ours can keep
      // the process from exiting.
      const manifest = await drawCards(registry.cards.values(), siteConfig.outDir, registry.options).finally(
        closeRendering,
      );
      console.log(
        `glyphcast: og:image rendered ${manifest.rendered}, reused ${manifest.reused}, failed ${manifest.failed.length}`,
      );
      for (const { path, field, error } of manifest.failed)
        console.error(`glyphcast: ${path}: ${field ? `${field}: ` : ''}${error}`);
      if (manifest.failed.length > 0)
        throw new Error(`glyphcast: ${manifest.failed.length} og:image(s) could not be drawn`);
    },
    vite: { ...config.vite, plugins: [...(config.vite?.plugins ?? []), devImagesPlugin(registry)] },
  };
}
