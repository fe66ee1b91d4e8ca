import { characterTest, type OtherMembers } from './narrowed-pattern.js';

/*
 * A line beyond ASCII searched cheaply. Each of its characters beyond ASCII is replaced by a
 * stand-in, one per kind of character (the characters every Unicode property the grammars name
 * treats alike), and each property in the pattern becomes a class of its ASCII characters and
 * of the stand-ins whose kind it holds. The full properties are classes of up to 140,000 code
 * points that V8 builds at every occurrence: a Chinese comment cost a TypeScript file three
 * times the compiling of an ASCII one. Stand-ins are taken from Latin-1 characters that have no
 * other case and are not spaces, so the line stays one byte a character and V8 runs the code it
 * compiled for ASCII lines: outside the narrowed classes a pattern sees such a stand-in as it
 * sees the character (not a space, not a word character, matched by `.`). Lines keep their
 * length, so matches fall at the same places.
 */

/** The properties the bundled grammars' converted patterns name, without and with case-insensitivity. */
const PROPERTIES =
  'space AHex L M N Pc Alpha Nd Ll Any Upper Lower S P Lu Lt Lm Lo Nl Sc So Mn Mc Sk Me No sc=Greek Cc Cn Cs Zs';
const CASELESS_PROPERTIES = 'AHex space Nd L M N Pc';

/**
 * Each test of one character that tells kinds apart: `\s` holds spaces beyond White_Space
 * (U+FEFF), `.` stops at U+2028 and U+2029. A `\P{…}` answers the opposite of its `\p{…}`.
 */
const TESTED = [
  ...PROPERTIES.split(' ').map((name) => `\\p{${name}} `),
  ...CASELESS_PROPERTIES.split(' ').map((name) => `\\p{${name}} i`),
  '\\s ',
  '. ',
];
const testIndex = new Map(TESTED.map((key, index) => [key, index]));
const TESTED_PARTS = TESTED.map((key) => [key.slice(0, key.lastIndexOf(' ')), key.endsWith(' i')] as const);
const SPACE_TEST = TESTED.indexOf('\\s ');
const DOT_TEST = TESTED.indexOf('. ');
let asciiCaseless: RegExp | undefined;

/** Latin-1 characters with no other case, not spaces: stand-ins that keep a line one byte a character. */
const LATIN1_STAND_INS = Array.from({ length: 0x80 }, (_, offset) => String.fromCharCode(0x80 + offset)).filter(
  (character) =>
    character.toLowerCase() === character && character.toUpperCase() === character && !/\s/.test(character),
);

interface Kind {
  standIn: string;
  /** The answers to TESTED, as 0 and 1; empty for a character that stands for itself. */
  answers: string;
  character: string;
}
/** The kinds seen so far, numbered in the order they appeared. */
const kinds: Kind[] = [];
let latin1Used = 0;
const kindNumbers = new Map<string, number>();
const kindOfCharacter = new Map<string, number>();
/** Characters remembered at most: a server that meets all of Unicode forgets them, not their kinds. */
const REMEMBERED_CHARACTERS = 20_000;

/** A character's answers to every test: characters with the same answers stand for each other. */
function answersOf(character: string): string {
  let answers = '';
  for (const [matcher, caseless] of TESTED_PARTS)
    answers += characterTest(matcher, caseless).test(character) ? '1' : '0';
  return answers;
}

function kindNumber(character: string): number {
  let number = kindOfCharacter.get(character);
  if (number !== undefined) return number;
  // A character a case-insensitive ASCII letter matches (ſ, the Kelvin sign) stands for itself,
  // as does U+FFFF, which a tokenizer writes into patterns in place of an anchor it hides.
  // biome-ignore lint/complexity/useRegexLiterals: a literal with the v flag needs ES2024, past this package's target
  asciiCaseless ??= new RegExp('^[\\x00-\\x7f]$', 'iv');
  const answers = character === '\uffff' || asciiCaseless.test(character) ? '' : answersOf(character);
  const key = answers ? `${character.length} ${answers}` : `self ${character}`;
  number = kindNumbers.get(key);
  if (number === undefined) {
    // Spaces, line ends, characters of two code units and kinds past the Latin-1 ones stand for themselves.
    const latin1 =
      answers && character.length === 1 && answers[SPACE_TEST] === '0' && answers[DOT_TEST] === '1'
        ? LATIN1_STAND_INS[latin1Used++]
        : undefined;
    number = kinds.push({ standIn: latin1 ?? character, answers, character }) - 1;
    kindNumbers.set(key, number);
  }
  if (kindOfCharacter.size >= REMEMBERED_CHARACTERS) kindOfCharacter.clear();
  kindOfCharacter.set(character, number);
  return number;
}

/** A line with stand-ins, and how many kinds a pattern's classes must know to search it. */
export interface StandInLine {
  text: string;
  needed: number;
}

