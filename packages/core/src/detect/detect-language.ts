import { constructConfirms, decide } from './disambiguate.js';
import { DETECTION_WINDOW } from './features.js';
import { modelChances } from './model-chances.js';
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

export function detectLanguageOf(code: string): RawDetection {
  const signature = languageFromSignature(code);
  if (signature) return certain(signature, 1);
  if (code.replace(/\s/g, '').length < MIN_VISIBLE_CHARS) return certain('text', 0);
  const text = code.length > DETECTION_WINDOW ? code.slice(0, DETECTION_WINDOW) : code;
  const { labels, chances } = modelChances(text);
  const byModel = [...chances.keys()].sort((a, b) => (chances[b] as number) - (chances[a] as number));
  const { ranked, movedBelief, beliefLeftBehind } = withoutUnmarkedLabels(byModel, labels, chances, text);
  const top = ranked[0] as number;
  const modelAnswer = labels[top] as string;
  const decision = decide(modelAnswer, text);
  const decided = decision !== undefined;
  const answer = decision?.answer ?? modelAnswer;
  // A correction moves the model's belief onto the language its construct names.
  const answerIndex = labels.indexOf(answer);
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
    .map((index) => ({ language: labels[index] as string, confidence: chances[index] as number }));
  return { language: answer, confidence, candidates: [{ language: answer, confidence }, ...runnersUp] };
}
