/*
 * If-None-Match as RFC 9110 (13.1.2) reads it: `*`, or a list of entity tags compared weakly
 * (`W/"x"` matches `"x"`). Caches that keep both the gzip and the identity variant send lists.
 */

/** The opaque part of an entity tag, its weakness dropped: `W/"abc"` and `"abc"` are both `"abc"`. */
function opaqueTag(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/** Whether an If-None-Match header names any of the current representations' tags (or `*`). */
export function ifNoneMatchHits(header: string | undefined, currentTags: readonly string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = new Set(currentTags.map(opaqueTag));
  // Tags cannot hold a comma (etagc excludes it), so a plain split finds each one.
  return header.split(',').some((tag) => current.has(opaqueTag(tag)));
}
