/*
 * A converted pattern for lines of ASCII text only: each Unicode property (`\p{L}`, `\P{space}`…)
 * replaced by the ASCII characters it holds. On a line with nothing beyond ASCII the two match
 * alike, and V8 compiles the ASCII form in about half the time: C++'s grammar writes Oniguruma's
 * `\w` as `[\p{L}\p{M}\p{N}\p{Pc}]` thousands of times, each a class of ~140,000 code points to
 * build. Most lines of code are ASCII; a line that is not is searched with the full pattern
 * (converted-expression.ts chooses).
 */

const classes = new Map<string, string>();

/**
 * The ASCII characters a property escape matches, as a class: found by testing each one with
 * the escape itself, under the pattern's own case-insensitivity.
 */
function asciiClass(property: string, caseless: boolean): string {
  const key = `${caseless ? 'i' : ''}${property}`;
  let found = classes.get(key);
  if (found === undefined) {
    const test = new RegExp(`^${property}$`, caseless ? 'iv' : 'v');
    const hex = (code: number) => `\\x${code.toString(16).padStart(2, '0')}`;
    let members = '';
    for (let code = 0; code < 128; code++) {
      if (!test.test(String.fromCharCode(code))) continue;
      let last = code;
      while (last + 1 < 128 && test.test(String.fromCharCode(last + 1))) last++;
      members += last > code ? `${hex(code)}-${hex(last)}` : hex(code);
      code = last;
    }
    found = `[${members}]`;
    classes.set(key, found);
  }
  return found;
}

/**
 * The pattern with its property escapes made ASCII classes (the `v` flag nests a class in a
 * class, so one form serves inside and outside them), or the pattern itself when it has none.
 */
export function asciiPattern(pattern: string, flags: string): string {
  if (!flags.includes('v') || !/\\[pP]\{/.test(pattern)) return pattern;
  const caseless = flags.includes('i');
  let rewritten = '';
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index] as string;
    if (character !== '\\') {
      rewritten += character;
      continue;
    }
    const next = pattern[index + 1];
    const end = (next === 'p' || next === 'P') && pattern[index + 2] === '{' ? pattern.indexOf('}', index) : -1;
    if (end < 0) {
      rewritten += character + (next ?? '');
      index++;
      continue;
    }
    rewritten += asciiClass(pattern.slice(index, end + 1), caseless);
    index = end;
  }
  return rewritten;
}
