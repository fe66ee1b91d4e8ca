import { LRUCache } from 'lru-cache';

/** Room for the parsed parameters of recent GET URLs (a code GET URL can reach 40 kB). */
const MEMO_MAX_BYTES = 16 * 1024 * 1024;

interface ParsedEntry<T> {
  params: T;
  /** ETags by watermark (Free and playground images differ from paid ones). */
  etags: Map<boolean, string>;
}

/**
 * Parsed parameters and ETags of recent GET query strings. An og:image URL is requested again
 * and again with the same query: a cache hit then skips validation and hashing. Only queries
 * that parsed are kept, so a bad one is refused with its error every time.
 */
export class ParsedQueryMemo<T extends object> {
  private readonly entries = new LRUCache<string, ParsedEntry<T>>({
    maxSize: MEMO_MAX_BYTES,
    // Parameters take about as much memory as the query string they came from, twice over.
    sizeCalculation: (_entry, key) => key.length * 4 + 256,
  });

  /** The parameters and ETag for `key` (kind and raw query string), each computed once. */
  resolve(key: string, watermark: boolean, parse: () => T, etagOf: (params: T) => string): { params: T; etag: string } {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { params: parse(), etags: new Map() };
      this.entries.set(key, entry);
    }
    let etag = entry.etags.get(watermark);
    if (etag === undefined) {
      etag = etagOf(entry.params);
      entry.etags.set(watermark, etag);
    }
    return { params: entry.params, etag };
  }
}
