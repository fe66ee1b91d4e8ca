import { withoutLicenceHeader } from './licence-header.js';

/*
 * What the language classifier reads: the tokens of each line (words, numbers, runs of
 * punctuation), each token with the one before it (the first with the line's start, so
 * `^ def` and `^ #include` say how lines begin), how each line ends, each word's shape
 * (camelCase, snake_case, PascalCase: naming conventions tell languages apart in an
 * excerpt of a few lines whose words the model never saw) and how deep lines are indented.
 * Features are hashed to 32 bits so the model ships no strings. Training and detection call
 * the same function.
 */

/** Enough text to decide; more only costs time. */
export const DETECTION_WINDOW = 6_000;
const MAX_TOKEN_LENGTH = 24;

const TOKEN = /[A-Za-z_$@][\w$]*|\d[\d_]*(?:\.\d+)?|[^\s\w]{1,4}/g;
const WORD_START = /^[A-Za-z_$@]/;
/** Indentation deeper than this says nothing more about a style. */
const MAX_INDENT = 16;

/** FNV-1a over UTF-16 code units. */
function hashFeature(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A word's shape: letters as a or A, digits as 0, runs collapsed (`fooBar` is aAa, `foo_bar` a_a). */
function shapeOf(word: string): string {
  let shape = '';
  for (let index = 0; index < word.length && shape.length < 6; index++) {
    const code = word.charCodeAt(index);
    const kind =
      code >= 97 && code <= 122 ? 'a' : code >= 65 && code <= 90 ? 'A' : code >= 48 && code <= 57 ? '0' : word[index];
    if (!shape.endsWith(kind as string)) shape += kind;
  }
  return shape;
}

/** Counts of each hashed feature of `code`. */
export function countFeatures(code: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const hash = hashFeature(feature);
    counts.set(hash, (counts.get(hash) ?? 0) + 1);
  };
  const readable = withoutLicenceHeader(code);
  const text = readable.length > DETECTION_WINDOW ? readable.slice(0, DETECTION_WINDOW) : readable;
  for (const line of text.split('\n')) {
    let previous = '^';
    let count = 0;
    const leading = line.length - line.trimStart().length;
    TOKEN.lastIndex = 0;
    for (let match = TOKEN.exec(line); match; match = TOKEN.exec(line)) {
      let token = match[0];
      if (token.length > MAX_TOKEN_LENGTH) token = token.slice(0, MAX_TOKEN_LENGTH);
      else if (token.charCodeAt(0) >= 48 && token.charCodeAt(0) <= 57) token = '0';
      add(token);
      if (WORD_START.test(token)) {
        const shape = shapeOf(token);
        add(`shape ${shape}`);
        add(`shape ${previous} ${shape}`);
      }
      // SQL, BASIC and shells are written in either case: the capitals also count as lower case.
      if (token.length > 1 && token === token.toUpperCase() && /^[A-Z]/.test(token)) add(token.toLowerCase());
      add(`${previous} ${token}`);
      previous = token;
      count++;
    }
    if (count === 0) continue;
    add(`${previous} $`);
    if (leading > 0) add(line.charCodeAt(0) === 9 ? 'indent tab' : 'indent space');
    // The depth too: two spaces, four, a tab (a few lines show a style's unit).
    if (leading > 0 && leading <= MAX_INDENT) add(`indent ${line.charCodeAt(0) === 9 ? 't' : 's'}${leading}`);
  }
  return counts;
}
