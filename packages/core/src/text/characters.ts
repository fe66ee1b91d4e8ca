/** Noncharacters U+FFFE and U+FFFF and unpaired surrogates: no text should hold them. */
export const BROKEN_CHARACTER_SOURCE =
  '[\\ufffe\\uffff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const BROKEN = new RegExp(BROKEN_CHARACTER_SOURCE, 'g');

/** Shows each broken character as U+FFFD (�), as editors do. */
export function replaceBrokenCharacters(text: string): string {
  return text.replace(BROKEN, '\ufffd');
}
