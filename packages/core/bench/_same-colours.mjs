import { getResolvedTheme } from '../src/highlight/highlighter.ts';
import { findLanguage } from '../src/highlight/languages.ts';
import { tokenize } from '../src/highlight/tokenize.ts';

/*
 * Whether a detector's answer draws a sample in the colours its own language would: every
 * visible character the same colour and style when tokenised by the answer's grammar as by
 * the sample's, in the default theme. TypeScript read as JavaScript mostly is coloured right
 * (Shiki's JavaScript grammar colours type annotations too, not an old-style `<T>x` cast); a
 * Markdown file read as prose is not (its headings lose their colour). Beside exact labels,
 * this is what a reader of the card sees.
 */

const THEME = 'vitesse-dark';
const coloursOf = new Map();

/** Each visible character's colour and style, as one string; undefined for a language Shiki lacks. */
async function colours(text, language) {
  const key = `${language}\u0000${text}`;
  if (coloursOf.has(key)) return coloursOf.get(key);
  let result;
  const id = language === 'text' ? 'text' : findLanguage(language);
  if (id) {
    const { fg } = await getResolvedTheme(THEME);
    const lines = await tokenize(text, id, THEME);
    const parts = [];
    for (const token of lines.flat()) {
      const style = `${(token.color ?? fg).toLowerCase()}/${token.fontStyle ?? 0};`;
      for (const character of token.content) if (character.trim()) parts.push(style);
    }
    result = parts.join('');
  }
  coloursOf.set(key, result);
  return result;
}

/** True when `got` colours `text` as `expected` does (the same language always does). */
export async function sameColours(expected, got, text) {
  if (expected === got) return true;
  const [wanted, drawn] = await Promise.all([colours(text, expected), colours(text, got ?? 'text')]);
  return wanted !== undefined && wanted === drawn;
}
