/*
 * A CSS value split the way properties read it: top-level comma-separated parts (the layers of
 * `background-image`, the shadows of `box-shadow`), each a list of space-separated tokens, with
 * functions (`rgb(…)`, `linear-gradient(…)`) kept whole.
 */

/** A token: a word (`10px`, `#fff`, `center`) or a function with its raw arguments. */
export type ValueToken = { word: string } | { fn: string; args: string };

/** Splits at top-level occurrences of `separator` (outside parentheses and quotes). */
export function splitTopLevel(value: string, separator: ',' | '/' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    const character = value[index] as string;
    if (quote) {
      if (character === quote) quote = '';
      continue;
    }
    if (character === '"' || character === "'") quote = character;
    else if (character === '(') depth++;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (separator === ' ' ? /\s/.test(character) : character === separator)) {
      parts.push(value.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(value.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The space-separated tokens of one part. */
export function tokens(part: string): ValueToken[] {
  return splitTopLevel(part, ' ').map((token) => {
    const match = /^([a-zA-Z-]+)\((.*)\)$/s.exec(token);
    return match ? { fn: (match[1] as string).toLowerCase(), args: match[2] as string } : { word: token };
  });
}
