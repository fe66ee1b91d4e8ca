import type { Storage } from 'unstorage';

/** Eviction frees down to this share of the budget, so it does not run on every write. */
const EVICT_TO = 0.9;

/**
 * Keeps the filesystem cache under a byte budget: the least recently used images go first.
 * Sizes and use order live in memory (a Map keeps insertion order; a use moves a key to its
 * end); the files already on disk are counted at start, oldest written first.
 */
export class DiskBudget {
  private readonly sizes = new Map<string, number>();
  private total = 0;
  private readonly counted: Promise<void>;
  private evicting: Promise<void> | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly maxBytes: number,
    private readonly log: (line: string) => void,
  ) {
    this.counted = this.countExisting();
  }

  /** Bytes the cache holds once the count and any eviction under way are done (for tests). */
  async usedBytes(): Promise<number> {
    await this.settled();
    return this.total;
  }

  /** Resolves when the start-up count and any eviction under way have finished. */
  async settled(): Promise<void> {
    await this.counted;
    await this.evicting;
  }

  /** An image was read from disk: it becomes the most recently used. */
  used(key: string): void {
    const size = this.sizes.get(key);
    if (size !== undefined) this.moveToEnd(key, size);
  }

  /**
   * An image was written. Past the budget, the least recently used ones are deleted in the
   * background: the request that wrote the image does not wait for thousands of deletions.
   */
  written(key: string, size: number): void {
    this.total += size - (this.sizes.get(key) ?? 0);
    this.moveToEnd(key, size);
    if (this.total <= this.maxBytes || this.evicting) return;
    this.evicting = this.evict()
      .catch((error: unknown) =>
        this.log(`[glyphcast] cache eviction failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.evicting = undefined;
      });
  }

  private moveToEnd(key: string, size: number): void {
    this.sizes.delete(key);
    this.sizes.set(key, size);
  }

  private async evict(): Promise<void> {
    await this.counted;
    for (const [key, size] of this.sizes) {
      if (this.total <= this.maxBytes * EVICT_TO) break;
      this.sizes.delete(key);
      this.total -= size;
      // A file already gone (another process, a manual clean) is as good as removed.
      await this.storage.removeItem(key).catch(() => undefined);
    }
  }

  private async countExisting(): Promise<void> {
    const found: { key: string; size: number; written: number }[] = [];
    for (const key of await this.storage.getKeys()) {
      const meta = await this.storage.getMeta(key);
      const size = Number(meta.size ?? 0);
      if (size > 0) found.push({ key, size, written: meta.mtime ? new Date(meta.mtime).getTime() : 0 });
    }
    found.sort((a, b) => a.written - b.written);
    // Files found on disk are older than anything written since start: they go to the front.
    const since = new Map(this.sizes);
    this.sizes.clear();
    for (const { key, size } of found) if (!since.has(key)) this.sizes.set(key, size);
    for (const [key, size] of since) this.sizes.set(key, size);
    this.total = 0;
    for (const size of this.sizes.values()) this.total += size;
  }
}
