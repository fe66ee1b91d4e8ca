/*
 * An Oniguruma expression the build rewrote in JavaScript's syntax (scripts/precompile-regexes.mjs,
 * with `oniguruma-to-es`), run by V8. Some rewrites need help at run time, which the build
 * records beside the pattern: capturing groups the rewrite added (hidden from the result),
 * groups whose text belongs to an earlier group number (transferred), and expressions that
 * must see the line from the search's start only ("clip_search": searched on the rest of the
 * line, so a lookbehind cannot look back past the start). The converter's own RegExp subclass
 * does the same, but importing it loads the whole converter (~40 ms of a one-file
 * command-line render on a slow machine); this runs only what the stored forms need.
 */

/** What the build stores beside a rewritten pattern (only the keys an expression needs). */
export interface ConversionNotes {
  hiddenCaptures?: number[];
  transfers?: [to: number, from: number[]][];
  strategy?: 'clip_search';
  /** One of these strings is in every match: where none is, from the search's start, there is none. */
  needs?: string[];
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

/** RegExps compiled so far: how a test sees which expressions a line never needed. */
export const compiledRegexes = { count: 0 };

export class ConvertedExpression {
  readonly #pattern: string;
  readonly #flags: string;
  readonly #clipped: boolean;
  readonly #fates: Map<number, GroupFate>;
  readonly #needs: string[] | undefined;
  #regex: RegExp | undefined;

  constructor([pattern, flags, notes]: StoredExpression) {
    this.#pattern = pattern;
    this.#flags = flags;
    this.#clipped = notes?.strategy === 'clip_search';
    this.#fates = groupFates(notes);
    this.#needs = notes?.needs;
  }

  /** A search from one place can stand for a later one only when the expression is not clipped or sticky. */
  get reusable(): boolean {
    return !this.#clipped && !this.#flags.includes('y');
  }

  /** The first match at or after `from`, in the original expression's group numbers. */
  search(text: string, from: number): ExpressionMatch | null {
    // Most expressions are keywords or punctuation a given line lacks: no need to compile or run them.
    if (this.#needs && !this.#needs.some((needed) => text.includes(needed, from))) return null;
    // Compiled on its first search: a scanner holds many expressions that a short file never runs.
    if (!this.#regex) {
      this.#regex = new RegExp(this.#pattern, this.#flags);
      compiledRegexes.count++;
    }
    const regex = this.#regex;
    const offset = this.#clipped ? from : 0;
    regex.lastIndex = from - offset;
    const match = regex.exec(offset > 0 ? text.slice(offset) : text);
    if (!match?.indices) return null;
    const spans: CaptureSpans = match.indices.map((span) => (span ? [span[0] + offset, span[1] + offset] : undefined));
    return { index: match.index + offset, spans: this.#fates.size > 0 ? this.#mapGroups(spans) : spans };
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