/**
 * The line with its characters beyond ASCII replaced by stand-ins; null when it holds a lone
 * surrogate. Built as Latin-1 bytes when every stand-in is one: V8 keeps a line it slices from
 * a two-byte string two bytes a character, and compiles a second form of every pattern for it.
 */
export function standInLine(text: string): StandInLine | null {
  let out = '';
  let needed = 0;
  let copiedTo = 0;
  let oneByte = true;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    let character = text[index] as string;
    if (code >= 0xd800 && code <= 0xdfff) {
      const low = text.charCodeAt(index + 1);
      if (code > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return null;
      character = text.slice(index, index + 2);
    }
    const number = kindNumber(character);
    needed = Math.max(needed, number + 1);
    const { standIn } = kinds[number] as Kind;
    oneByte &&= standIn.charCodeAt(0) < 0x100;
    out += text.slice(copiedTo, index) + standIn;
    index += character.length - 1;
    copiedTo = index + 1;
  }
  out += text.slice(copiedTo);
  return { text: oneByte ? Buffer.from(out, 'latin1').toString('latin1') : out, needed };
}

/** Whether a property escape, under the pattern's case-insensitivity, is one the kinds answer. */
function answered(property: string, caseless: boolean): number | undefined {
  return testIndex.get(`\\p${property.slice(2)} ${caseless ? 'i' : ''}`);
}

/**
 * Whether stand-ins read the same as the characters they replace in this pattern: not when it
 * names a character beyond ASCII (as itself or as an escape; U+FFFF, which stands for itself,
 * and a range of them all aside), refers back to a group's text elsewhere (a stand-in equals
 * another stand-in where the characters differed) or names a property the kinds do not
 * answer. A pattern without a property has one form for every line already.
 */
export function standInsServe(pattern: string, flags: string): boolean {
  if (!flags.includes('v') || !/\\[pP]\{/.test(pattern)) return false;
  // A range of every character past ASCII (PHP's names) holds every stand-in as it holds every character.
  const withoutFullRanges = pattern.replace(/\\x(?:7[fF]|80)-\\u\{10[fF]{4}\}/g, '');
  if (/[^\x00-\x7f\uffff]|\\u|\\x[89a-fA-F]|\\k</.test(withoutFullRanges)) return false;
  if (/\\[1-9]/.test(pattern) && !onlyAtomicReferences(pattern)) return false;
  const caseless = flags.includes('i');
  for (const [property] of pattern.matchAll(/\\[pP]\{[^}]*\}/g))
    if (answered(property, caseless) === undefined) return false;
  return true;
}

const REFERENCE_NUMBER = /[1-9]\d*/y;

/**
 * Whether every reference back in the pattern is the converter's atomic group, `(?=(…))\N`: a
 * group taken by a lookahead and matched again where it stands, so it compares a stretch of
 * the line with itself, alike with stand-ins or without.
 */
function onlyAtomicReferences(pattern: string): boolean {
  const groupOpenedAt: number[] = [];
  const closeOf = new Map<number, number>();
  const open: number[] = [];
  const references: { at: number; group: number }[] = [];
  let classDepth = 0;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index];
    if (character === '\\') {
      REFERENCE_NUMBER.lastIndex = index + 1;
      const digits = REFERENCE_NUMBER.exec(pattern);
      if (digits && classDepth === 0) references.push({ at: index, group: Number(digits[0]) });
      index++;
    } else if (character === '[') {
      classDepth++;
    } else if (character === ']' && classDepth > 0) {
      classDepth--;
    } else if (classDepth === 0 && character === '(') {
      open.push(index);
      if (pattern[index + 1] !== '?' || /^\?<[A-Za-z_]/.test(pattern.slice(index + 1))) groupOpenedAt.push(index);
    } else if (classDepth === 0 && character === ')') {
      closeOf.set(open.pop() as number, index);
    }
  }
  return references.every(({ at, group }) => {
    const opened = groupOpenedAt[group - 1];
    if (opened === undefined || pattern.slice(opened - 3, opened) !== '(?=') return false;
    return closeOf.get(opened) === at - 2 && closeOf.get(opened - 3) === at - 1;
  });
}

/**
 * The kinds seen so far: how many, and the stand-ins of those a property holds (worked out
 * once a property: a pattern names the same few properties hundreds of times).
 */
export function knownStandIns(): OtherMembers & { count: number } {
  const known = kinds.slice();
  const heldByProperty = new Map<string, string[]>();
  return {
    count: known.length,
    heldBy(property: string, caseless: boolean) {
      const key = `${caseless ? 'i' : ''}${property}`;
      let held = heldByProperty.get(key);
      if (!held) {
        const index = answered(property, caseless) as number;
        const wanted = property[1] === 'p' ? '1' : '0';
        held = known
          .filter(({ answers, character }) =>
            // A character that stands for itself was not tested with the others: it is tested here.
            answers ? answers[index] === wanted : characterTest(property, caseless).test(character),
          )
          .map(({ standIn }) => standIn);
        heldByProperty.set(key, held);
      }
      return held;
    },
  };
}
