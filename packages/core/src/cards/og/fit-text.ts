import { eastAsianWidth } from 'get-east-asian-width';

/*
 * Picks the largest font size at which a text fits its box, from an estimate of its width:
 * Inter Bold averages ~0.53 em a character, wide (CJK) characters 1 em. The estimate only
 * chooses the size; satori lays out the real text, and a line clamp with an ellipsis is the
 * last resort when even the smallest size cannot hold it all.
 */

const SIZES = [128, 112, 96, 84, 72, 64, 56, 50, 44, 40, 36, 32] as const;
const AVERAGE_EM = 0.53;

/** Width of a text in ems of its font size. */
function textEms(text: string): number {
  let ems = 0;
  for (const character of text) ems += eastAsianWidth(character.codePointAt(0) ?? 0) === 2 ? 1 : AVERAGE_EM;
  return ems;
}

interface FittedText {
  fontSize: number;
  /** Lines the text may take at that size: the box's height, in lines. */
  lines: number;
}

/**
 * The largest size from the scale whose estimated wrapped height fits `box`, never more than
 * `maxLines` lines. Words are assumed to wrap with ~12% of each line lost to ragged ends.
 */
export function fitText(
  text: string,
  box: { width: number; height: number },
  lineHeight: number,
  maxLines: number,
  maxSize: number = SIZES[0],
): FittedText {
  const ems = textEms(text);
  for (const size of SIZES) {
    if (size > maxSize) continue;
    const lines = Math.max(1, Math.ceil((ems * size) / (box.width * 0.88)));
    if (lines <= maxLines && lines * size * lineHeight <= box.height) {
      return { fontSize: size, lines: Math.min(maxLines, Math.floor(box.height / (size * lineHeight))) };
    }
  }
  const smallest = SIZES[SIZES.length - 1] as number;
  return { fontSize: smallest, lines: Math.max(1, Math.floor(box.height / (smallest * lineHeight))) };
}
