interface ParsedEntry<T> {
  params: T;
  /** ETags by watermark (Free and playground images differ from paid ones). */
  etags: Map<boolean, string>;
}

/**
 * Parsed parameters and ETags of recent GET queries. An og:image URL is requested again and
 * again with the same query: a cache hit then skips validation and hashing. Entries hang off
 * the query object that `singleValuedQuery` remembers for the query string, so they live
 * exactly as long as it keeps that string, within its bound. Only queries that parsed are
 * kept, so a bad one is refused with its error every time.
 */
export class ParsedQueryMemo<T extends object> {
  private readonly entries = new WeakMap<object, Map<string, ParsedEntry<T>>>();

  /** The parameters and ETag of `query` as an image of `kind`, each computed once. */
  resolve(
    query: object,
    kind: string,
    watermark: boolean,
    parse: () => T,
    etagOf: (params: T) => string,
  ): { params: T; etag: string } {
    let byKind = this.entries.get(query);
    if (!byKind) {
      byKind = new Map();
      this.entries.set(query, byKind);
    }
    let entry = byKind.get(kind);
    if (!entry) {
      entry = { params: parse(), etags: new Map() };
      byKind.set(kind, entry);
    }
    let etag = entry.etags.get(watermark);
    if (etag === undefined) {
      etag = etagOf(entry.params);
      entry.etags.set(watermark, etag);
    }
    return { params: entry.params, etag };
  }
}
