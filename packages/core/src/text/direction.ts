/** Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo… and their presentation forms). */
export const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

const LETTER = /\p{L}/u;

/** Whether a paragraph reads right to left: its first letter is a right-to-left one. */
export function startsRightToLeft(text: string): boolean {
  const letter = LETTER.exec(text);
  return letter !== null && RIGHT_TO_LEFT.test(letter[0]);
}
