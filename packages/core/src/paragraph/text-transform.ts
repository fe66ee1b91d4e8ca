export type TextTransform = 'none' | 'uppercase' | 'lowercase' | 'capitalize';

/** CSS text-transform: capitalize raises the first letter of each word. */
export function transformText(text: string, transform: TextTransform): string {
  if (transform === 'uppercase') return text.toUpperCase();
  if (transform === 'lowercase') return text.toLowerCase();
  if (transform === 'capitalize')
    return text.replace(/(^|\s)(\p{Ll})/gu, (_, before, letter) => before + letter.toUpperCase());
  return text;
}
