import { MARKDOWN_ONLY } from './markdown-marks.js';
import {
  ANY_MARKUP,
  ASTRO,
  countMarks,
  SVELTE_TEMPLATE_MARKS,
  VUE_MARKS,
  withoutStringsAndComments,
} from './syntax-marks.js';

/*
 * Labels the model gives text that lacks their marks. Chiefly labels of files that hold other
 * languages' code: HTML its scripts and styles, Markdown its code blocks, a component its
 * script. The model learnt that code from them too, so a few lines of plain JavaScript can read
 * as HTML or Markdown. Text without a mark of the container's own is not the container: the
 * model's belief in it moves to the best of the rest, the code it was read for. Markdown's
 * stays behind unless a construct then decides the language: text without Markdown's marks is
 * as likely prose as code. And Go, the one language the model reads tab-indented markup as.
 */

/** Each such label's marks, given the code and whether it holds any markup (read once for all). */
const OWN_MARKS: Record<string, (code: string, markup: boolean) => boolean> = {
  html: (_, markup) => markup,
  xml: (_, markup) => markup,
  markdown: (code) => MARKDOWN_ONLY.test(code),
  vue: (code, markup) => markup || countMarks(VUE_MARKS, code) >= 1,
  // A script's runes without markup are a `.svelte.js` module's, or code JavaScript colours right.
  svelte: (code, markup) => markup || countMarks(SVELTE_TEMPLATE_MARKS, code) >= 1,
  astro: (code, markup) => markup || ASTRO.test(code),
  // Go writes no markup outside its strings and comments.
  go: (code, markup) => !markup || !ANY_MARKUP.test(withoutStringsAndComments(code)),
};

/** Labels whose belief does not move with them. */
const KEEPS_BELIEF = new Set(['markdown']);

/**
 * The model's ranking (label indices, most likely first) less the labels whose marks the
 * text lacks, and the belief of those set aside above the new first: what moves to it, and
 * Markdown's, which moves only to a language a construct decides (a correction, even one that
 * confirms the model's next answer).
 */
export function withoutUnmarkedLabels(
  ranked: readonly number[],
  labels: readonly string[],
  chances: Float64Array,
  code: string,
): { ranked: number[]; movedBelief: number; beliefLeftBehind: number } {
  const markup = ANY_MARKUP.test(code);
  // A label with marks of its own stands only with them; any other may.
  const remaining = ranked.filter((index) => OWN_MARKS[labels[index] as string]?.(code, markup) ?? true);
  let movedBelief = 0;
  let beliefLeftBehind = 0;
  for (const index of ranked) {
    if (index === remaining[0]) break;
    if (KEEPS_BELIEF.has(labels[index] as string)) beliefLeftBehind += chances[index] as number;
    else movedBelief += chances[index] as number;
  }
  return { ranked: remaining, movedBelief, beliefLeftBehind };
}
