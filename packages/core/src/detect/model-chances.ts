import { countFeatures } from './features.js';
import { excerptModel, type LanguageModel, languageModel } from './language-model.js';

/*
 * The classifier's probabilities for a text. A text of a few lines is read by two models: the
 * one trained on whole files and windows, and one trained on 3-to-10-line windows alone, whose
 * probabilities are averaged half and half. The second knows what excerpts look like without
 * unlearning files; measured in docs/language-detection.md.
 */

/** Texts with at most this many non-blank lines are read by the excerpt model too. */
export const EXCERPT_MODEL_LINES = 8;

/** Probabilities from a model's scores (softmax). */
function probabilities(scores: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const score of scores) max = Math.max(max, score);
  const out = new Float64Array(scores.length);
  let sum = 0;
  for (let index = 0; index < scores.length; index++) {
    out[index] = Math.exp((scores[index] as number) - max);
    sum += out[index] as number;
  }
  for (let index = 0; index < out.length; index++) out[index] = (out[index] as number) / sum;
  return out;
}

function filledLinesAtMost(text: string, limit: number): boolean {
  let filled = 0;
  for (const line of text.split('\n')) if (line.trim() && ++filled > limit) return false;
  return true;
}

let excerptRows: { model: LanguageModel; rowOf: Int32Array } | undefined;

/** The excerpt model, and where each of the file model's labels sits among its labels (-1: not there). */
function excerptModelRows(labels: readonly string[]): { model: LanguageModel; rowOf: Int32Array } {
  if (!excerptRows) {
    const model = excerptModel();
    excerptRows = { model, rowOf: Int32Array.from(labels, (label) => model.labels.indexOf(label)) };
  }
  return excerptRows;
}

/** The file model's labels, and each one's probability for `text`. */
export function modelChances(text: string): { labels: readonly string[]; chances: Float64Array } {
  const model = languageModel();
  const counts = countFeatures(text);
  const chances = probabilities(model.score(counts));
  if (!filledLinesAtMost(text, EXCERPT_MODEL_LINES)) return { labels: model.labels, chances };
  const excerpts = excerptModelRows(model.labels);
  const excerptChances = probabilities(excerpts.model.score(counts));
  for (let index = 0; index < chances.length; index++) {
    const row = excerpts.rowOf[index] as number;
    chances[index] = ((chances[index] as number) + (row < 0 ? 0 : (excerptChances[row] as number))) / 2;
  }
  return { labels: model.labels, chances };
}
