/**
 * Every cache of the core is bounded, so none grows with the variety of requests a long-lived
 * process sees. What goes first is the oldest entry not read since it was last passed over
 * ("second chance", the clock of operating systems: least recently used, nearly): a read only
 * marks its entry, where moving it to the back of the Map cost a delete and an insert on every
 * hit, and the glyph cache is read for every character a card draws. (lru-cache did the same
 * and added 3.7 MB to every install.)
 */
interface Slot<V> {
  value: V;
  /** Read since it was stored or last passed over. */
  read: boolean;
}

class BoundedCache<K, V> {
  private readonly entries = new Map<K, Slot<V>>();
  private bytes = 0;

  constructor(
    private readonly max: number,
    private readonly byteBudget?: { maxBytes: number; sizeOf: (value: V) => number },
  ) {}

  get(key: K): V | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    slot.read = true;
    return slot.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.forget(key);
    this.entries.set(key, { value, read: false });
    if (this.byteBudget) this.bytes += this.byteBudget.sizeOf(value);
    while (this.entries.size > this.max || (this.byteBudget && this.bytes > this.byteBudget.maxBytes)) {
      this.dropOldestUnread();
    }
    return this;
  }

  /** Entries read since they were passed over go to the back, unmarked; the first other one goes. */
  private dropOldestUnread(): void {
    for (const [key, slot] of this.entries) {
      if (!slot.read) {
        this.forget(key);
        return;
      }
      slot.read = false;
      this.entries.delete(key);
      this.entries.set(key, slot);
    }
  }

  private forget(key: K): void {
    const slot = this.entries.get(key);
    if (slot === undefined) return;
    if (this.byteBudget) this.bytes -= this.byteBudget.sizeOf(slot.value);
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
