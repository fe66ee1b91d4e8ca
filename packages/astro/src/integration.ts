import { fileURLToPath } from 'node:url';
import { closeRendering } from '@glyphcast/core';
import type { AstroIntegration } from 'astro';
import { sharedState } from './shared-state.js';

export interface GlyphcastAstroOptions {
  /**
   * Where drawn images are kept between builds (keep it in CI's cache); `false` for none.
   * Default: `glyphcast/` in Astro's `cacheDir` (`node_modules/.astro/glyphcast`).
   */
  cacheDir?: string | false;
}

/**
 * The Astro integration: keeps the core out of Vite's bundles, puts the image cache in Astro's
 * cache folder and prints how many cards the build drew and how many it took from the cache. The images themselves come from
 * a route made with `glyphcastRoute`.
 */
export function glyphcast(options: GlyphcastAstroOptions = {}): AstroIntegration {
  return {
    name: '@glyphcast/astro',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        // The core loads native modules, fonts and worker files from its own folder: Vite must
        // leave it (and this package, which imports it) to Node, never bundle them, or the
        // built pages would import the core from the site's folder, where a strict
        // node_modules (pnpm's) does not have it. The .astro component is still compiled.
        const packages = ['@glyphcast/core', '@glyphcast/astro'];
        updateConfig({ vite: { ssr: { external: packages }, optimizeDeps: { exclude: packages } } });
        const state = sharedState();
        state.cacheDir = options.cacheDir ?? fileURLToPath(new URL('glyphcast/', config.cacheDir));
        state.rendered = 0;
        state.reused = 0;
      },
      'astro:build:done': async ({ logger }) => {
        const { rendered, reused } = sharedState();
        if (rendered + reused > 0) logger.info(`og:image rendered ${rendered}, reused ${reused}`);
        // Every page is written: the render workers go, so nothing of ours keeps the build's process alive.
        await closeRendering();
      },
    },
  };
}
