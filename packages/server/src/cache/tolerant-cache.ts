import type { Dependency } from '../health/dependency.js';
import type { RenderCache } from './render-cache.js';

/**
 * The render cache as the image routes use it: a cache that cannot be read or written (a full or
 * read-only disk, Redis gone) costs nobody an image. A failed read renders instead, a failed write
 * serves the image anyway; the cache's dependency logs the first failure and the recovery, once
 * each.
 */
export class TolerantCache {
  constructor(
    private readonly cache: RenderCache,
    readonly state: Dependency,
  ) {}

  /** A cached image, or undefined when there is none or the cache cannot be read. */
  async get(key: string): Promise<Buffer | undefined> {
    try {
      // Not a sign of health: a read may come from the memory tier without touching the store.
      return await this.cache.get(key);
    } catch (error) {
      this.state.markDown(error);
      return undefined;
    }
  }

  /** Keeps an image if the cache can; a write always reaches the store, so its success says the cache is back. */
  async set(key: string, image: Buffer): Promise<void> {
    try {
      await this.cache.set(key, image);
      this.state.markUp();
    } catch (error) {
      this.state.markDown(error);
    }
  }
}
