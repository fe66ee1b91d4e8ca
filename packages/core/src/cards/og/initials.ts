/** Up to two initials of the author, shown when there is no avatar or it failed to load. */
export function initials(author: string): string {
  const words = author.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
