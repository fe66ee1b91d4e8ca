import { commentLines } from './excerpts.ts';
import { headOf, type PickedFile } from './select-files.ts';

/*
 * What each model learns from one training file. The file model reads a file's first 60 lines
 * and windows of 3 to 40 lines, so it knows whole files and excerpts; the excerpt model reads
 * only windows of 3 to 10 lines, the length of most pasted snippets, and is asked beside the
 * file model about short texts only.
 */

export type SampleTexts = (file: PickedFile, next: () => number) => string[];

/** A seeded generator (mulberry32): the same seed draws the same windows and order. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Windows of the sizes `sizeOf` draws, each with code in it, as readers excerpt code rather than comments. */
function windowsOf(file: PickedFile, count: number, sizeOf: (window: number) => number, next: () => number): string[] {
  const lines = file.text.split('\n');
  const comments = commentLines(lines, file.language);
  const out: string[] = [];
  for (let window = 0; window < count; window++) {
    const size = sizeOf(window);
    for (let attempt = 0; attempt < 4; attempt++) {
      const start = Math.floor(next() * Math.max(1, lines.length - size));
      const picked = lines.slice(start, start + size);
      const code = picked.filter((line, offset) => line.trim() && !comments.has(start + offset)).length;
      const text = picked.join('\n');
      if (code >= 2 && text.replace(/\s/g, '').length >= 20) {
        out.push(text);
        break;
      }
    }
  }
  return out;
}

/** The file's head, one long window, three mid-sized ones and four of excerpt size (3 to 6 lines). */
export const fileModelSamples: SampleTexts = (file, next) => [
  headOf(file.text),
  ...windowsOf(
    file,
    8,
    (window) =>
      window === 0
        ? 15 + Math.floor(next() * 26)
        : window < 4
          ? 3 + Math.floor(next() * 10)
          : 3 + Math.floor(next() * 4),
    next,
  ),
];

/** Twelve windows: a third of 3 to 10 lines, the rest of 3 to 6. */
export const excerptModelSamples: SampleTexts = (file, next) =>
  windowsOf(file, 12, (window) => 3 + Math.floor(next() * (window % 3 === 0 ? 8 : 4)), next);
