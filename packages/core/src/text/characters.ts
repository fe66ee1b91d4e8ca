/** Text of printable ASCII only: one character per grapheme, a column each, every face has it. */
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A grapheme shown as a colour emoji: emoji presentation, a selector-16 sequence, a flag, a keycap. */
export const EMOJI_GRAPHEME =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|^[#*0-9]\uFE0F?\u20E3$/u;

/** Noncharacters U+FFFE and U+FFFF and unpaired surrogates: no text should hold them. */
export const BROKEN_CHARACTER_SOURCE =
  '[\\ufffe\\uffff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const BROKEN = new RegExp(BROKEN_CHARACTER_SOURCE, 'g');

/** Shows each broken character as U+FFFD (�), as editors do. */
export function replaceBrokenCharacters(text: string): string {
  return text.replace(BROKEN, '\ufffd');
}
