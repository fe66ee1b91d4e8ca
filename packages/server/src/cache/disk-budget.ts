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
  ) {
    this.counted = this.countExisting();
  }

  /** Bytes the cache holds now (for tests and health). */
  async usedBytes(): Promise<number> {
    await this.counted;
    return this.total;
  }

  /** An image was read from disk: it becomes the most recently used. */
  used(key: string): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.sizes.set(key, size);
  }

  /** An image was written; evicts the least recently used ones when over budget. */
  async written(key: string, size: number): Promise<void> {
    this.total += size - (this.sizes.get(key) ?? 0);
    this.sizes.delete(key);
    this.sizes.set(key, size);
    if (this.total <= this.maxBytes) return;
    this.evicting ??= this.evict().finally(() => {
      this.evicting = undefined;
    });
    await this.evicting;
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
