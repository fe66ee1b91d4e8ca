import { narrowedPattern } from './narrowed-pattern.js';
import { knownStandIns, type StandInLine, standInLine, standInsServe } from './stand-in-characters.js';

/*
 * An Oniguruma expression the build rewrote in JavaScript's syntax (scripts/precompile-regexes.mjs,
 * with `oniguruma-to-es`), run by V8. Some rewrites need help at run time, which the build
 * records beside the pattern: capturing groups the rewrite added (hidden from the result),
 * groups whose text belongs to an earlier group number (transferred), and expressions that
 * must see the line from the search's start only ("clip_search": searched on the rest of the
 * line, so a lookbehind cannot look back past the start), and, where the build made the groups
 * no rule reads non-capturing, the numbers the others had. The converter's own RegExp subclass
 * does the same, but importing it loads the whole converter (~40 ms of a one-file
 * command-line render on a slow machine); this runs only what the stored forms need. A line of
 * ASCII text is searched with the pattern's Unicode properties cut to their ASCII characters
 * (narrowed-pattern.ts), which V8 compiles in about half the time; a line beyond ASCII, where it
 * can be, with stand-ins for its other characters (stand-in-characters.ts).
 */

/** What the build stores beside a rewritten pattern (only the keys an expression needs). */
export interface ConversionNotes {
  hiddenCaptures?: number[];
  transfers?: [to: number, from: number[]][];
  strategy?: 'clip_search';
  /** One of these strings is in every match: where none is, from the search's start, there is none. */
  needs?: string[];
  /** `needs` are in lower case and may appear in any case. */
  caseless?: true;
  /**
   * The numbers the pattern's groups had as converted, when the build made those no rule reads
   * non-capturing (group n is now `groups[n - 1]`); `hiddenCaptures` and `transfers` count them so.
   */
  groups?: number[];
}

/** A converted expression as stored: JavaScript source, flags, notes. */
export type StoredExpression = [pattern: string, flags: string, notes?: ConversionNotes];

/** Capture spans: [start, end] of the whole match first, then of each group; undefined where a group took no part. */
export type CaptureSpans = ([number, number] | undefined)[];

export interface ExpressionMatch {
  index: number;
  spans: CaptureSpans;
}

/** How each group of the rewritten pattern maps back: hidden, or its text given to another group too. */
interface GroupFate {
  hidden: boolean;
  transferTo?: number;
}

function groupFates(notes: ConversionNotes | undefined): Map<number, GroupFate> {
  const fates = new Map<number, GroupFate>();
  for (const group of notes?.hiddenCaptures ?? []) fates.set(group, { hidden: true });
  for (const [to, froms] of notes?.transfers ?? []) {
    for (const from of froms) fates.set(from, { hidden: fates.get(from)?.hidden ?? false, transferTo: to });
  }
  return fates;
}

/**
 * A line in the case a case-insensitive search sees it, for ASCII: the same length, letters in
 * lower case, and the two other characters that match an ASCII letter then (the long s and
 * the Kelvin sign) as that letter.
 */
export function foldCase(text: string): string {
  return text.replace(/[A-Z\u017f\u212a]/g, (character) =>
    character === '\u017f' ? 's' : character === '\u212a' ? 'k' : character.toLowerCase(),
  );
}

/**
 * What searches ask of the last line, each worked out on the first ask: a tokenizer searches
 * one line many times before the next.
 */
let lastLine: {
  text: string;
  folded?: string;
  ascii?: boolean;
  /** An ASCII line as V8 stores one byte a character: a line cut from a text beyond ASCII takes two. */
  oneByte?: string;
  standIns?: StandInLine | null;
} = { text: '' };
function factsOf(text: string): typeof lastLine {
  if (lastLine.text !== text) lastLine = { text };
  return lastLine;
}

function foldedLine(text: string): string {
  const facts = factsOf(text);
  facts.folded ??= foldCase(text);
  return facts.folded;
}

/** Characters beyond ASCII: a line without them is searched with each pattern's ASCII form. */
const NON_ASCII = /[^\x00-\x7f]/;

/** The line's facts, with whether it holds only ASCII characters worked out. */
function asciiFacts(text: string): typeof lastLine & { ascii: boolean } {
  const facts = factsOf(text);
  facts.ascii ??= !NON_ASCII.test(text);
  return facts as typeof lastLine & { ascii: boolean };
}

/** Whether a line holds only ASCII characters. */
export function isAsciiLine(text: string): boolean {
  return asciiFacts(text).ascii;
}

function standInsOf(text: string): StandInLine | null {
  const facts = factsOf(text);
  if (facts.standIns === undefined) facts.standIns = standInLine(text);
  return facts.standIns;
}

/** RegExps compiled so far: how a test sees which expressions a line never needed. */
export const compiledRegexes = { count: 0 };

/**
 * Subjects long enough that V8 compiles a RegExp's first run straight to machine code, for one
 * byte a character or two. On a shorter one it first compiles bytecode, runs that, and compiles
 * machine code on the second run: most expressions a file needs run more than once, so each was
 * compiled twice. V8 compiles apart for each width, so a pattern is first run at the width of
 * the lines it will search.
 */
const LONG_SUBJECTS = { oneByte: ' '.repeat(1000), twoByte: `${' '.repeat(999)}\u0100` };

/** A pattern compiled to machine code at once, and counted. */
function compile(pattern: string, flags: string, width: keyof typeof LONG_SUBJECTS): RegExp {
  compiledRegexes.count++;
  const regex = new RegExp(pattern, flags);
  const subject = LONG_SUBJECTS[width];
  // Searched from the subject's end only (the stored expressions are all global or sticky).
  regex.lastIndex = subject.length;
  regex.exec(subject);
  return regex;
}

