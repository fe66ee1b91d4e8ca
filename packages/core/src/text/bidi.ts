import type { Bidi } from 'bidi-js';
import bidiModule from 'bidi-js';

/*
 * The Unicode bidirectional algorithm (bidi-js): each character's embedding level in a
 * paragraph of a given direction, and the reordering of a line's pieces for display.
 */

// A CommonJS module whose export is the factory; its typings describe it as an ES module's default.
const bidiFactory = bidiModule as unknown as () => Bidi;
let bidi: Bidi | undefined;

const engine = (): Bidi => {
  bidi ??= bidiFactory();
  return bidi;
};

/** The embedding level of each UTF-16 unit of `text` (odd levels read right to left). */
export function embeddingLevels(text: string, direction: 'ltr' | 'rtl'): Uint8Array {
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
