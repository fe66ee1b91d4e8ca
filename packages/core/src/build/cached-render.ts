import { join } from 'node:path';
import type { ImageFetcher } from '../assets/fetch/resource-fetcher.js';
import { renderParsedCard } from '../pipeline/render-card.js';
import { bytesHash } from './content-key.js';
import { type CachedImageInfo, ImageCache } from './image-cache.js';
import { type ImageCard, type ParsedCard, parseImageCard } from './image-card.js';

/** Where the image cache is unless a caller says: the ecosystem's habit for build caches. */
export function defaultCacheDir(): string {
  return join(process.cwd(), 'node_modules', '.cache', 'glyphcast');
}

/** The image cache of a `cacheDir` option: the default folder, another, or none (`false`). */
export function imageCacheOf(cacheDir: string | false | undefined): ImageCache | undefined {
  return cacheDir === false ? undefined : new ImageCache(cacheDir ?? defaultCacheDir());
}

/** A card's image taken from the cache when its key is there, else drawn (and kept when it will recur). */
export async function drawOrReuse(
  card: ParsedCard,
  cache: ImageCache | undefined,
  fetchResource: ImageFetcher | undefined,
): Promise<{ bytes: Buffer; info: CachedImageInfo; reused: boolean }> {
  const cached = await cache?.get(card.key);
  if (cached) return { ...cached, reused: true };
  const rendered = await renderParsedCard(card.task as never, card.params as never, { fetchResource });
  const info = { width: rendered.width, height: rendered.height, format: rendered.format };
  // A render with a warning that may not recur (a fetch that failed) is not kept.
  if (rendered.warnings.every((warning) => warning.lasting)) await cache?.set(card.key, rendered.image, info);
  return { bytes: rendered.image, info, reused: false };
}

export interface CachedImageOptions {
  /** As `buildImages` takes it: the folder of drawn images, or `false` for none. Default: `node_modules/.cache/glyphcast`. */
  cacheDir?: string | false;
  /** Fetches http(s) fonts and images; the guarded default is used when absent. */
  fetchResource?: ImageFetcher;
}

export interface CachedImage {
  image: Buffer;
  width: number;
  height: number;
  format: string;
  /** 16 characters of the bytes' SHA-256. */
  hash: string;
  /** Taken from the cache rather than drawn. */
  reused: boolean;
}

/**
 * One card's image through the build cache, for a site generator's route or dev server that
 * answers with the bytes instead of writing a file: unchanged cards are read, not redrawn.
 * A bad option throws a `GlyphcastError` naming its field.
 */
export async function renderCachedImage(card: ImageCard, options: CachedImageOptions = {}): Promise<CachedImage> {
  const parsed = await parseImageCard(card);
  const { bytes, info, reused } = await drawOrReuse(parsed, imageCacheOf(options.cacheDir), options.fetchResource);
  return { image: bytes, ...info, hash: bytesHash(bytes), reused };
}