export class ConvertedExpression {
  readonly #pattern: string;
  readonly #flags: string;
  readonly #clipped: boolean;
  readonly #fates: Map<number, GroupFate>;
  readonly #needs: string[] | undefined;
  readonly #caseless: boolean;
  readonly #groups: number[] | undefined;
  #regex: RegExp | undefined;
  #asciiRegex: RegExp | undefined;
  /** What ASCII lines are searched with: the narrowed form or the ASCII one. */
  #asciiLineRegex: RegExp | undefined;
  /** The form for ASCII lines and lines with stand-ins, and how many stand-ins its classes know. */
  #narrowedRegex: { regex: RegExp; knows: number } | undefined;
  #standInsServe: boolean | undefined;

  constructor([pattern, flags, notes]: StoredExpression) {
    this.#pattern = pattern;
    this.#flags = flags;
    this.#clipped = notes?.strategy === 'clip_search';
    this.#fates = groupFates(notes);
    this.#needs = notes?.needs;
    this.#caseless = notes?.caseless === true;
    this.#groups = notes?.groups;
  }

  /** A search from one place can stand for a later one only when the expression is not clipped or sticky. */
  get reusable(): boolean {
    return !this.#clipped && !this.#flags.includes('y');
  }

  /** The first match at or after `from`, in the original expression's group numbers. */
  search(text: string, from: number): ExpressionMatch | null {
    // Most expressions are keywords or punctuation a given line lacks: no need to compile or run them.
    if (this.#needs) {
      const line = this.#caseless ? foldedLine(text) : text;
      if (!this.#needs.some((needed) => line.includes(needed, from))) return null;
    }
    // Compiled on its first search: a scanner holds many expressions that a short file never runs.
    // Lines are searched one byte a character wherever they can be, whatever width the file's
    // text had, so each pattern is compiled for one width.
    let regex: RegExp;
    let searched: string;
    const facts = asciiFacts(text);
    if (facts.ascii) {
      // Any narrowed form serves an ASCII line, the first compiled as well as a later one.
      regex = this.#asciiLineRegex ??= this.#servedByStandIns() ? this.#narrowed(0) : this.#forAsciiLines();
      searched = facts.oneByte ??= Buffer.from(text, 'latin1').toString('latin1');
    } else {
      const standIns = this.#servedByStandIns() ? standInsOf(text) : null;
      regex = standIns ? this.#narrowed(standIns.needed) : this.#forAnyLine('twoByte');
      searched = standIns?.text ?? text;
    }
    const offset = this.#clipped ? from : 0;
    regex.lastIndex = from - offset;
    const match = regex.exec(offset > 0 ? searched.slice(offset) : searched);
    if (!match?.indices) return null;
    const spans: CaptureSpans = match.indices.map((span) => (span ? [span[0] + offset, span[1] + offset] : undefined));
    const numbered = this.#groups ? this.#renumber(spans, this.#groups) : spans;
    return { index: match.index + offset, spans: this.#fates.size > 0 ? this.#mapGroups(numbered) : numbered };
  }

  #forAnyLine(width: keyof typeof LONG_SUBJECTS): RegExp {
    this.#regex ??= compile(this.#pattern, this.#flags, width);
    return this.#regex;
  }

  /** The pattern's form for ASCII lines where stand-ins cannot serve: the same RegExp when it has no Unicode property. */
  #forAsciiLines(): RegExp {
    if (!this.#asciiRegex) {
      const ascii = narrowedPattern(this.#pattern, this.#flags);
      this.#asciiRegex = ascii === this.#pattern ? this.#forAnyLine('oneByte') : compile(ascii, this.#flags, 'oneByte');
    }
    return this.#asciiRegex;
  }

  /** Whether a line beyond ASCII can be searched with stand-ins. */
  #servedByStandIns(): boolean {
    this.#standInsServe ??= standInsServe(this.#pattern, this.#flags);
    return this.#standInsServe;
  }

  /**
   * The pattern's properties narrowed to ASCII and the stand-ins known, compiled again when a
   * line holds a stand-in its classes do not know yet.
   */
  #narrowed(needed: number): RegExp {
    if (!this.#narrowedRegex || this.#narrowedRegex.knows < needed) {
      const known = knownStandIns();
      this.#narrowedRegex = {
        regex: compile(narrowedPattern(this.#pattern, this.#flags, known), this.#flags, 'oneByte'),
        knows: known.count,
      };
    }
    return this.#narrowedRegex.regex;
  }

  /**
   * Puts each group the pattern still captures at the number it had as converted, up to the
   * last of them: a tokenizer reads no group past those its rules name.
   */
  #renumber(spans: CaptureSpans, groups: number[]): CaptureSpans {
    const numbered: CaptureSpans = new Array((groups.at(-1) ?? 0) + 1).fill(undefined);
    numbered[0] = spans[0];
    for (let index = 0; index < groups.length; index++) numbered[groups[index] as number] = spans[index + 1];
    return numbered;
  }

  /** Drops the groups the rewrite added and gives transferred text to the group it belongs to. */
  #mapGroups(spans: CaptureSpans): CaptureSpans {
    const mapped: CaptureSpans = [spans[0]];
    const newNumber: (number | undefined)[] = [0];
    for (let group = 1; group < spans.length; group++) {
      const fate = this.#fates.get(group);
      if (fate?.hidden) {
        newNumber.push(undefined);
      } else {
        newNumber.push(mapped.length);
        mapped.push(spans[group]);
      }
      if (fate?.transferTo !== undefined && spans[group] !== undefined) {
        const to = newNumber[fate.transferTo];
        if (to === undefined)
          throw new Error(`glyphcast: a converted expression transfers to group ${fate.transferTo}`);
        mapped[to] = spans[group];
      }
    }
    return mapped;
  }
}
