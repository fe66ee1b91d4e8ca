import { parseUnifiedDiff } from '../../diff/parse-diff.js';
import { languageFromPath } from '../../highlight/language-from-path.js';
import { chooseLanguage } from '../../highlight/tokenize.js';

/** How a row is marked: a diff's added or removed line, or a hunk's `@@` line between runs. */
export type LineMark = 'added' | 'removed' | 'hunk';

/** The card's lines before highlighting: what to tokenise, and what each line shows beside it. */
interface CardLines {
  /** The code lines only (no hunk lines), joined, in the language to highlight them in. */
  code: string;
  language: string;
  /** Per card line: the number shown in the gutter (none for removed and hunk lines of a diff). */
  numbers: (number | undefined)[];
  marks: (LineMark | undefined)[];
  /** Per card line: a hunk line's own text, drawn as is; undefined for a code line. */
  hunks: (string | undefined)[];
}

interface LineOptions {
  lineStart: number;
  addedLines: readonly number[];
  removedLines: readonly number[];
  diffLanguage: string;
}

/** A card of plain code: numbered from `lineStart`, marked where `addedLines`/`removedLines` say. */
export function plainLines(code: string, language: string, options: LineOptions): CardLines {
  const added = new Set(options.addedLines);
  const removed = new Set(options.removedLines);
  const count = code.split('\n').length;
  const numbers = Array.from({ length: count }, (_, index) => options.lineStart + index);
  return {
    code,
    language,
    numbers,
    marks: numbers.map((number) => (added.has(number) ? 'added' : removed.has(number) ? 'removed' : undefined)),
    hunks: numbers.map(() => undefined),
  };
}

/**
 * A unified diff as a card: its code lines without their prefixes, banded as added or removed,
 * numbered as in the new file (from the hunk headers, else from `lineStart`; a removed line has
 * no number there), highlighted in `diffLanguage` or the language the headers' file names imply.
 */
export async function diffLines(diff: string, options: LineOptions): Promise<CardLines> {
  const parsed = parseUnifiedDiff(diff);
  const code = parsed.lines.filter((line) => line.kind !== 'hunk').map((line) => line.text);
  const named = parsed.files.map(languageFromPath).find((language) => language !== undefined);
  const language =
    options.diffLanguage.trim().toLowerCase() === 'auto' && named
      ? named
      : (await chooseLanguage(code.join('\n'), options.diffLanguage, 'diffLanguage')).language;
  let next = options.lineStart;
  const numbers = parsed.lines.map((line) => {
    if (line.kind === 'hunk' || line.kind === 'removed') return undefined;
    next = line.newNumber ?? next;
    return next++;
  });
  return {
    code: code.join('\n'),
    language,
    numbers,
    marks: parsed.lines.map((line) => (line.kind === 'context' ? undefined : line.kind)),
    hunks: parsed.lines.map((line) => (line.kind === 'hunk' ? line.text : undefined)),
  };
}
