import { constructConfirms, decide } from './disambiguate.js';
import { countFeatures, DETECTION_WINDOW } from './features.js';
import { languageModel } from './language-model.js';
import { PLAIN_TEXT_BELOW } from './plain-text-threshold.js';
import { languageFromSignature } from './signatures.js';
import { withoutUnmarkedLabels } from './unmarked-labels.js';

/*
 * `language: auto`: a signature when the text carries one, else the trained classifier's best
 * label, corrected where a construct of one language decides it. The labels are Shiki ids,
 * `text` (prose) included. Each answer comes with how sure it is (0 to 1) and the runners-up.
 */

/** Under this many visible characters there is nothing to go on. */
const MIN_VISIBLE_CHARS = 12;
const CANDIDATES = 3;

export interface LanguageGuess {
  /** A Shiki language id, or `text`. */
  language: string;
  /** The classifier's probability for it, from 0 to 1 (1 for a signature: a shebang, a diff…). */
  confidence: number;
}

export interface RawDetection extends LanguageGuess {
  /** The best guesses, most likely first; the first is the answer above. */
  candidates: LanguageGuess[];
}

const certain = (language: string, confidence: number): RawDetection => ({
  language,
  confidence,
  candidates: [{ language, confidence }],
});

/** Probabilities from the model's scores (softmax). */
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

export function detectLanguageOf(code: string): RawDetection {
  const signature = languageFromSignature(code);
  if (signature) return certain(signature, 1);
  if (code.replace(/\s/g, '').length < MIN_VISIBLE_CHARS) return certain('text', 0);
  const text = code.length > DETECTION_WINDOW ? code.slice(0, DETECTION_WINDOW) : code;
  const model = languageModel();
  const chances = probabilities(model.score(countFeatures(text)));
  const byModel = [...chances.keys()].sort((a, b) => (chances[b] as number) - (chances[a] as number));
  const { ranked, movedBelief, beliefLeftBehind } = withoutUnmarkedLabels(byModel, model.labels, chances, text);
  const top = ranked[0] as number;
  const modelAnswer = model.labels[top] as string;
  const decision = decide(modelAnswer, text);
  const decided = decision !== undefined;
  const answer = decision?.answer ?? modelAnswer;
  // A correction moves the model's belief onto the language its construct names.
  const answerIndex = model.labels.indexOf(answer);
  const belief =
    movedBelief +
    (chances[top] as number) +
    (decided ? beliefLeftBehind : 0) +
    (answer !== modelAnswer && answerIndex >= 0 ? (chances[answerIndex] as number) : 0);
  // A construct of the answer's language (one that names it, not one that rules a superset
  // out) is evidence the model's figure leaves out: enough to draw its colours, never plain.
  const namedByConstruct = () => (decision ? decision.byConstruct : constructConfirms(modelAnswer, text));
  const confidence = belief < PLAIN_TEXT_BELOW && namedByConstruct() ? PLAIN_TEXT_BELOW : belief;
  const runnersUp = ranked
    .filter((index) => index !== top && index !== answerIndex)
    .slice(0, CANDIDATES - 1)
    .map((index) => ({ language: model.labels[index] as string, confidence: chances[index] as number }));
  return { language: answer, confidence, candidates: [{ language: answer, confidence }, ...runnersUp] };
}
