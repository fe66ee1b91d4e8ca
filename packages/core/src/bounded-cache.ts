/**
 * Stores `value` under `key` in a cache bounded to `limit` entries: when it is full, the oldest
 * entry (the first inserted) is dropped first. Every cache of the core goes through this, so
 * none grows with the variety of requests a long-lived process sees.
 */
export function remember<K, V>(cache: Map<K, V>, limit: number, key: K, value: V): V {
  if (cache.size >= limit) cache.delete(cache.keys().next().value as K);
  cache.set(key, value);
  return value;
}
