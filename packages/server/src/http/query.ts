import { GlyphcastError } from '@glyphcast/core';
import type { H3Event } from 'h3';
import { LRUCache } from 'lru-cache';

/** Recent query strings, parsed: an og:image URL is asked for again and again. */
const recentQueries = new LRUCache<string, Readonly<Record<string, string>>>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (_query, search) => search.length * 4 + 64,
});

/**
 * The query string as single values (frozen: shared between requests); a parameter given twice
 * is the caller's error, by name. Not h3's `getValidatedQuery`: it turns a repeated parameter
 * into an array silently and parses every request anew, where a cache hit here skips parsing
 * and validation altogether (the parsed-query memo hangs off this object).
 */
export function singleValuedQuery(event: H3Event): Readonly<Record<string, string>> {
  const search = event.url.search;
  const known = recentQueries.get(search);
  if (known) return known;
  const parsed = Object.freeze(parseSingleValued(event));
  recentQueries.set(search, parsed);
  return parsed;
}

/** Names that would reach an object's prototype instead of a parameter. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

function parseSingleValued(event: H3Event): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of event.url.searchParams) {
    if (RESERVED_NAMES.has(name)) {
      throw new GlyphcastError(`\`${name}\` is not a parameter`, { code: 'INVALID_PARAMETER', field: name });
    }
    if (Object.hasOwn(result, name)) {
      const count = event.url.searchParams.getAll(name).length;
      throw new GlyphcastError(`\`${name}\` must be given once, received ${count} values`, {
        code: 'INVALID_PARAMETER',
        field: name,
      });
    }
    result[name] = value;
  }
  return result;
}

/**
 * Decodes base64 text in the standard or the URL-safe alphabet, padded or not: what a browser's
 * `btoa` and a server's `base64url` produce. A standard `+` pasted into a URL unescaped arrives
 * as a space (a query's `+` means one), which base64 never holds: it is read as the `+` it was.
 * Anything else is an error naming the field.
 */
export function decodeBase64Text(value: string, field: string): string {
  const normalised = value.trim().replace(/[ -]/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalised) || normalised.length % 4 === 1) {
    throw new GlyphcastError(`\`${field}\` must be base64 (standard or URL-safe) UTF-8 text`, {
      code: 'INVALID_PARAMETER',
      field,
    });
  }
  return Buffer.from(normalised, 'base64').toString('utf8');
}
