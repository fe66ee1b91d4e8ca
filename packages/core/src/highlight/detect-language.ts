import { detectLanguageOf, type LanguageGuess } from '../detect/detect-language.js';
import { PLAIN_TEXT_BELOW } from '../detect/plain-text-threshold.js';
import { findLanguage, PLAIN_TEXT } from './languages.js';

/*
 * `language: auto`. The classifier and its signatures live in detect/; this maps their answer
 * to the ids the highlighter takes (`ansi` and `text` are Shiki's own special languages) and
 * draws plain text when the answer is too unsure to trust. Accuracy, the threshold and what it
 * costs are measured in docs/language-detection.md.
 */

const SPECIAL_LANGUAGES = new Set(['ansi', PLAIN_TEXT]);

export type { LanguageGuess };
export { PLAIN_TEXT_BELOW };

export interface LanguageDetection {
  /** The Shiki id `auto` draws with: `text` when nothing is recognised or the best guess is too unsure. */
  language: string;
  /** How sure the best guess is, from 0 to 1 (1 for a signature such as a shebang or a diff header). */
  confidence: number;
  /** The best guesses, most likely first, even when `language` fell back to `text`. */
  candidates: LanguageGuess[];
}

const shikiId = (language: string): string =>
  SPECIAL_LANGUAGES.has(language) ? language : (findLanguage(language) ?? PLAIN_TEXT);

/** Guesses the language of `code`, with its confidence and the runners-up. */
export async function detectLanguage(code: string): Promise<LanguageDetection> {
  const raw = detectLanguageOf(code);
  const candidates = raw.candidates.map((guess) => ({ ...guess, language: shikiId(guess.language) }));
  const language = raw.confidence < PLAIN_TEXT_BELOW ? PLAIN_TEXT : shikiId(raw.language);
  return { language, confidence: raw.confidence, candidates };
}
