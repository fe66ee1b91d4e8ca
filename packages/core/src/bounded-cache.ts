/**
 * Every cache of the core is bounded, so none grows with the variety of requests a long-lived
 * process sees; the least recently used entry goes first. A Map keeps insertion order, so a
 * hit moves its entry to the end and the first key is the oldest. (lru-cache did the same and
 * added 3.7 MB to every install.)
 */
class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

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
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  get size(): number {
    return this.entries.size;
  }
}

export function boundedCache<K, V>(max: number): BoundedCache<K, V> {
  return new BoundedCache<K, V>(max);
}

/** Stores `value` under `key` and returns it. */
export function remember<K, V>(cache: BoundedCache<K, V>, key: K, value: V): V {
  cache.set(key, value);
  return value;
}
