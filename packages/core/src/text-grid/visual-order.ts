import { embeddingLevels, mirroredCharacter, toDisplayOrder } from '../text/bidi.js';
import { RIGHT_TO_LEFT } from '../text/direction.js';
import type { LineUnit } from './text-cells.js';

/*
 * Right-to-left runs inside a code line are shown as an editor shows them: each character's
 * level is resolved with the line itself left-to-right, then runs at odd levels are reversed
 * (and their brackets mirrored).
 */

/** The units in the order they are drawn, left to right, each marked when it reads right to left. */
export function toVisualOrder(units: readonly LineUnit[]): { unit: LineUnit; rtl: boolean }[] {
  const text = units.map((unit) => unit.text).join('');
  if (!RIGHT_TO_LEFT.test(text)) return units.map((unit) => ({ unit, rtl: false }));
  const levels = embeddingLevels(text, 'ltr');
  let offset = 0;
  const placed = units.map((unit) => {
    const level = levels[offset] as number;
    offset += unit.text.length;
    return { unit: level % 2 === 1 ? mirrored(unit) : unit, level };
  });
  return toDisplayOrder(placed).map(({ unit, level }) => ({ unit, rtl: level % 2 === 1 }));
}

/** `(` shown as `)` inside a right-to-left run, as the algorithm's mirroring rule asks. */
function mirrored(unit: LineUnit): LineUnit {
  if (unit.kind !== 'primary') return unit;
  const mirror = mirroredCharacter(unit.text);
  return mirror ? { ...unit, text: mirror } : unit;
}
