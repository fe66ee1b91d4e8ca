import type { ResourceWarning } from '../../assets/fetch/load-resource.js';

/*
 * Lines to mark are numbered as the gutter shows them, so `highlightLines: [2]` with
 * `lineStart: 10` marks nothing: a warning names the lines that are not on the card and the
 * numbers that are, rather than a card that silently lacks its band.
 */

/** Each field, and what happens to the lines it names that are not on the card. */
const MARKED_LINE_FIELDS = {
  highlightLines: 'not marked',
  focusLines: 'not focused (with none of them on the card, nothing is dimmed)',
  addedLines: 'not marked',
  removedLines: 'not marked',
} as const;

type MarkedLines = Record<keyof typeof MARKED_LINE_FIELDS, readonly number[]>;

/** `3, 5-7, 12`: sorted numbers with runs joined, as lists of lines are written (ASCII, for headers). */
export function describeLineNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && (sorted[end + 1] as number) === (sorted[end] as number) + 1) end++;
    parts.push(end === index ? `${sorted[index]}` : `${sorted[index]}-${sorted[end]}`);
    index = end + 1;
  }
  return parts.join(', ');
}

/** A warning for each field that names lines the card does not number. */
export function unshownLineWarnings(
  options: MarkedLines,
  shownNumbers: readonly (number | undefined)[],
): ResourceWarning[] {
  const shown = shownNumbers.filter((number): number is number => number !== undefined);
  if (shown.length === 0) return [];
  const onCard = new Set(shown);
  const range = `${Math.min(...shown)} to ${Math.max(...shown)}`;
  return Object.entries(MARKED_LINE_FIELDS).flatMap(([field, outcome]) => {
    const missing = options[field as keyof MarkedLines].filter((line) => !onCard.has(line));
    if (missing.length === 0) return [];
    const lines = `line${new Set(missing).size === 1 ? '' : 's'} ${describeLineNumbers(missing)}`;
    return [
      {
        field,
        reason: `${lines} not on the card, whose lines are numbered ${range} (as the gutter shows them, from lineStart); ${outcome}`,
        lasting: true,
      },
    ];
  });
}
