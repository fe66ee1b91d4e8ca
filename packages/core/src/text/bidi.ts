import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';

/*
 * The Unicode bidirectional algorithm (bidi-js): each character's embedding level in a
 * paragraph of a given direction, and the reordering of a line's pieces for display.
 */

let bidi: Bidi | undefined;

/**
 * bidi-js (~4.5 MB resident once loaded) on first need: left-to-right text in a left-to-right
 * paragraph never needs it. A CommonJS module whose export is the factory.
 */
const engine = (): Bidi => {
  bidi ??= (createRequire(import.meta.url)('bidi-js') as () => Bidi)();
  return bidi;
};

/**
 * Characters that can take a level above 0 in a left-to-right paragraph: the right-to-left
 * blocks (Hebrew, Arabic, Syriac, Thaana, NKo… and their presentation forms; the bidi classes R,
 * AL and Arabic digits, AN, are all in them), the right-to-left mark, and the explicit
 * embeddings, overrides and isolates.
 */
const MAY_RAISE_LEVEL =
  /[\u0590-\u08FF\u200F\u202A-\u202E\u2066-\u2069\uFB1D-\uFDFF\uFE70-\uFEFE]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** The embedding level of each UTF-16 unit of `text` (odd levels read right to left). */
export function embeddingLevels(text: string, direction: 'ltr' | 'rtl'): Uint8Array {
  if (direction === 'ltr' && !MAY_RAISE_LEVEL.test(text)) return new Uint8Array(text.length);
  return engine().getEmbeddingLevels(text, direction).levels;
}

/** The mirrored form of a bracket (`(` for `)`), for characters at an odd level; else undefined. */
export function mirroredCharacter(character: string): string | undefined {
  return engine().getMirroredCharacter(character) ?? undefined;
}

/**
 * Pieces of a line, each at one level, in the order they are shown left to right: every maximal
 * sequence at or above each odd level is reversed, highest level first (rule L2).
 */
export function toDisplayOrder<Piece extends { level: number }>(pieces: readonly Piece[]): Piece[] {
  const placed = [...pieces];
  const highest = Math.max(0, ...placed.map((piece) => piece.level));
  const lowestOdd = Math.min(...placed.map((piece) => piece.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < placed.length) {
      if ((placed[start] as Piece).level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < placed.length && (placed[end] as Piece).level >= level) end++;
      placed.splice(start, end - start, ...placed.slice(start, end).reverse());
      start = end;
    }
  }
  return placed;
}
