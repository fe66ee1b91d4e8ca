import { type BuildManifest, buildImages } from '@glyphcast/core';
import type { RegisteredCard } from './page-registry.js';

/** The cards drawn into `outDir` at their paths: what is in the cache is copied, not redrawn. */
export function drawCards(
  cards: Iterable<RegisteredCard>,
  outDir: string,
  options: { cacheDir?: string | false; concurrency?: number },
): Promise<BuildManifest> {
  return buildImages(
    [...cards].map(({ page, card, image }) => ({ ...card, path: image.path, alt: page.title })),
    { outDir, cacheDir: options.cacheDir, concurrency: options.concurrency },
  );
}
