/**
 * Every cache of the core is bounded, so none grows with the variety of requests a long-lived
 * process sees; the least recently used entry goes first. A Map keeps insertion order, so a
 * hit moves its entry to the end and the first key is the oldest. (lru-cache did the same and
 * added 3.7 MB to every install.)
 */
class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private bytes = 0;

  constructor(
    private readonly max: number,
    private readonly byteBudget?: { maxBytes: number; sizeOf: (value: V) => number },
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.forget(key);
    this.entries.set(key, value);
    if (this.byteBudget) this.bytes += this.byteBudget.sizeOf(value);
    while (this.entries.size > this.max || (this.byteBudget && this.bytes > this.byteBudget.maxBytes)) {
      this.forget(this.entries.keys().next().value as K);
    }
    return this;
  }

  private forget(key: K): void {
    if (this.byteBudget && this.entries.has(key)) this.bytes -= this.byteBudget.sizeOf(this.entries.get(key) as V);
    this.entries.delete(key);
  }

  /** Bytes held, as `sizeOf` counts them (0 without a byte budget). */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A cache of at most `max` entries and, with `byteBudget`, at most `maxBytes` as `sizeOf`
 * counts each value (for values whose size varies by orders of magnitude, as glyph masks do).
 */
export function boundedCache<K, V>(
  max: number,
  byteBudget?: { maxBytes: number; sizeOf: (value: V) => number },
): BoundedCache<K, V> {
  return new BoundedCache<K, V>(max, byteBudget);
}

/** Stores `value` under `key` and returns it. */
export function remember<K, V>(cache: BoundedCache<K, V>, key: K, value: V): V {
  cache.set(key, value);
  return value;
}
