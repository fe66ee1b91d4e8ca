import type { Bidi } from 'bidi-js';
import bidiModule from 'bidi-js';
import { RIGHT_TO_LEFT } from '../../text/direction.js';
import type { LineUnit } from './text-cells.js';

/*
 * Right-to-left runs inside a code line are shown as an editor shows them: the Unicode
 * bidirectional algorithm (bidi-js) resolves each character's level with the line itself
 * left-to-right, then runs at odd levels are reversed (and their brackets mirrored).
 */

// A CommonJS module whose export is the factory; its typings describe it as an ES module's default.
const bidiFactory = bidiModule as unknown as () => Bidi;
let bidi: Bidi | undefined;

/** The units in the order they are drawn, left to right, each marked when it reads right to left. */
export function toVisualOrder(units: readonly LineUnit[]): { unit: LineUnit; rtl: boolean }[] {
  const text = units.map((unit) => unit.text).join('');
  if (!RIGHT_TO_LEFT.test(text)) return units.map((unit) => ({ unit, rtl: false }));
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
  let offset = 0;
  const placed = units.map((unit) => {
    const level = levels[offset] as number;
    offset += unit.text.length;
    return { unit: level % 2 === 1 ? mirrored(unit) : unit, level };
  });
  // Reverse every maximal sequence at or above each odd level, highest first.
  const highest = Math.max(...placed.map((entry) => entry.level));
  for (let level = highest; level >= 1; level--) {
    let start = 0;
    while (start < placed.length) {
      if ((placed[start] as (typeof placed)[number]).level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < placed.length && (placed[end] as (typeof placed)[number]).level >= level) end++;
      const reversed = placed.slice(start, end).reverse();
      placed.splice(start, end - start, ...reversed);
      start = end;
    }
  }
  return placed.map(({ unit, level }) => ({ unit, rtl: level % 2 === 1 }));
}

/** `(` shown as `)` inside a right-to-left run, as the algorithm's mirroring rule asks. */
function mirrored(unit: LineUnit): LineUnit {
  if (unit.kind !== 'primary') return unit;
  const mirror = (bidi as Bidi).getMirroredCharacter(unit.text);
  return mirror ? { ...unit, text: mirror } : unit;
}
