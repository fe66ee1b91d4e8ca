/*
 * A converted pattern for lines of ASCII text only: each Unicode property (`\p{L}`, `\P{space}`…)
 * replaced by the ASCII characters it holds. On a line with nothing beyond ASCII the two match
 * alike, and V8 compiles the ASCII form in about half the time: C++'s grammar writes Oniguruma's
 * `\w` as `[\p{L}\p{M}\p{N}\p{Pc}]` thousands of times, each a class of ~140,000 code points to
 * build. A line beyond ASCII is searched with the stand-ins of its other characters added to
 * those classes (stand-in-characters.ts), or with the full pattern where stand-ins cannot serve
 * (converted-expression.ts chooses).
 */

const asciiMembers = new Map<string, string>();
const hex = (code: number) => `\\x${code.toString(16).padStart(2, '0')}`;

const characterTests = new Map<string, RegExp>();

/**
 * A test of one character against a property, an escape or `.` (`\p{L}`, `\s`), with or
 * without case-insensitivity: compiled once, as each property is a large class to build.
 */
export function characterTest(matcher: string, caseless: boolean): RegExp {
  const key = `${caseless ? 'i' : ''}${matcher}`;
  let test = characterTests.get(key);
  if (!test) {
    test = new RegExp(`^${matcher}$`, caseless ? 'iv' : 'v');
    characterTests.set(key, test);
  }
  return test;
}

/**
 * The ASCII characters a property escape matches, as class members: found by testing each one
 * with the escape itself, under the pattern's own case-insensitivity.
 */
function asciiMembersOf(property: string, caseless: boolean): string {
  const key = `${caseless ? 'i' : ''}${property}`;
  let members = asciiMembers.get(key);
  if (members === undefined) {
    const test = characterTest(property, caseless);
    members = '';
    for (let code = 0; code < 128; code++) {
      if (!test.test(String.fromCharCode(code))) continue;
      let last = code;
      while (last + 1 < 128 && test.test(String.fromCharCode(last + 1))) last++;
      members += last > code ? `${hex(code)}-${hex(last)}` : hex(code);
      code = last;
    }
    asciiMembers.set(key, members);
  }
  return members;
}

/** Characters beyond ASCII that a narrowed class holds too, by the properties that hold them. */
export interface OtherMembers {
  heldBy(property: string, caseless: boolean): string[];
}

/** The class a property escape becomes: its ASCII characters and the others it holds. */
function narrowedClass(property: string, caseless: boolean, others: OtherMembers | undefined): string {
  let members = asciiMembersOf(property, caseless);
  for (const other of others?.heldBy(property, caseless) ?? [])
    members += `\\u{${(other.codePointAt(0) as number).toString(16)}}`;
  return `[${members}]`;
}

/**
 * The pattern with its property escapes made classes of their ASCII characters and of the
 * `others` they hold (the `v` flag nests a class in a class, so one form serves inside and
 * outside them), or the pattern itself when it has none.
 */
export function narrowedPattern(pattern: string, flags: string, others?: OtherMembers): string {
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
    rewritten += narrowedClass(pattern.slice(index, end + 1), caseless, others);
    index = end;
  }
  return rewritten;
}
