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

let checkedExcerptModel: LanguageModel | undefined;

/** The excerpt model, once checked to carry the file model's labels in its order (one training writes both). */
function matchingExcerptModel(labels: readonly string[]): LanguageModel {
  if (!checkedExcerptModel) {
    const model = excerptModel();
    if (model.labels.join('\n') !== labels.join('\n'))
      throw new Error('glyphcast: the two language model files come from different trainings');
    checkedExcerptModel = model;
  }
  return checkedExcerptModel;
}

/** The file model's labels, and each one's probability for `text`. */
export function modelChances(text: string): { labels: readonly string[]; chances: Float64Array } {
  const model = languageModel();
  const counts = countFeatures(text);
  const chances = probabilities(model.score(counts));
  if (!filledLinesAtMost(text, EXCERPT_MODEL_LINES)) return { labels: model.labels, chances };
  const excerptChances = probabilities(matchingExcerptModel(model.labels).score(counts));
  for (let index = 0; index < chances.length; index++)
    chances[index] = ((chances[index] as number) + (excerptChances[index] as number)) / 2;
  return { labels: model.labels, chances };
}
