import { disambiguate } from './disambiguate.js';
import { countFeatures, DETECTION_WINDOW } from './features.js';
import { languageModel } from './language-model.js';
import { languageFromSignature } from './signatures.js';

/*
 * `language: auto`: a signature when the text carries one, else the trained classifier's best
 * label. The labels are Shiki ids, `text` (prose) included.
 */

/** Under this many visible characters there is nothing to go on. */
const MIN_VISIBLE_CHARS = 12;

export function detectLanguageOf(code: string): string {
  const signature = languageFromSignature(code);
  if (signature) return signature;
  if (code.replace(/\s/g, '').length < MIN_VISIBLE_CHARS) return 'text';
  const text = code.length > DETECTION_WINDOW ? code.slice(0, DETECTION_WINDOW) : code;
  const model = languageModel();
  const scores = model.score(countFeatures(text));
  let best = 0;
  for (let label = 1; label < scores.length; label++)
    if ((scores[label] as number) > (scores[best] as number)) best = label;
  return disambiguate(model.labels[best] as string, text);
}
