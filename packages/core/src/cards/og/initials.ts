/**
 * Up to two initials of the author, shown when there is no avatar or it failed to load: the
 * first characters of the first and last words that begin with a letter ("Acme blog ·
 * 2026-11-16" → "AB"), or of any words when none does.
 */
export function initials(author: string): string {
  const all = author.trim().split(/\s+/).filter(Boolean);
  const lettered = all.filter((word) => /^\p{L}/u.test(word));
  const words = lettered.length > 0 ? lettered : all;
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
